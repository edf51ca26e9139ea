/**
 * What the service stores and what a committed write changed, as the rest of the server sees
 * them: the repository maps its rows to these, the feed and the routes use them.
 */

export const SUBMISSION_STATUSES = ["pending", "approved", "rejected"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** A submission as the API shows it (moderation list, decisions). */
export interface Submission {
  id: number;
  author: string;
  message: string;
  status: SubmissionStatus;
  createdAt: string;
  decidedAt: string | null;
}

/**
 * A message as the screen shows it (`{id, author, message, approvedAt}`,
 * docs/product.md#screen-feed).
 */
export interface ScreenMessage {
  id: number;
  author: string;
  message: string;
  approvedAt: string;
}

/**
 * One entry of the screen's order. `position` is the SSE `id:`; `show` puts a message on the
 * screens, `hide` takes one off (rejected after approval, undone, removed under post-moderation).
 */
export type ScreenEvent =
  | { position: number; kind: "show"; message: ScreenMessage }
  | { position: number; kind: "hide"; id: number };

/** A change of the moderation queue: a new submission (`previousStatus: null`) or a decision. */
export interface ModerationChange {
  item: Submission;
  previousStatus: SubmissionStatus | null;
}

export interface Changes {
  moderation: ModerationChange[];
  screen: ScreenEvent[];
}

/**
 * Who hears of committed changes (the feed): this instance's own writes once they commit and,
 * on PostgreSQL, every other instance's. The repository calls it and knows nothing else of it.
 */
export interface ChangeListener {
  committed(changes: Changes): void;
  /** Changes may have been missed (the link to the other instances was re-established). */
  missed(): void;
}
