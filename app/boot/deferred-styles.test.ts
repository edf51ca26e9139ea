import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFERRED_STYLE_ATTRIBUTE } from "#core/built-site";
import { STYLES_WAIT_LIMIT_MS, whenStylesApplied } from "./deferred-styles";

function deferredLink(): HTMLLinkElement {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.setAttribute(DEFERRED_STYLE_ATTRIBUTE, "");
  document.head.append(link);
  return link;
}

/** Whether `promise` has settled by now, without waiting for it. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => {
  document.head.replaceChildren();
  vi.useRealTimers();
});

describe("whenStylesApplied", () => {
  it("resolves at once when no stylesheet is pending", async () => {
    expect(await settled(whenStylesApplied())).toBe(true);
  });

  it("waits for every pending stylesheet, loaded or failed", async () => {
    const [first, second] = [deferredLink(), deferredLink()];
    const applied = whenStylesApplied();
    expect(await settled(applied)).toBe(false);
    first.dispatchEvent(new Event("load"));
    expect(await settled(applied)).toBe(false);
    second.dispatchEvent(new Event("error"));
    expect(await settled(applied)).toBe(true);
  });

  it("gives up waiting after its limit", async () => {
    vi.useFakeTimers();
    deferredLink();
    const applied = whenStylesApplied();
    vi.advanceTimersByTime(STYLES_WAIT_LIMIT_MS - 1);
    expect(await settled(applied)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(applied)).toBe(true);
  });
});
