import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MessageWindow } from "../../../core/message-window";
import { daysPhase, startOfLocalDay, useDuringEditionDays } from "./announcement-days";

// A window in the runtime's local time, like the content's in the browser.
const WINDOW: MessageWindow = {
  opensAt: new Date(2031, 5, 11, 16, 30, 0),
  closesAt: new Date(2031, 5, 12, 23, 59, 59),
};
const MIDNIGHT = new Date(2031, 5, 11, 0, 0, 0);

describe("daysPhase: the edition's days of a message window", () => {
  it("start at local midnight of the day the window opens", () => {
    expect(startOfLocalDay(WINDOW.opensAt)).toEqual(MIDNIGHT);
    expect(daysPhase(new Date(MIDNIGHT.getTime() - 1), WINDOW)).toBe("before");
    expect(daysPhase(MIDNIGHT, WINDOW)).toBe("during");
    expect(daysPhase(new Date(2031, 5, 11, 9, 0), WINDOW)).toBe("during");
  });

  it("last as long as the window, its last second included", () => {
    expect(daysPhase(new Date(2031, 5, 12, 12, 0), WINDOW)).toBe("during");
    expect(daysPhase(new Date(WINDOW.closesAt.getTime() + 999), WINDOW)).toBe("during");
    expect(daysPhase(new Date(WINDOW.closesAt.getTime() + 1000), WINDOW)).toBe("after");
  });

  it("follow a rehearsal's window given as instants", () => {
    const now = new Date(2031, 2, 3, 14, 0);
    const rehearsal = {
      opensAt: new Date(now.getTime() + 60_000),
      closesAt: new Date(now.getTime() + 3_600_000),
    };
    expect(daysPhase(now, rehearsal)).toBe("during");
  });
});

describe("useDuringEditionDays", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("before the days runs no timer and looks again only when the page comes back", () => {
    vi.setSystemTime(new Date(MIDNIGHT.getTime() - 3_600_000));
    const { result, unmount } = renderHook(() => useDuringEditionDays(WINDOW));
    expect(result.current).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    // Midnight passes while the phone sleeps; nothing runs meanwhile.
    vi.setSystemTime(new Date(MIDNIGHT.getTime() + 60_000));
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    expect(result.current).toBe(true);
    unmount();
  });

  it("during the days waits with one timer for the end, then stops", async () => {
    vi.setSystemTime(new Date(WINDOW.closesAt.getTime() - 60_000));
    const { result, unmount } = renderHook(() => useDuringEditionDays(WINDOW));
    expect(result.current).toBe(true);
    expect(vi.getTimerCount()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(60_500));
    expect(result.current).toBe(true); // the last second
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    unmount();
  });

  it("after the days does nothing at all", () => {
    vi.setSystemTime(new Date(WINDOW.closesAt.getTime() + 60_000));
    const { result, unmount } = renderHook(() => useDuringEditionDays(WINDOW));
    expect(result.current).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    unmount();
  });
});
