import type {
  ScreenBoard,
  ScreenMode,
  ScreenSettings,
  LateChange,
  LateChangeInForce,
} from "#core/contract";
import { byCodeUnits } from "#core/festival-schedule";
import { announcementActive } from "#core/announcement-timing";
import { TRAIL_TEXTS } from "../texts/trail-texts";
import type { BoardFacts, BoardWrite, ScreenBoardRepository } from "../db/screen-board";

/**
 * What a lead changes on the board. A set's change replaces the one it had (no delay and not
 * cancelled: back on plan); `detail` is the trail's line for it, which the policy words
 * (server/moderation/late-changes.ts).
 */
export type BoardChange =
  | { kind: "announce"; text: string; endsAt: string | null }
  | { kind: "clear_announcement" }
  | { kind: "mode"; screen: string | null; mode: ScreenMode }
  | { kind: "settings"; settings: ScreenSettings }
  | { kind: "late_change"; change: LateChange; detail: string };

/** Whether `change` leaves its set as `entry` has it (no entry: on plan). */
const sameState = (entry: LateChangeInForce | undefined, change: LateChange) =>
  (entry?.delayMinutes ?? 0) === change.delayMinutes &&
  (entry?.cancelled ?? false) === change.cancelled;

/**
 * The board's late changes after `change` (server/moderation/README.md#late-changes): one entry per
 * set a lead has changed, by setId. A change that changes something counts one more in its set's
 * `sequence` (the first is 1) — putting the set back on plan too, which keeps the entry with no
 * delay and not cancelled, so a calendar a visitor imported is told of the restored time. The same
 * state again leaves the list as it was; `changed` says which it was.
 */
export function withLateChange(
  changes: readonly LateChangeInForce[],
  change: LateChange,
): { lateChanges: LateChangeInForce[]; changed: boolean } {
  const before = changes.find((entry) => entry.setId === change.setId);
  if (sameState(before, change)) return { lateChanges: [...changes], changed: false };
  const { setId, delayMinutes, cancelled } = change;
  const entry = { setId, delayMinutes, cancelled, sequence: (before?.sequence ?? 0) + 1 };
  const lateChanges = [...changes.filter((other) => other.setId !== setId), entry].sort((a, b) =>
    byCodeUnits(a.setId, b.setId),
  );
  return { lateChanges, changed: true };
}

/** The board after `change`, and what the trail records of it (null: nothing worth a record). */
export function applyChange(
  board: ScreenBoard,
  change: Exclude<BoardChange, { kind: "announce" }>,
  now: number,
): BoardWrite {
  switch (change.kind) {
    case "clear_announcement": {
      // Clearing what already ended is no news for the trail.
      if (!announcementActive(board.announcement, now)) {
        return { board: { ...board, announcement: null }, audit: null };
      }
      return {
        board: { ...board, announcement: null },
        audit: { action: "clear_announcement", detail: board.announcement?.text ?? "" },
      };
    }
    case "mode": {
      const modes = change.screen === null ? {} : { ...board.modes, [change.screen]: change.mode };
      const modeForAll = change.screen === null ? change.mode : board.modeForAll;
      return {
        board: { ...board, modes, modeForAll },
        audit: {
          action: "screen_mode",
          detail: TRAIL_TEXTS.screenMode(change.screen, change.mode),
        },
      };
    }
    case "settings":
      return {
        board: { ...board, settings: change.settings },
        audit: { action: "screen_settings", detail: TRAIL_TEXTS.screenSettings(change.settings) },
      };
    case "late_change": {
      const { lateChanges, changed } = withLateChange(board.lateChanges, change.change);
      return {
        board: { ...board, lateChanges },
        // The same change again (a second click, a clear of a set on plan) is no news. The trail
        // records it under the code it was first stored with (core/contract/staff.ts).
        audit: changed ? { action: "set_change", detail: change.detail } : null,
      };
    }
  }
}

/** What `change` does to the board held in `facts`: an announcement is stored first, for its id. */
async function decide(change: BoardChange, facts: BoardFacts): Promise<BoardWrite> {
  if (change.kind !== "announce") return applyChange(facts.board, change, facts.at.getTime());
  const announcement = {
    id: await facts.addAnnouncement(change.text),
    text: change.text,
    startedAt: facts.at.toISOString(),
    endsAt: change.endsAt,
  };
  return {
    board: { ...facts.board, announcement },
    audit: { action: "announce", detail: change.text },
  };
}

/**
 * The leads' changes to the screens' board: what each change does to the board and what the trail
 * says of it. The store (server/db/screen-board.ts) applies it to the locked row and carries it on
 * the change bus.
 */
export class ScreenBoardService {
  constructor(private readonly store: ScreenBoardRepository) {}

  /** The board as this instance last knew it (never waits for the database). */
  current(): ScreenBoard {
    return this.store.current();
  }

  /** Applies a lead's change; resolves to the board after it. */
  change(actor: string, change: BoardChange): Promise<ScreenBoard> {
    return this.store.change(actor, (facts) => decide(change, facts));
  }
}
