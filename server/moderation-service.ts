import {
  initialStatus,
  statusAfter,
  type Decision,
  type InitialStatus,
  type MessageDraft,
  type ModerationMode,
  type Submission,
} from "../core/contract";
import type { SubmissionsRepository } from "./db/submissions-repo";

export type { Decision };

/**
 * The moderation policy (docs/decisions/004): where a new message starts and where each
 * decision moves it, by the transitions of core/contract (the rule the panel predicts with). Pre-moderation queues every message for a moderator; post-moderation
 * shows it at once and lets a moderator take it off. The repository stores what this decides.
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

  /** Stores a valid message with its initial status; resolves once it is committed. */
  submit(input: MessageDraft): Promise<Submission> {
    return this.submissions.create(input, this.initialStatus);
  }

  /**
   * Approve puts a message on the screens, reject keeps it off (or takes it off); undo moves
   * it back to where a new message starts. Unknown id → undefined.
   */
  decide(id: number, decision: Decision): Promise<Submission | undefined> {
    return this.submissions.setStatus(id, statusAfter(decision, this.mode));
  }
}
