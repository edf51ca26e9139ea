import type { Transaction } from "kysely";
import type { ScreenBoard } from "#core/contract";
import { DEFAULT_SCREEN_BOARD } from "#core/screen-board";
import { recordAudit, type AuditRecord } from "./audit-trail";
import type { ChangeBus } from "./change-bus";
import type { DatabaseHandle } from "./connection";
import type { Database } from "./schema";
import { fromStoredBoard, toStoredBoard } from "./stored-board";

const BOARD_ROW = 1;

/** What a change of the board stores, as the screens' service decided it. */
export interface BoardWrite {
  board: ScreenBoard;
  /** The trail's line (its actor is the lead who changed the board); null: no line. */
  audit: Omit<AuditRecord, "actor"> | null;
}

/** What the service decides a change with, inside the transaction that holds the board's row. */
export interface BoardFacts {
  /** The board as the locked row holds it. */
  board: ScreenBoard;
  at: Date;
  /** Stores an announcement by the changing lead; resolves to its id. */
  addAnnouncement(text: string): Promise<number>;
}

export function parseBoard(json: string): ScreenBoard {
  try {
    const board = fromStoredBoard(JSON.parse(json));
    if (board !== undefined) return board;
  } catch {
    // A row no schema reads: the defaults, so the screens keep running.
  }
  return DEFAULT_SCREEN_BOARD;
}

/**
 * What the leads set for the night besides the messages — the announcement, the rotation's
 * settings, the screens' modes and the late changes to the schedule — as one row. A change locks
 * the row (its UPDATE), so changes made at once on two instances apply one after the other; it is
 * recorded in the audit trail in the same transaction and reaches the screens and the public
 * poll of every instance through the change bus. What a change does is the screens' service's
 * decision (server/screens/screen-board-service.ts).
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
        for (const stored of changes.board) {
          const board = fromStoredBoard(stored);
          if (board !== undefined) this.take(board);
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

  /**
   * Stores what `decide` makes of the board, with the row locked, and the trail's line in the
   * same transaction; resolves to the board after it.
   */
  change(
    actor: string,
    decide: (facts: BoardFacts) => BoardWrite | Promise<BoardWrite>,
  ): Promise<ScreenBoard> {
    return this.bus.write(async (trx, changes) => {
      const at = this.now();
      const { version, board } = await this.lockRow(trx);
      const addAnnouncement = async (text: string) => {
        const { id } = await trx
          .insertInto("announcements")
          .values({ text, created_by: actor, created_at: at.toISOString() })
          .returning("id")
          .executeTakeFirstOrThrow();
        return Number(id);
      };
      const decided = await decide({ board, at, addAnnouncement });
      const next = { ...decided.board, version };
      const stored = toStoredBoard(next);
      await trx
        .updateTable("screen_board")
        .set({ board: JSON.stringify(stored) })
        .where("id", "=", BOARD_ROW)
        .execute();
      if (decided.audit) await recordAudit(trx, at.toISOString(), [{ actor, ...decided.audit }]);
      changes.board.push(stored);
      return next;
    });
  }

  /**
   * Takes the row's lock by moving its version on. The row is made on first use only: a change
   * during a fan-out waits behind the queue's statements, so it makes one round trip, not two.
   */
  private async lockRow(
    trx: Transaction<Database>,
  ): Promise<{ version: number; board: ScreenBoard }> {
    const bump = () =>
      trx
        .updateTable("screen_board")
        .set((eb) => ({ version: eb("version", "+", 1) }))
        .where("id", "=", BOARD_ROW)
        .returning(["version", "board"])
        .executeTakeFirst();
    let row = await bump();
    if (row === undefined) {
      await trx
        .insertInto("screen_board")
        .values({
          id: BOARD_ROW,
          version: 0,
          board: JSON.stringify(toStoredBoard(DEFAULT_SCREEN_BOARD)),
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      row = await bump();
    }
    if (row === undefined) throw new Error("the screens' board row is missing after its insert");
    return { version: Number(row.version), board: parseBoard(row.board) };
  }

  private take(board: ScreenBoard): void {
    if (board.version <= this.latest.version) return;
    this.latest = board;
    for (const listener of this.listeners) listener(board);
  }
}
