import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  attachDragScroll,
  DRAG_SAFE_DISPLACEMENT_PX,
  INERTIA_DECAY_PER_TICK,
  INERTIA_MIN_SPEED,
  INERTIA_TICK_MS,
  releaseVelocity,
  stepInertia,
} from "./use-drag-scroll";

/** A strip 300 px wide with `contentWidth` px of content; jsdom does no layout, so fake it. */
function makeStrip(contentWidth = 2000) {
  const strip = document.createElement("div");
  const link = document.createElement("a");
  link.href = "#event";
  link.textContent = "Karaoke Night";
  strip.append(link);
  document.body.append(strip);
  let scrollLeft = 0;
  const max = contentWidth - 300;
  Object.defineProperties(strip, {
    clientWidth: { get: () => 300 },
    scrollWidth: { get: () => contentWidth },
    scrollLeft: {
      get: () => scrollLeft,
      set: (value: number) => {
        scrollLeft = Math.min(Math.max(value, 0), max);
      },
    },
  });
  return { strip, link, max };
}

function pointer(
  target: EventTarget,
  type: "pointerdown" | "pointermove" | "pointerup",
  clientX: number,
  { pointerType = "mouse", clientY = 0 } = {},
) {
  target.dispatchEvent(
    new PointerEvent(type, { bubbles: true, button: 0, clientX, clientY, pointerType }),
  );
}

/** Presses on `target`, moves the mouse to each x one tick apart, releases at the last x. */
function drag(target: HTMLElement, xs: number[], { startX = 500, clientY = 0 } = {}) {
  pointer(target, "pointerdown", startX);
  for (const x of xs) {
    vi.advanceTimersByTime(INERTIA_TICK_MS);
    pointer(window, "pointermove", x, { clientY });
  }
  pointer(window, "pointerup", xs.at(-1) ?? startX, { clientY });
}

describe("stepInertia (the inertia after a released drag)", () => {
  it("moves by the speed and multiplies the speed by 0.95 per 1/60 s tick", () => {
    const next = stepInertia({ position: 100, velocity: 10 }, 1, 1000);
    expect(next.position).toBe(110);
    expect(next.velocity).toBeCloseTo(10 * INERTIA_DECAY_PER_TICK, 10);
    expect(next.done).toBe(false);
    const afterTwo = stepInertia(next, 1, 1000);
    expect(afterTwo.velocity).toBeCloseTo(10 * 0.95 * 0.95, 10);
  });

  it("decays by 0.95^ticks for a frame that spans several ticks", () => {
    expect(stepInertia({ position: 0, velocity: 10 }, 3, 1000).velocity).toBeCloseTo(
      10 * 0.95 ** 3,
      10,
    );
  });

  it("stops once the speed falls below 0.05", () => {
    expect(stepInertia({ position: 50, velocity: 0.0527 }, 1, 1000).done).toBe(false); // → 0.0501
    expect(stepInertia({ position: 50, velocity: 0.052 }, 1, 1000).done).toBe(true); // → 0.0494
    expect(INERTIA_MIN_SPEED).toBe(0.05);
  });

  it("stops at either edge and never overshoots it", () => {
    expect(stepInertia({ position: 995, velocity: 20 }, 1, 1000)).toEqual({
      position: 1000,
      velocity: 20 * 0.95,
      done: true,
    });
    expect(stepInertia({ position: 5, velocity: -20 }, 1, 1000)).toMatchObject({
      position: 0,
      done: true,
    });
  });
});

describe("releaseVelocity", () => {
  it("is the scroll speed of the last 100 ms, opposite to the pointer's direction", () => {
    const samples = [
      { time: 0, x: 500 },
      { time: 100, x: 460 },
      { time: 200, x: 400 },
    ];
    // 60 px over 100 ms = 6 ticks → 10 px per tick, scrolling towards the end.
    expect(releaseVelocity(samples, 200)).toBeCloseTo(10, 5);
  });

  it("uses the last two samples when the events arrive further apart than 100 ms", () => {
    const samples = [
      { time: 0, x: 500 },
      { time: 200, x: 470 },
      { time: 400, x: 440 },
    ];
    // 30 px over 200 ms = 12 ticks → 2.5 px per tick.
    expect(releaseVelocity(samples, 420)).toBeCloseTo(2.5, 5);
  });

  it("is zero for a press without movement", () => {
    expect(releaseVelocity([{ time: 0, x: 500 }], 10)).toBe(0);
  });

  it("is zero when the pointer rested before release", () => {
    expect(
      releaseVelocity(
        [
          { time: 0, x: 500 },
          { time: 10, x: 400 },
        ],
        500,
      ),
    ).toBe(0);
  });
});

describe("attachDragScroll", () => {
  let detach: () => void = () => {};
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    detach();
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("scrolls by the distance the mouse travels while the left button is down", () => {
    const { strip } = makeStrip();
    detach = attachDragScroll(strip);
    strip.scrollLeft = 200;
    pointer(strip, "pointerdown", 500);
    pointer(window, "pointermove", 430);
    expect(strip.scrollLeft).toBe(270);
    pointer(window, "pointermove", 560);
    expect(strip.scrollLeft).toBe(140);
    expect(strip.classList.contains("is-dragging")).toBe(true);
  });

  it("keeps moving after release, slowing by 0.95 per tick, and then stops", () => {
    const { strip } = makeStrip(20_000);
    detach = attachDragScroll(strip);
    drag(strip, [490, 480, 470, 460]); // 10 px per tick towards the end
    const released = strip.scrollLeft;
    expect(released).toBe(40);

    const positions: number[] = [];
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersToNextFrame();
      positions.push(strip.scrollLeft);
      times.push(performance.now());
    }
    expect(positions[0]).toBeGreaterThan(released);
    // Each frame's step shrinks by 0.95 per elapsed tick (frames here are 16 ms apart).
    for (let i = 2; i < positions.length; i++) {
      const step = positions[i]! - positions[i - 1]!;
      const previous = positions[i - 1]! - positions[i - 2]!;
      const ticks = (times[i - 1]! - times[i - 2]!) / INERTIA_TICK_MS;
      expect(step / previous).toBeCloseTo(INERTIA_DECAY_PER_TICK ** ticks, 5);
    }

    vi.advanceTimersByTime(10_000);
    const stoppedAt = strip.scrollLeft;
    // Total travel of a geometric series starting at 10 px/tick is about 10 / 0.05 = 200 px.
    expect(stoppedAt - released).toBeGreaterThan(150);
    expect(stoppedAt - released).toBeLessThan(210);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops the inertia at the edge of the strip", () => {
    const { strip, max } = makeStrip(400); // 100 px of scroll
    detach = attachDragScroll(strip);
    drag(strip, [480, 460, 440]); // 60 px dragged, 20 px per tick → would travel ~400 px more
    expect(strip.scrollLeft).toBe(60);
    vi.advanceTimersByTime(200);
    expect(strip.scrollLeft).toBe(max);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("swallows the click after a drag of more than 10 px, but not after 10 px", () => {
    const { strip, link } = makeStrip();
    detach = attachDragScroll(strip);
    const onClick = vi.fn();
    link.addEventListener("click", onClick);

    drag(link, [500 - DRAG_SAFE_DISPLACEMENT_PX], { startX: 500 });
    link.click();
    expect(onClick).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1_000);
    drag(link, [500 - DRAG_SAFE_DISPLACEMENT_PX - 1], { startX: 500 });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(click.defaultPrevented).toBe(true);

    // Only the click that ends the drag is swallowed.
    vi.advanceTimersByTime(1_000);
    link.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("counts vertical travel towards the 10 px, so a diagonal drag is not a click", () => {
    const { strip, link } = makeStrip();
    detach = attachDragScroll(strip);
    const onClick = vi.fn();
    link.addEventListener("click", onClick);
    drag(link, [492], { startX: 500, clientY: 8 }); // √(8² + 8²) ≈ 11.3 px
    link.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it("with a 5 px start threshold, scrolls only once the pointer has moved more than 5 px", () => {
    const { strip } = makeStrip();
    detach = attachDragScroll(strip, { startThresholdPx: 5 });
    pointer(strip, "pointerdown", 500);
    pointer(window, "pointermove", 495);
    expect(strip.scrollLeft).toBe(0);
    expect(strip.classList.contains("is-dragging")).toBe(false);
    pointer(window, "pointermove", 494);
    expect(strip.scrollLeft).toBe(6);
  });

  it("leaves touch to the browser's native scrolling", () => {
    const { strip } = makeStrip();
    detach = attachDragScroll(strip);
    pointer(strip, "pointerdown", 500, { pointerType: "touch" });
    pointer(window, "pointermove", 400, { pointerType: "touch" });
    expect(strip.scrollLeft).toBe(0);
  });

  it("ignores buttons other than the left one", () => {
    const { strip } = makeStrip();
    detach = attachDragScroll(strip);
    strip.dispatchEvent(
      new PointerEvent("pointerdown", {
        bubbles: true,
        button: 1,
        clientX: 500,
        pointerType: "mouse",
      }),
    );
    pointer(window, "pointermove", 400);
    expect(strip.scrollLeft).toBe(0);
  });

  it("stops listening once detached", () => {
    const { strip } = makeStrip();
    attachDragScroll(strip)();
    pointer(strip, "pointerdown", 500);
    pointer(window, "pointermove", 400);
    expect(strip.scrollLeft).toBe(0);
  });
});
