import { describe, expect, it } from "vitest";
import { DEFAULT_SCREEN_SETTINGS } from "#core/screen-board";
import { median, screenWait } from "./night-figures";

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones; null for none", () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("screenWait: what the screens still have to show", () => {
  const settings = { ...DEFAULT_SCREEN_SETTINGS, minimumSeconds: 6, waitWarningMinutes: 1 };
  it("each waiting message takes at least the minimum time", () => {
    expect(screenWait(0, settings)).toEqual({
      approvedWaitingForScreen: 0,
      screenWaitSeconds: 0,
      screenWaitWarning: false,
    });
    expect(screenWait(10, settings).screenWaitSeconds).toBe(60);
  });

  it("warns only past the lead's limit", () => {
    expect(screenWait(10, settings).screenWaitWarning).toBe(false);
    expect(screenWait(11, settings).screenWaitWarning).toBe(true);
  });
});
