import { describe, expect, it } from "vitest";
import type { ScreenBoard, LateChangeInForce } from "#core/contract";
import { festivalSets } from "#core/festival-schedule";
import { DEFAULT_SCREEN_BOARD } from "#core/screen-board";
import { loadEdition, contentDir } from "#content-layer/load";
import { MAX_NOTIFICATION_BYTES } from "../db/change-bus";
import type { BoardChange } from "../screens/screen-board-service";
import { LateChangesService, type LateChangeBoard } from "./late-changes";

const DAY = {
  date: "2031-06-13",
  opensAt: "16:00",
  lastConcertEndsAt: "01:00",
  lineup: [
    {
      acts: [
        { name: "Łuna", stage: "main", startsAt: "22:00", endsAt: "23:15" },
        { name: "Poranny Żuraw", stage: "main", startsAt: "00:15", endsAt: "01:00" },
      ],
    },
  ],
  studentStage: [{ startsAt: "18:30", endsAt: "19:15" }],
};
const SETS = festivalSets([DAY]);

/**
 * A board in memory that applies a set's change as the service does (screen-board-service.ts: the entry
 * stays when back on plan, and counts one more change), and notes what it is told.
 */
function fakeBoard(lateChanges: LateChangeInForce[] = []) {
  let board: ScreenBoard = { ...DEFAULT_SCREEN_BOARD, lateChanges };
  const told: Array<{ actor: string; change: BoardChange }> = [];
  const fake: LateChangeBoard = {
    current: () => board,
    change: async (actor, change) => {
      told.push({ actor, change });
      if (change.kind === "late_change") {
        const { setId, delayMinutes, cancelled } = change.change;
        const before = board.lateChanges.find((entry) => entry.setId === setId);
        const planned = delayMinutes === 0 && !cancelled;
        if (before !== undefined || !planned) {
          const others = board.lateChanges.filter((entry) => entry.setId !== setId);
          const entry = { setId, delayMinutes, cancelled, sequence: (before?.sequence ?? 0) + 1 };
          board = { ...board, lateChanges: [...others, entry] };
        }
      }
      return board;
    },
  };
  return { fake, told };
}

describe("the leads' late changes", () => {
  it("names the set in the trail as planned: delayed, cancelled, back on plan", async () => {
    expect(SETS.map((set) => set.id)).toEqual([
      "2031-06-13-student-1830",
      "2031-06-13-luna",
      "2031-06-13-poranny-zuraw",
    ]);
    const { fake, told } = fakeBoard();
    const service = new LateChangesService(fake, SETS);
    await service.change("ewa", { setId: "2031-06-13-luna", delayMinutes: 20, cancelled: false });
    await service.change("ewa", {
      setId: "2031-06-13-student-1830",
      delayMinutes: 5,
      cancelled: true,
    });
    expect(await service.clear("iga", "2031-06-13-poranny-zuraw")).toEqual([
      { setId: "2031-06-13-luna", delayMinutes: 20, cancelled: false, sequence: 1 },
      { setId: "2031-06-13-student-1830", delayMinutes: 5, cancelled: true, sequence: 1 },
    ]);
    // Back on plan, the set keeps its entry and the count of its changes.
    expect(await service.clear("iga", "2031-06-13-luna")).toContainEqual({
      setId: "2031-06-13-luna",
      delayMinutes: 0,
      cancelled: false,
      sequence: 2,
    });
    expect(
      told.map(({ actor, change }) => [actor, change.kind === "late_change" ? change.detail : ""]),
    ).toEqual([
      ["ewa", "Opóźnienie 20\u00a0min: Łuna (piątek 22:00)"],
      ["ewa", "Odwołano: koncert zespołu studenckiego (piątek 18:30)"],
      // After midnight, still the festival day it belongs to.
      ["iga", "Przywrócono program: Poranny Żuraw (piątek 00:15)"],
      ["iga", "Przywrócono program: Łuna (piątek 22:00)"],
    ]);
  });

  it("refuses a set the edition does not have, and never shows a change to one", async () => {
    const stale = { setId: "2031-06-12-wydma", delayMinutes: 10, cancelled: false, sequence: 1 };
    const { fake, told } = fakeBoard([stale]);
    const service = new LateChangesService(fake, SETS);
    const change = { setId: stale.setId, delayMinutes: 15, cancelled: false };
    expect(await service.change("ewa", change)).toBeUndefined();
    expect(await service.clear("ewa", stale.setId)).toBeUndefined();
    expect(told).toEqual([]);
    expect(service.inForce()).toEqual([]);
  });

  it("keeps a board with every set of the edition changed within one NOTIFY", () => {
    const sets = festivalSets(loadEdition(contentDir()).days);
    // Every set has an entry once changed, and a long night of changes counts high.
    const lateChanges = sets.map((set) => ({
      setId: set.id,
      delayMinutes: 180,
      cancelled: true,
      sequence: 9_999,
    }));
    const board = {
      ...DEFAULT_SCREEN_BOARD,
      version: 1_000_000,
      announcement: { id: 1, text: "ż".repeat(160), startedAt: "x".repeat(24), endsAt: null },
      lateChanges,
    };
    expect(Buffer.byteLength(JSON.stringify(board))).toBeLessThan(MAX_NOTIFICATION_BYTES);
  });
});
