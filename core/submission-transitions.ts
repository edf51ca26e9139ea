/**
 * Where a submission goes, in both moderation modes: the one rule the server applies and the
 * moderation panel predicts (its optimistic update; server/moderation/README.md#moderation). Plain
 * data and functions, no zod, so any bundle may import it.
 */
export const SUBMISSION_STATUSES = ["pending", "approved", "rejected"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** `pre`: a moderator approves each message; `post`: shown at once, removable. */
export const MODERATION_MODES = ["pre", "post"] as const;
export type ModerationMode = (typeof MODERATION_MODES)[number];

/** What a moderator can do to a submission (the last path segment of its POST route). */
export const DECISIONS = ["approve", "reject", "undo"] as const;
export type Decision = (typeof DECISIONS)[number];

/** Where a new message can start: the queue, or the screens at once. */
export type InitialStatus = Extract<SubmissionStatus, "pending" | "approved">;

/** Where a new message starts: the queue under pre-moderation, the screens under post. */
export function initialStatus(mode: ModerationMode): InitialStatus {
  return mode === "pre" ? "pending" : "approved";
}

/**
 * Where a decision moves a submission, whatever its status now: approve shows it, reject takes
 * it off (or keeps it off), undo sends it back to where new messages start.
 */
export function statusAfter(decision: Decision, mode: ModerationMode): SubmissionStatus {
  if (decision === "approve") return "approved";
  if (decision === "reject") return "rejected";
  return initialStatus(mode);
}

/** Only an approved submission is on the screens. */
export function isOnScreen(status: SubmissionStatus): boolean {
  return status === "approved";
}
