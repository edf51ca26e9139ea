import type { ScreenBoard, LateChange, LateChangeInForce } from "#core/contract";
import type { FestivalSet } from "#core/festival-schedule";
import { TRAIL_TEXTS } from "../texts/trail-texts";
import type { BoardChange } from "../screens/screen-board-service";

/** What the late changes need of the board (server/screens/screen-board-service.ts). */
export interface LateChangeBoard {
  current(): ScreenBoard;
  change(actor: string, change: BoardChange): Promise<ScreenBoard>;
}

/**
 * The leads' late changes to the schedule (server/moderation/README.md#late-changes): a set of this
 * edition may be delayed by whole minutes, cancelled, or put back on plan (no delay, not cancelled,
 * which is the same as clearing its change). Only a set of the server's edition can be changed; the
 * change is kept on the board, so it survives a restart, reaches every instance through the change
 * bus and is served to the public pages from memory with the announcement. The board keeps an entry
 * for every set a lead has changed, on plan again or not, with how many changes it has had
 * (`sequence`, server/screens/screen-board-service.ts). Each change that changes something gets its
 * line in the trail, naming the set as planned.
 */
export class LateChangesService {
  private readonly sets: ReadonlyMap<string, FestivalSet>;

  constructor(
    private readonly board: LateChangeBoard,
    sets: readonly FestivalSet[],
  ) {
    this.sets = new Map(sets.map((set) => [set.id, set]));
  }

  /**
   * The changes in force on `board` (by default the one this instance follows): an entry for each
   * set a lead has changed, one back on plan included (no delay, not cancelled), without any whose
   * set the edition no longer has (its content changed since): no page could apply it.
   */
  inForce(board: ScreenBoard = this.board.current()): LateChangeInForce[] {
    return board.lateChanges.filter((change) => this.sets.has(change.setId));
  }

  /** Sets `change` in place of its set's; undefined when the edition has no such set. */
  async change(actor: string, change: LateChange): Promise<LateChangeInForce[] | undefined> {
    const set = this.sets.get(change.setId);
    if (set === undefined) return undefined;
    const board = await this.board.change(actor, {
      kind: "late_change",
      change,
      detail: TRAIL_TEXTS.lateChange(change, set),
    });
    return this.inForce(board);
  }

  /** Puts a set back on plan (its entry stays); undefined when the edition has no such set. */
  clear(actor: string, setId: string): Promise<LateChangeInForce[] | undefined> {
    return this.change(actor, { setId, delayMinutes: 0, cancelled: false });
  }
}
