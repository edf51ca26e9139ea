import type { Submission } from "./changes";
import type { ModerationMode } from "./config";
import type { InitialStatus, NewSubmission, SubmissionsRepository } from "./db/submissions-repo";

export type Decision = "approve" | "reject" | "undo";

/**
 * The moderation policy (docs/decisions/004): where a new message starts and where each
 * decision moves it. Pre-moderation queues every message for a moderator; post-moderation
 * shows it at once and lets a moderator take it off. The repository stores what this decides.
 */
export class ModerationService {
  constructor(
    private readonly submissions: SubmissionsRepository,
    readonly mode: ModerationMode,
  ) {}

  /** Where a new message starts: the queue (pre-moderation) or the screens (post). */
  get initialStatus(): InitialStatus {
    return this.mode === "post" ? "approved" : "pending";
  }

  /** Stores a valid message with its initial status; resolves once it is committed. */
  submit(input: NewSubmission): Promise<Submission> {
    return this.submissions.create(input, this.initialStatus);
  }

  /**
   * Approve puts a message on the screens, reject keeps it off (or takes it off); undo moves
   * it back to where a new message starts. Unknown id → undefined.
   */
  decide(id: number, decision: Decision): Promise<Submission | undefined> {
    const target =
      decision === "approve" ? "approved" : decision === "reject" ? "rejected" : this.initialStatus;
    return this.submissions.setStatus(id, target);
  }
}
