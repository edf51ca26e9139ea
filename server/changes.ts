import type { ModerationChange, ScreenBoard, ScreenMessage } from "../core/contract";

/**
 * What a committed write changed, as the rest of the server sees it: the repository reports
 * these, the feed fans them out. The shapes inside (Submission, ScreenMessage, ModerationChange)
 * are the API's, from core/contract.
 */

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
  /** The screens' board after a change (server/db/screen-board.ts): at most one, the latest. */
  board: ScreenBoard[];
}

export const noChanges = (): Changes => ({ moderation: [], screen: [], board: [] });

export const hasChanges = (changes: Changes): boolean =>
  changes.moderation.length > 0 || changes.screen.length > 0 || changes.board.length > 0;

/**
 * Who hears of committed changes (the feed): this instance's own writes once they commit and,
 * on PostgreSQL, every other instance's. The repository calls it and knows nothing else of it.
 */
export interface ChangeListener {
  committed(changes: Changes): void;
  /** Changes may have been missed (the link to the other instances was re-established). */
  missed(): void;
}
