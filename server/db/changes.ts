import type { Transaction } from "kysely";
import type { ModerationChange, ScreenMessage } from "../../core/contract";
import type { Database } from "./schema";

export type { ModerationChange };

/**
 * One entry of the screen's order. `position` is the SSE `id:`; `show` puts a message on the
 * screens (the message carries the same position), `hide` takes one off (rejected after
 * approval, undone, removed under post-moderation).
 */
export type ScreenEvent =
  | { position: number; kind: "show"; message: ScreenMessage }
  | { position: number; kind: "hide"; id: number };

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
