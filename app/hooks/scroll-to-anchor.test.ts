import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANCHOR_RETRY_TIMEOUT_MS, scrollToAnchor } from "./scroll-to-anchor";

/** The hold after the scroll has its own tests (hold-anchor-in-place.test.ts). */
const hold = vi.fn(() => release);
const release = vi.fn();

function fakeElement() {
  return { scrollIntoView: vi.fn() } as unknown as Element & {
    scrollIntoView: ReturnType<typeof vi.fn>;
  };
}

describe("scrollToAnchor", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    hold.mockClear();
    release.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it("scrolls at once when the element exists", () => {
    const element = fakeElement();
    scrollToAnchor("organisers", { smooth: true, hold, find: () => element });
    expect(element.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
  });

  it("scrolls instantly when smooth scrolling is not wanted (reduced motion)", () => {
    const element = fakeElement();
    scrollToAnchor("faq", { smooth: false, hold, find: () => element });
    expect(element.scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });

  it("keeps retrying until the element appears", () => {
    const element = fakeElement();
    let present = false;
    scrollToAnchor("organisers", { smooth: true, hold, find: () => (present ? element : null) });
    vi.advanceTimersByTime(5_000);
    expect(element.scrollIntoView).not.toHaveBeenCalled();
    present = true;
    vi.advanceTimersByTime(100);
    expect(element.scrollIntoView).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(element.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("gives up after 10 s", () => {
    const element = fakeElement();
    let present = false;
    const find = vi.fn(() => (present ? element : null));
    scrollToAnchor("late", { smooth: true, hold, find });
    vi.advanceTimersByTime(ANCHOR_RETRY_TIMEOUT_MS);
    const calls = find.mock.calls.length;
    present = true;
    vi.advanceTimersByTime(5_000);
    expect(find.mock.calls.length).toBe(calls);
    expect(element.scrollIntoView).not.toHaveBeenCalled();
  });

  it("stops retrying when cancelled", () => {
    const find = vi.fn(() => null);
    const cancel = scrollToAnchor("gone", { smooth: true, hold, find });
    cancel();
    vi.advanceTimersByTime(ANCHOR_RETRY_TIMEOUT_MS);
    expect(find).toHaveBeenCalledTimes(1);
  });

  it("holds the element in place after the scroll, until cancelled", () => {
    const element = fakeElement();
    const cancel = scrollToAnchor("organisers", { smooth: true, hold, find: () => element });
    expect(hold).toHaveBeenCalledWith(element);
    expect(release).not.toHaveBeenCalled();
    cancel();
    expect(release).toHaveBeenCalledTimes(1);
  });
});
