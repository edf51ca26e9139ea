import { describe, expect, it } from "vitest";
import { ScreenBoardSchema } from "./contract/screen-control";
import { DEFAULT_SCREEN_BOARD, screenModeOf } from "./screen-board";

describe("the screens' board", () => {
  it("starts as a valid board: no announcement, every screen live", () => {
    expect(ScreenBoardSchema.parse(DEFAULT_SCREEN_BOARD)).toEqual(DEFAULT_SCREEN_BOARD);
    expect(screenModeOf(DEFAULT_SCREEN_BOARD, "scena-glowna")).toBe("live");
  });

  it("reads a board stored before late changes existed as one without any", () => {
    const { lateChanges, ...older } = DEFAULT_SCREEN_BOARD;
    expect(lateChanges).toEqual([]);
    expect(ScreenBoardSchema.parse({ ...older, version: 7 })).toEqual({
      ...DEFAULT_SCREEN_BOARD,
      version: 7,
    });
  });

  it("a screen follows its own mode, else the mode for all", () => {
    const board = {
      ...DEFAULT_SCREEN_BOARD,
      modeForAll: "paused" as const,
      modes: { a: "blackout" as const },
    };
    expect(screenModeOf(board, "a")).toBe("blackout");
    expect(screenModeOf(board, "b")).toBe("paused");
    expect(screenModeOf(board, null)).toBe("paused");
  });
});
