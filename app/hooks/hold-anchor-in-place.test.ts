import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANCHOR_HOLD_MS, holdAnchorInPlace } from "./hold-anchor-in-place";

const FRAME_MS = 16;

/** A page in jsdom: the target's top and the scroll position are ours to move. */
function fakePage() {
  const page = { top: 0, scrollY: 0 };
  Object.defineProperty(window, "scrollY", { configurable: true, get: () => page.scrollY });
  const scrollIntoView = vi.fn(() => {
    page.scrollY += page.top;
    page.top = 0;
  });
  const element = {
    getBoundingClientRect: () => ({ top: page.top }),
    scrollIntoView,
  } as unknown as Element;
  return { page, element, scrollIntoView };
}

describe("holdAnchorInPlace", () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance", "Date"],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it("puts the target back when a block above it changes height after the scroll", () => {
    const { page, element, scrollIntoView } = fakePage();
    holdAnchorInPlace(element);
    vi.advanceTimersByTime(300);
    expect(scrollIntoView).not.toHaveBeenCalled();
    page.top = 3;
    vi.advanceTimersByTime(300);
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: "instant", block: "start" });
    expect(page.top).toBe(0);
  });

  it("waits while the page is still scrolling (a smooth scroll is not cut short)", () => {
    const { page, element, scrollIntoView } = fakePage();
    page.top = 900;
    holdAnchorInPlace(element);
    for (let moved = 0; moved < 30; moved++) {
      page.scrollY += 30;
      page.top -= 30;
      vi.advanceTimersByTime(FRAME_MS);
    }
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(page.top).toBe(0);
    page.top = -7;
    vi.advanceTimersByTime(200);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("lets go once the visitor scrolls, taps or types", () => {
    for (const input of [
      new WheelEvent("wheel"),
      new Event("touchstart"),
      new KeyboardEvent("keydown"),
      new Event("pointerdown"),
    ]) {
      const { page, element, scrollIntoView } = fakePage();
      holdAnchorInPlace(element);
      vi.advanceTimersByTime(300);
      window.dispatchEvent(input);
      page.top = 40;
      vi.advanceTimersByTime(500);
      expect(scrollIntoView, input.type).not.toHaveBeenCalled();
    }
  });

  it("tries an offset the page cannot remove once, not every frame", () => {
    const { page, element, scrollIntoView } = fakePage();
    scrollIntoView.mockImplementation(() => undefined);
    holdAnchorInPlace(element);
    page.top = 250;
    vi.advanceTimersByTime(ANCHOR_HOLD_MS - 100);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it(`lets go after ${ANCHOR_HOLD_MS} ms, and at once when released`, () => {
    const late = fakePage();
    holdAnchorInPlace(late.element);
    vi.advanceTimersByTime(ANCHOR_HOLD_MS + FRAME_MS);
    late.page.top = 12;
    vi.advanceTimersByTime(500);
    expect(late.scrollIntoView).not.toHaveBeenCalled();

    const released = fakePage();
    const release = holdAnchorInPlace(released.element);
    release();
    released.page.top = 12;
    vi.advanceTimersByTime(500);
    expect(released.scrollIntoView).not.toHaveBeenCalled();
  });
});
