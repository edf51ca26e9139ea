import { describe, expect, it } from "vitest";
import { DEFAULT_SCREEN_BOARD } from "#core/screen-board";
import { fromStoredBoard, toStoredBoard } from "./stored-board";

const board = {
  ...DEFAULT_SCREEN_BOARD,
  version: 4,
  lateChanges: [
    { setId: "2031-06-11-kora-i-kompas", delayMinutes: 15, cancelled: false, sequence: 2 },
  ],
};

describe("the board as it is written down", () => {
  it("keeps the late changes under their former key, and reads them back", () => {
    const stored = JSON.parse(JSON.stringify(toStoredBoard(board))) as Record<string, unknown>;
    expect(stored).not.toHaveProperty("lateChanges");
    expect(stored.setChanges).toEqual(board.lateChanges);
    expect(fromStoredBoard(stored)).toEqual(board);
  });

  it("reads a board from before late changes as one without any, and refuses what is no board", () => {
    const older = { ...toStoredBoard(board), setChanges: undefined };
    expect(fromStoredBoard(older)).toEqual({ ...board, lateChanges: [] });
    for (const broken of [null, "board", [], { ...older, version: "4" }]) {
      expect(fromStoredBoard(broken)).toBeUndefined();
    }
  });
});
