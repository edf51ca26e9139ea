import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pollWhileVisible, useVisiblePolling } from "./use-visible-polling";

let visibility: DocumentVisibilityState = "visible";

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange"));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("pollWhileVisible", () => {
  it("asks at once, then every interval while the page is visible", () => {
    const poll = vi.fn();
    const stop = pollWhileVisible(poll, 15_000);
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(14_999);
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(poll).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(30_000);
    expect(poll).toHaveBeenCalledTimes(4);
    stop();
  });

  it("asks nothing while hidden, and at once when the page is visible again", () => {
    const poll = vi.fn();
    const stop = pollWhileVisible(poll, 15_000);
    setVisibility("hidden");
    vi.advanceTimersByTime(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    setVisibility("visible");
    expect(poll).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(15_000);
    expect(poll).toHaveBeenCalledTimes(3);
    stop();
  });

  it("does not start on a hidden page until it is shown", () => {
    visibility = "hidden";
    const poll = vi.fn();
    const stop = pollWhileVisible(poll, 15_000);
    vi.advanceTimersByTime(60_000);
    expect(poll).not.toHaveBeenCalled();
    setVisibility("visible");
    expect(poll).toHaveBeenCalledTimes(1);
    stop();
  });

  it("asks at once when the browser comes back online, and starts the interval over", () => {
    const poll = vi.fn();
    const stop = pollWhileVisible(poll, 15_000);
    vi.advanceTimersByTime(10_000);
    window.dispatchEvent(new Event("online"));
    expect(poll).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(14_999);
    expect(poll).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(poll).toHaveBeenCalledTimes(3);
    stop();
  });

  it("stops the timer and both listeners", () => {
    const poll = vi.fn();
    pollWhileVisible(poll, 15_000)();
    expect(vi.getTimerCount()).toBe(0);
    setVisibility("hidden");
    setVisibility("visible");
    window.dispatchEvent(new Event("online"));
    vi.advanceTimersByTime(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
  });
});

describe("useVisiblePolling", () => {
  it("does nothing at all while disabled, and starts over when the restart key changes", () => {
    const poll = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ enabled, key }: { enabled: boolean; key: number }) =>
        useVisiblePolling(poll, 10_000, enabled, key),
      { initialProps: { enabled: false, key: 0 } },
    );
    vi.advanceTimersByTime(60_000);
    setVisibility("visible");
    expect(poll).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);

    rerender({ enabled: true, key: 0 });
    expect(poll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    rerender({ enabled: true, key: 1 });
    expect(poll).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(10_000);
    expect(poll).toHaveBeenCalledTimes(3);

    rerender({ enabled: false, key: 1 });
    expect(vi.getTimerCount()).toBe(0);
    unmount();
  });
});
