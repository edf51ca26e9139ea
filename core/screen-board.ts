import type { ScreenBoard, ScreenMode, ScreenSettings } from "./contract/screen-control";

/**
 * What every screen follows besides the messages (server/screens/README.md#screen-control): the
 * board a night starts with and the mode one screen follows on it. The server keeps the board, the
 * screens and the panel apply these same rules to it.
 */

/** The rotation's settings until a lead changes them (server/screens/README.md#fair-rotation). */
export const DEFAULT_SCREEN_SETTINGS: ScreenSettings = {
  paceSeconds: 8,
  minimumSeconds: 5,
  senderGapMinutes: 5,
  waitWarningMinutes: 10,
};

/** The board before anyone changed it: no announcement, every screen live, no late changes. */
export const DEFAULT_SCREEN_BOARD: ScreenBoard = {
  version: 0,
  announcement: null,
  settings: DEFAULT_SCREEN_SETTINGS,
  modeForAll: "live",
  modes: {},
  lateChanges: [],
};

/** The mode one screen follows: its own, else the mode for all. */
export function screenModeOf(board: ScreenBoard, screen: string | null): ScreenMode {
  return (screen === null ? undefined : board.modes[screen]) ?? board.modeForAll;
}
