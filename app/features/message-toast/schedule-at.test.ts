import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_TIMEOUT_MS, scheduleAt } from "./schedule-at";

describe("scheduleAt", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-01-01T00:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fires at the instant, not before", () => {
    const callback = vi.fn();
    scheduleAt(new Date("2025-01-01T00:00:10Z"), callback);
    vi.advanceTimersByTime(9_999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("fires at once when the instant has passed", () => {
    const callback = vi.fn();
    scheduleAt(new Date("2024-12-31T23:59:59Z"), callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("waits longer than setTimeout's 2^31-1 ms limit without firing early", () => {
    const callback = vi.fn();
    const spy = vi.spyOn(globalThis, "setTimeout");
    // 135 days: the start of the message window seen from New Year. A single setTimeout with
    // this delay would overflow and fire at once (fake timers reproduce that, like browsers).
    const instant = new Date("2025-05-16T14:30:00Z");
    const wait = instant.getTime() - Date.now();
    expect(wait).toBeGreaterThan(MAX_TIMEOUT_MS);
    scheduleAt(instant, callback);
    vi.advanceTimersByTime(wait - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    for (const [, delay] of spy.mock.calls) expect(delay).toBeLessThanOrEqual(MAX_TIMEOUT_MS);
    spy.mockRestore();
  });

  it("can be cancelled", () => {
    const callback = vi.fn();
    const cancel = scheduleAt(new Date("2025-01-01T00:00:10Z"), callback);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(callback).not.toHaveBeenCalled();
  });
});
