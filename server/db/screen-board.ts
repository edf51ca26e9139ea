import type { Transaction } from "kysely";
import {
  ScreenBoardSchema,
  type ScreenBoard,
  type ScreenMode,
  type ScreenSettings,
  type SetChange,
  type SetChangeInForce,
} from "../../core/contract";
import { byCodeUnits } from "../../core/festival-schedule";
import { DEFAULT_SCREEN_BOARD } from "../../core/screen-board";
import { announcementActive } from "../../core/announcement-timing";
import { TRAIL_TEXTS } from "../errors";
import { recordAudit, type AuditRecord } from "./audit-trail";
import type { ChangeBus } from "./change-bus";
import type { DatabaseHandle } from "./connection";
import type { Database } from "./schema";

/**
 * What a lead changes on the board (docs/product.md#screens-on-the-night, #late-changes). A set's
 * change replaces the one it had (no delay and not cancelled: back on plan); `detail` is the
 * trail's line for it, which the policy words (server/moderation/set-changes.ts).
 */
export type BoardChange =
  | { kind: "announce"; text: string; endsAt: string | null }
  | { kind: "clear_announcement" }
  | { kind: "mode"; screen: string | null; mode: ScreenMode }
  | { kind: "settings"; settings: ScreenSettings }
  | { kind: "set_change"; change: SetChange; detail: string };

const BOARD_ROW = 1;

/** Whether `change` leaves its set as `entry` has it (no entry: on plan). */
const sameState = (entry: SetChangeInForce | undefined, change: SetChange) =>
  (entry?.delayMinutes ?? 0) === change.delayMinutes &&
  (entry?.cancelled ?? false) === change.cancelled;

/**
 * The board's late changes after `change` (docs/product.md#late-changes): one entry per set a
 * lead has changed, by setId. A change that changes something counts one more in its set's
 * `sequence` (the first is 1) — putting the set back on plan too, which keeps the entry with no
 * delay and not cancelled, so a calendar a visitor imported is told of the restored time. The same
 * state again leaves the list as it was; `changed` says which it was.
 */
function withSetChange(
  changes: readonly SetChangeInForce[],
  change: SetChange,
): { setChanges: SetChangeInForce[]; changed: boolean } {
  const before = changes.find((entry) => entry.setId === change.setId);
  if (sameState(before, change)) return { setChanges: [...changes], changed: false };
  const { setId, delayMinutes, cancelled } = change;
  const entry = { setId, delayMinutes, cancelled, sequence: (before?.sequence ?? 0) + 1 };
  const setChanges = [...changes.filter((other) => other.setId !== setId), entry].sort((a, b) =>
    byCodeUnits(a.setId, b.setId),
  );
  return { setChanges, changed: true };
}

export function parseBoard(json: string): ScreenBoard {
  try {
    const parsed = ScreenBoardSchema.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // A row no schema reads: the defaults, so the screens keep running.
  }
  return DEFAULT_SCREEN_BOARD;
}

/** The board after `change`, and what the trail records of it (null: nothing worth a record). */
function applyChange(
  board: ScreenBoard,
  change: Exclude<BoardChange, { kind: "announce" }>,
  now: number,
): { board: ScreenBoard; audit: Omit<AuditRecord, "actor"> | null } {
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
    case "set_change": {
      const { setChanges, changed } = withSetChange(board.setChanges, change.change);
      return {
        board: { ...board, setChanges },
        // The same change again (a second click, a clear of a set on plan) is no news.
        audit: changed ? { action: "set_change", detail: change.detail } : null,
      };
    }
  }
}

/**
 * What the leads set for the night besides the messages — the announcement, the rotation's
 * settings, the screens' modes and the late changes to the schedule — as one row. A change locks
 * the row (its UPDATE), so changes made at once on two instances apply one after the other; it is
 * recorded in the audit trail in the same transaction and reaches the screens and the public
 * poll of every instance through the change bus.
 */
export class ScreenBoardRepository {
  private latest: ScreenBoard = DEFAULT_SCREEN_BOARD;
  private readonly listeners = new Set<(board: ScreenBoard) => void>();

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly bus: ChangeBus,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Reads the board and starts following the changes of every instance (the change bus). */
  async start(): Promise<void> {
    this.bus.subscribe({
      committed: (changes) => {
        // Read like a stored row: an instance of an older release, during an upgrade, sends
        // boards without the parts added since.
        for (const board of changes.board) {
          const parsed = ScreenBoardSchema.safeParse(board);
          if (parsed.success) this.take(parsed.data);
          else this.reload().catch(() => {});
        }
      },
      missed: () => {
        // The link to the other instances came back: one of their changes may be missing.
        this.reload().catch(() => {});
      },
    });
    await this.reload();
  }

  /** The board as this instance last knew it (never waits for the database). */
  current(): ScreenBoard {
    return this.latest;
  }

  /** `listener` hears of every newer board; the function returned stops it. */
  onChange(listener: (board: ScreenBoard) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async reload(): Promise<void> {
    const row = await this.handle.db
      .selectFrom("screen_board")
      .select(["version", "board"])
      .where("id", "=", BOARD_ROW)
      .executeTakeFirst();
    if (row) this.take({ ...parseBoard(row.board), version: Number(row.version) });
  }

  /** Applies a lead's change; resolves to the board after it. */
  change(actor: string, change: BoardChange): Promise<ScreenBoard> {
    return this.bus.write(async (trx, changes) => {
      const at = this.now();
      const { version, board } = await this.lockRow(trx);
      let next: ScreenBoard;
      let audit: Omit<AuditRecord, "actor"> | null;
      if (change.kind === "announce") {
        const { id } = await trx
          .insertInto("announcements")
          .values({ text: change.text, created_by: actor, created_at: at.toISOString() })
          .returning("id")
          .executeTakeFirstOrThrow();
        const announcement = {
          id: Number(id),
          text: change.text,
          startedAt: at.toISOString(),
          endsAt: change.endsAt,
        };
        next = { ...board, announcement };
        audit = { action: "announce", detail: change.text };
      } else {
        ({ board: next, audit } = applyChange(board, change, at.getTime()));
      }
      next = { ...next, version };
      await trx
        .updateTable("screen_board")
        .set({ board: JSON.stringify(next) })
        .where("id", "=", BOARD_ROW)
        .execute();
      if (audit) await recordAudit(trx, at.toISOString(), [{ actor, ...audit }]);
      changes.board.push(next);
      return next;
    });
  }

  /** Takes the row's lock by moving its version on (the row is made on first use). */
  private async lockRow(
    trx: Transaction<Database>,
  ): Promise<{ version: number; board: ScreenBoard }> {
    await trx
      .insertInto("screen_board")
      .values({ id: BOARD_ROW, version: 0, board: JSON.stringify(DEFAULT_SCREEN_BOARD) })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    const row = await trx
      .updateTable("screen_board")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .where("id", "=", BOARD_ROW)
      .returning(["version", "board"])
      .executeTakeFirstOrThrow();
    return { version: Number(row.version), board: parseBoard(row.board) };
  }

  private take(board: ScreenBoard): void {
    if (board.version <= this.latest.version) return;
    this.latest = board;
    for (const listener of this.listeners) listener(board);
  }
}
