import { describe, expect, it } from "vitest";
import { median, notYetOnScreen } from "./night-figures";

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones; null for none", () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe("notYetOnScreen: approved messages the screens' pace has not reached", () => {
  const pace = 8000;
  it("none when messages came slower than the pace", () => {
    expect(notYetOnScreen([0, 10_000, 20_000], 30_000, pace)).toBe(0);
  });

  it("a burst waits its turn: ten approved at once, one shown every 8 s", () => {
    const burst = Array.from({ length: 10 }, () => 100_000);
    expect(notYetOnScreen(burst, 100_000, pace)).toBe(9);
    expect(notYetOnScreen(burst, 100_000 + 4 * pace, pace)).toBe(5);
    expect(notYetOnScreen(burst, 100_000 + 9 * pace, pace)).toBe(0);
  });

  it("an old backlog still delays the next message", () => {
    expect(notYetOnScreen([0, 0, 0, 16_001], 16_000, pace)).toBe(1);
  });
});
