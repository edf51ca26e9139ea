import { triage } from "#core/message-triage";
import { duplicateKey } from "#core/duplicate-key";
import { type ClaimedItems, type MessageDraft, type Submission } from "#core/contract";
import {
  initialStatus,
  statusAfter,
  type Decision,
  type InitialStatus,
  type ModerationMode,
  type SubmissionStatus,
} from "#core/submission-transitions";
import { arrivalPlan } from "../messages/arrival";
import { blockOrder, unblockOrder } from "../messages/blocking";
import { claimPlan, heldByOther } from "../messages/claims";
import { TRAIL_TEXTS } from "../texts/trail-texts";
import type { BlockResult, DecisionResult, SubmissionsRepository } from "../db/submissions-repo";

export type { Decision };

/**
 * The moderation of the night (docs/decisions/004, 013): turns each write a route asks for into
 * the plan the repository carries out, by the night's mode. Pre-moderation queues every message
 * for a moderator; post-moderation shows it at once and lets a moderator take it off. Before a
 * message is stored the service triages it: a link or a phone number is rejected at once, other
 * flags go with it to the moderators. Where a message goes and what a block rejects are the pure
 * policies of server/messages/; where a decision moves a group, the transitions of
 * core/submission-transitions.ts (the rule the panel predicts with).
 */
export class ModerationService {
  constructor(
    private readonly submissions: Pick<
      SubmissionsRepository,
      "create" | "decide" | "claim" | "block" | "unblock"
    >,
    readonly mode: ModerationMode,
  ) {}

  /** Where a new message starts: the queue (pre-moderation) or the screens (post). */
  get initialStatus(): InitialStatus {
    return initialStatus(this.mode);
  }

  /**
   * Stores a valid message, triaged, where the arrival policy (server/messages/arrival.ts) places
   * it; resolves once it is committed.
   * `sender` is the sender's key (server/submissions/sender-key.ts); `idempotencyKey` the
   * message's own (core/idempotency-key.ts): under a key stored before, nothing is stored and
   * the message stored then is the answer.
   */
  submit(
    input: MessageDraft,
    sender: string | null,
    idempotencyKey: string | null = null,
  ): Promise<Submission> {
    return this.submissions.create(
      arrivalPlan(this.initialStatus, {
        draft: input,
        sender,
        flags: triage(input),
        duplicateKey: duplicateKey(input.message),
        idempotencyKey,
      }),
    );
  }

  /**
   * Approve puts a group on the screens, reject keeps it off (or takes it off); undo moves it
   * back to where a new message starts. `from` is the status the moderator saw.
   */
  decide(request: {
    id: number;
    decision: Decision;
    from: SubmissionStatus;
    moderator: string;
  }): Promise<DecisionResult> {
    return this.submissions.decide({
      ...request,
      target: statusAfter(request.decision, this.mode),
      heldByOther: (facts) => heldByOther(request.moderator, facts),
      detail: TRAIL_TEXTS.decision,
    });
  }

  /**
   * `moderator`'s own next items, claimed for a short while by the claim's plan, so two moderators
   * never get the same item.
   */
  claim(moderator: string): Promise<ClaimedItems> {
    return this.submissions.claim(claimPlan(moderator));
  }

  /**
   * Blocks the sender of message `id` for the rest of the edition, rejecting what the blocking
   * policy (server/messages/blocking.ts) says; from then on the sender's new messages arrive
   * blocked.
   */
  block(request: { id: number; moderator: string }): Promise<BlockResult> {
    return this.submissions.block(blockOrder(request));
  }

  /**
   * Lifts block `id` (a lead's), with the trail's line naming the message it was made from; the
   * messages it rejected stay rejected. False when there is no such block.
   */
  unblock(request: { id: number; moderator: string }): Promise<boolean> {
    return this.submissions.unblock(unblockOrder(request));
  }
}
