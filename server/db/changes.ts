import type { Transaction } from "kysely";
import type { Database, SubmissionStatus } from "./schema";

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
 * Where a repository reports what it changed: `beforeCommit` inside the transaction (so other
 * instances hear of it exactly when it commits), `afterCommit` for this instance's own streams.
 */
export interface ChangeSink {
  beforeCommit(trx: Transaction<Database>, changes: Changes): Promise<void>;
  afterCommit(changes: Changes): void;
}
