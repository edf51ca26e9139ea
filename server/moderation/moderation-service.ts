import { autoRejection, triage } from "#core/message-triage";
import { duplicateKey } from "#core/duplicate-key";
import { type ClaimedItems, type MessageDraft, type Submission } from "#core/contract";
import { SERVER_ACTOR } from "#core/staff-accounts";
import {
  initialStatus,
  isOnScreen,
  statusAfter,
  type Decision,
  type InitialStatus,
  type ModerationMode,
  type SubmissionStatus,
} from "#core/submission-transitions";
import { TRAIL_TEXTS } from "../texts/trail-texts";
import type { DecisionResult } from "../db/decisions";
import type {
  BlockableGroup,
  BlockFacts,
  BlockPlan,
  BlockPolicy,
  BlockResult,
} from "../db/sender-blocks";
import type { Arrival, ArrivalFacts, ArrivalPolicy, Placement } from "../db/store-messages";
import type { SubmissionsRepository } from "../db/submissions-repo";

export type { Decision };

/**
 * Where a new message goes (docs/product.md#moderation-for-a-night): a blocked sender's message
 * is rejected as blocked, a link or a phone number rejected by the server with its reason (and a
 * line in the trail), a repeat joins its group and takes the group's status, and anything else
 * starts a group of its own with the status new messages start with.
 */
export async function placeArrival(
  startsAs: InitialStatus,
  arrival: Arrival,
  facts: ArrivalFacts,
): Promise<Placement> {
  const { at } = facts;
  const autoReject = autoRejection(arrival.flags);
  const reason = facts.senderBlocked ? "blocked" : autoReject;
  if (reason !== null) {
    return {
      status: "rejected",
      decidedAt: at,
      decidedBy: SERVER_ACTOR,
      reason,
      joins: null,
      audit:
        reason === "blocked"
          ? null
          : { actor: SERVER_ACTOR, action: "auto_reject", detail: reason },
    };
  }
  const group = await facts.matchingGroup();
  if (group) {
    return {
      status: group.status,
      decidedAt: group.status === "pending" ? null : (group.decidedAt ?? at),
      decidedBy: group.decidedBy,
      reason: null,
      joins: group.id,
      audit: null,
    };
  }
  return {
    status: startsAs,
    decidedAt: startsAs === "pending" ? null : at,
    decidedBy: null,
    reason: null,
    joins: null,
    audit: null,
  };
}

/**
 * What blocking a sender rejects (docs/product.md#blocking): the group of the message the sender
 * is blocked from, unless it is rejected already, then every group the sender started that still
 * waits; the sender's copies still waiting in other people's groups leave them. Every message it
 * rejects is rejected as blocked, decided by the moderator who blocked, and the trail counts them.
 */
export async function planBlock(moderator: string, facts: BlockFacts): Promise<BlockPlan> {
  const waiting = await facts.senderGroups("pending");
  const groups = new Map<number, BlockableGroup>();
  for (const group of [...(facts.ownGroup ? [facts.ownGroup] : []), ...waiting]) {
    if (group.status !== "rejected") groups.set(group.id, group);
  }
  return {
    decision: { status: "rejected", decidedBy: moderator, reason: "blocked" },
    groups: [...groups.keys()],
    copiesAt: "pending",
    audit: (rejected) => ({
      actor: moderator,
      action: "block",
      detail: TRAIL_TEXTS.block(rejected),
    }),
  };
}

/**
 * The moderation policy (docs/decisions/004, 013): where a new message starts, where it goes
 * when its sender is blocked or its text repeats a group's, what a block rejects, and where each
 * decision moves it, by the transitions of core/submission-transitions.ts (the rule the panel
 * predicts with). Pre-moderation queues every message for a moderator; post-moderation shows it
 * at once and lets a moderator take it off. Before a message is stored the service triages it: a
 * link or a phone number is rejected at once, other flags go with it to the moderators. The
 * repository stores what this decides.
 */
export class ModerationService {
  private readonly arrivals: ArrivalPolicy;

  constructor(
    private readonly submissions: SubmissionsRepository,
    readonly mode: ModerationMode,
  ) {
    const startsAs = initialStatus(mode);
    this.arrivals = {
      showsAtOnce: isOnScreen(startsAs),
      place: (arrival, facts) => placeArrival(startsAs, arrival, facts),
    };
  }

  /** Where a new message starts: the queue (pre-moderation) or the screens (post). */
  get initialStatus(): InitialStatus {
    return initialStatus(this.mode);
  }

  /**
   * Stores a valid message, triaged, where the policy places it; resolves once it is committed.
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
      {
        draft: input,
        sender,
        flags: triage(input),
        duplicateKey: duplicateKey(input.message),
        idempotencyKey,
      },
      this.arrivals,
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
      detail: TRAIL_TEXTS.decision,
    });
  }

  /** `moderator`'s own next items, claimed for a short while (docs/product.md#no-double-work). */
  claim(moderator: string): Promise<ClaimedItems> {
    return this.submissions.claim(moderator);
  }

  /** Gives back what `moderator` holds (signing out). */
  releaseClaims(moderator: string): Promise<void> {
    return this.submissions.releaseClaims(moderator);
  }

  /**
   * Blocks the sender of message `id` for the rest of the edition, rejecting what `planBlock`
   * says; from then on the sender's new messages arrive blocked (`placeArrival`).
   */
  block(request: { id: number; moderator: string }): Promise<BlockResult> {
    const policy: BlockPolicy = { plan: (facts) => planBlock(request.moderator, facts) };
    return this.submissions.block(request, policy);
  }

  /**
   * Lifts block `id` (a lead's); the messages it rejected stay rejected. False when there is no
   * such block.
   */
  unblock(request: { id: number; moderator: string }): Promise<boolean> {
    return this.submissions.unblock({ ...request, detail: TRAIL_TEXTS.unblock });
  }
}
