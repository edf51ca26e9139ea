import { describe, expect, it } from "vitest";
import { nextWindowCheck, windowState, type MessageWindow } from "./message-window";

const WINDOW: MessageWindow = {
  opensAt: new Date("2031-06-11T14:30:00.000Z"),
  closesAt: new Date("2031-06-13T21:59:59.000Z"),
};
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe("nextWindowCheck: when the window's state can next change", () => {
  it("is the start before the window, never after it", () => {
    const before = at(WINDOW.opensAt, -60_000);
    expect(nextWindowCheck(windowState(before, WINDOW), WINDOW, before)).toEqual(WINDOW.opensAt);
    const after = at(WINDOW.closesAt, 1_000);
    expect(nextWindowCheck(windowState(after, WINDOW), WINDOW, after)).toBeNull();
  });

  it("is the end while open, then every 100 ms through the last second", () => {
    expect(nextWindowCheck("open", WINDOW, WINDOW.opensAt)).toEqual(WINDOW.closesAt);
    const lastSecond = at(WINDOW.closesAt, 400);
    expect(windowState(lastSecond, WINDOW)).toBe("open");
    expect(nextWindowCheck("open", WINDOW, lastSecond)).toEqual(at(lastSecond, 100));
  });
});
