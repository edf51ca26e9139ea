import { describe, expect, it } from "vitest";
import type { ScreenBoard } from "#core/contract";
import { DEFAULT_SCREEN_BOARD } from "#core/screen-board";
import type { BoardFacts, BoardWrite, ScreenBoardRepository } from "../db/screen-board";
import { applyChange, ScreenBoardService } from "./screen-board-service";

const AT = new Date("2025-05-16T20:00:00.000Z");

/** A store that hands the service `board` as the locked row holds it and keeps what it decides. */
function fakeStore(board: ScreenBoard = DEFAULT_SCREEN_BOARD) {
  const written: Array<{ actor: string; write: BoardWrite }> = [];
  const announcements: string[] = [];
  const store = {
    current: () => board,
    change: async (actor: string, decide: (facts: BoardFacts) => Promise<BoardWrite>) => {
      const facts: BoardFacts = {
        board,
        at: AT,
        addAnnouncement: async (text) => announcements.push(text),
      };
      const write = await decide(facts);
      written.push({ actor, write });
      return write.board;
    },
  };
  return { store: store as unknown as ScreenBoardRepository, written, announcements };
}

describe("the screens' board service", () => {
  it("stores an announcement first, for its id, and words the trail's line", async () => {
    const { store, written, announcements } = fakeStore();
    const board = await new ScreenBoardService(store).change("ewa", {
      kind: "announce",
      text: "Bramy otwarte",
      endsAt: null,
    });
    expect(announcements).toEqual(["Bramy otwarte"]);
    expect(board.announcement).toEqual({
      id: 1,
      text: "Bramy otwarte",
      startedAt: AT.toISOString(),
      endsAt: null,
    });
    expect(written[0]).toMatchObject({
      actor: "ewa",
      write: { audit: { action: "announce", detail: "Bramy otwarte" } },
    });
  });

  it("words a mode for every screen and leaves nothing to the trail for an ended announcement", () => {
    const mode = applyChange(
      DEFAULT_SCREEN_BOARD,
      { kind: "mode", screen: null, mode: "paused" },
      0,
    );
    expect(mode.board.modeForAll).toBe("paused");
    expect(mode.audit).toEqual({
      action: "screen_mode",
      detail: "wszystkie telebimy: wstrzymany",
    });
    const ended = {
      ...DEFAULT_SCREEN_BOARD,
      announcement: {
        id: 1,
        text: "Koniec",
        startedAt: AT.toISOString(),
        endsAt: AT.toISOString(),
      },
    };
    const cleared = applyChange(ended, { kind: "clear_announcement" }, AT.getTime() + 1000);
    expect(cleared).toEqual({ board: { ...ended, announcement: null }, audit: null });
  });

  it("counts a set's changes and keeps the same state again out of the trail", () => {
    const change = { setId: "luna", delayMinutes: 15, cancelled: false };
    const first = applyChange(
      DEFAULT_SCREEN_BOARD,
      { kind: "late_change", change, detail: "Opóźnienie 15\u00a0min: Łuna" },
      0,
    );
    expect(first.board.lateChanges).toEqual([{ ...change, sequence: 1 }]);
    expect(first.audit).toEqual({ action: "set_change", detail: "Opóźnienie 15\u00a0min: Łuna" });
    const again = applyChange(first.board, { kind: "late_change", change, detail: "x" }, 0);
    expect(again).toEqual({ board: first.board, audit: null });
    const back = applyChange(
      first.board,
      { kind: "late_change", change: { ...change, delayMinutes: 0 }, detail: "y" },
      0,
    );
    expect(back.board.lateChanges).toEqual([{ ...change, delayMinutes: 0, sequence: 2 }]);
  });
});
