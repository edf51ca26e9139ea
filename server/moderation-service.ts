import { autoRejection, triage } from "../core/message-triage";
import { duplicateKey } from "../core/duplicate-key";
import {
  initialStatus,
  statusAfter,
  type Decision,
  type InitialStatus,
  type MessageDraft,
  type ModerationMode,
  type Submission,
  type SubmissionStatus,
} from "../core/contract";
import type { DecisionResult, SubmissionsRepository } from "./db/submissions-repo";

export type { Decision };

/**
 * The moderation policy (docs/decisions/004, 013): where a new message starts and where each
 * decision moves it, by the transitions of core/contract (the rule the panel predicts with).
 * Pre-moderation queues every message for a moderator; post-moderation shows it at once and lets
 * a moderator take it off. Before a message is stored the service triages it: a link or a phone
 * number is rejected at once, other flags go with it to the moderators. The repository stores
 * what this decides.
 */
export class ModerationService {
  constructor(
    private readonly submissions: SubmissionsRepository,
    readonly mode: ModerationMode,
  ) {}

  /** Where a new message starts: the queue (pre-moderation) or the screens (post). */
  get initialStatus(): InitialStatus {
    return initialStatus(this.mode);
  }

  /**
   * Stores a valid message with its initial status and triage; resolves once it is committed.
   * `sender` is the sender's key (server/sender-key.ts).
   */
  submit(input: MessageDraft, sender: string | null): Promise<Submission> {
    const flags = triage(input);
    return this.submissions.create({
      input,
      status: this.initialStatus,
      sender,
      flags,
      duplicateKey: duplicateKey(input.message),
      autoReject: autoRejection(flags),
    });
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
    });
  }
}
