import { useCallback, type RefCallback } from "react";

/** Inertia speed is multiplied by 0.95 on every 1/60 s tick… */
export const INERTIA_DECAY_PER_TICK = 0.95;
export const INERTIA_TICK_MS = 1000 / 60;
/** …and stops once it falls below 0.05 px per tick (or the strip reaches an edge). */
export const INERTIA_MIN_SPEED = 0.05;
/**
 * A press that travels further than this is a drag, not a click (app/README.md#drag-scrolling).
 */
export const DRAG_SAFE_DISPLACEMENT_PX = 10;

/** Release speed is measured over the last 100 ms of movement… */
const VELOCITY_WINDOW_MS = 100;
/** …unless the pointer rested this long before release: then the strip stays where it is. */
const REST_BEFORE_RELEASE_MS = 150;
/** A flick faster than this (px per tick) is capped, so synthetic or jittery input cannot fling. */
const MAX_SPEED = 60;
/** A long pause between frames (background tab) must not teleport the strip. */
const MAX_TICKS_PER_FRAME = 4;

export interface DragScrollOptions {
  /**
   * Pointer travel (px) before a press starts scrolling; the events scroller uses 5
   * (app/README.md#drag-scrolling).
   */
  startThresholdPx?: number;
}

export interface InertiaState {
  position: number;
  /** Scroll speed in px per 1/60 s tick; positive scrolls towards the end. */
  velocity: number;
}

/**
 * One step of the inertia after release: move by the current speed, decay it by 0.95 per tick
 * (fractional ticks decay by 0.95^ticks, so the motion is the same at any frame rate), and report
 * `done` when the speed drops below 0.05 or the position reaches 0 or `maxScroll`.
 */
export function stepInertia(
  state: InertiaState,
  ticks: number,
  maxScroll: number,
): InertiaState & { done: boolean } {
  const unclamped = state.position + state.velocity * ticks;
  const position = Math.min(Math.max(unclamped, 0), maxScroll);
  const velocity = state.velocity * INERTIA_DECAY_PER_TICK ** ticks;
  const atEdge =
    (position <= 0 && state.velocity < 0) || (position >= maxScroll && state.velocity > 0);
  return { position, velocity, done: atEdge || Math.abs(velocity) < INERTIA_MIN_SPEED };
}

interface Sample {
  time: number;
  x: number;
}

/**
 * Scroll speed (px per tick) at release: the pointer's speed over its last 100 ms of movement
 * (at least over its last two samples, for slow event streams), zero if it rested before release.
 */
export function releaseVelocity(samples: readonly Sample[], now: number): number {
  const last = samples[samples.length - 1];
  if (!last || now - last.time > REST_BEFORE_RELEASE_MS) return 0;
  const windowStart = last.time - VELOCITY_WINDOW_MS;
  const firstInWindow = samples.findIndex((sample) => sample.time >= windowStart);
  const first = samples[Math.min(firstInWindow, samples.length - 2)];
  if (!first || first === last) return 0;
  // Never divide by less than one tick: synthetic events may arrive in the same millisecond.
  const elapsedTicks = Math.max(last.time - first.time, INERTIA_TICK_MS) / INERTIA_TICK_MS;
  // Dragging the content left (negative dx) scrolls towards the end (positive scrollLeft).
  const velocity = -(last.x - first.x) / elapsedTicks;
  return Math.min(Math.max(velocity, -MAX_SPEED), MAX_SPEED);
}

/**
 * Mouse drag scrolling with inertia for a horizontally scrolling element
 * (app/README.md#drag-scrolling). Only the primary mouse button drags: touch and pen keep the
 * browser's native scrolling, and keyboard users scroll the focused element with the arrow keys.
 * Returns a function that detaches it.
 */
export function attachDragScroll(
  element: HTMLElement,
  options: DragScrollOptions = {},
): () => void {
  const threshold = options.startThresholdPx ?? 0;
  let press: {
    startX: number;
    startY: number;
    startScroll: number;
    dragging: boolean;
    travel: number;
    samples: Sample[];
  } | null = null;
  let suppressClick = false;
  let frame = 0;

  const maxScroll = () => Math.max(0, element.scrollWidth - element.clientWidth);

  const stopInertia = () => {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
  };

  const startInertia = (velocity: number) => {
    let state: InertiaState = { position: element.scrollLeft, velocity };
    let last = performance.now();
    const onFrame = (now: number) => {
      const ticks = Math.min(Math.max(now - last, 0) / INERTIA_TICK_MS, MAX_TICKS_PER_FRAME);
      last = now;
      const next = stepInertia(state, ticks, maxScroll());
      element.scrollLeft = next.position;
      state = next;
      frame = next.done ? 0 : requestAnimationFrame(onFrame);
    };
    frame = requestAnimationFrame(onFrame);
  };

  const endPress = (event: PointerEvent) => {
    window.removeEventListener("pointermove", onPointerMove);
    window.removeEventListener("pointerup", endPress);
    window.removeEventListener("pointercancel", endPress);
    if (!press) return;
    const { dragging, travel, samples } = press;
    press = null;
    element.classList.remove("is-dragging");
    if (travel > DRAG_SAFE_DISPLACEMENT_PX) {
      // The click that follows this pointerup (same task) is swallowed; any later one is not.
      suppressClick = true;
      setTimeout(() => {
        suppressClick = false;
      }, 0);
    }
    if (dragging && event.type === "pointerup") {
      const velocity = releaseVelocity(samples, performance.now());
      if (Math.abs(velocity) >= INERTIA_MIN_SPEED) startInertia(velocity);
    }
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!press) return;
    const dx = event.clientX - press.startX;
    press.travel = Math.max(press.travel, Math.hypot(dx, event.clientY - press.startY));
    if (!press.dragging) {
      if (Math.abs(dx) <= threshold) return;
      press.dragging = true;
      element.classList.add("is-dragging");
    }
    element.scrollLeft = press.startScroll - dx;
    press.samples.push({ time: performance.now(), x: event.clientX });
    if (press.samples.length > 32) press.samples.shift();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== "mouse" || event.button !== 0) return;
    stopInertia();
    suppressClick = false;
    press = {
      startX: event.clientX,
      startY: event.clientY,
      startScroll: element.scrollLeft,
      dragging: false,
      travel: 0,
      samples: [{ time: performance.now(), x: event.clientX }],
    };
    window.addEventListener("pointermove", onPointerMove);
    window.addEventListener("pointerup", endPress);
    window.addEventListener("pointercancel", endPress);
  };

  const onClickCapture = (event: MouseEvent) => {
    if (!suppressClick) return;
    suppressClick = false;
    event.preventDefault();
    event.stopPropagation();
  };

  // Links and images are natively draggable; that gesture would steal the pointer from us.
  const onDragStart = (event: DragEvent) => event.preventDefault();
  const onSelectStart = (event: Event) => {
    if (press) event.preventDefault();
  };
  // A wheel or touch scroll takes over from a running inertia.
  const onWheel = () => stopInertia();

  element.addEventListener("pointerdown", onPointerDown);
  element.addEventListener("click", onClickCapture, true);
  element.addEventListener("dragstart", onDragStart);
  element.addEventListener("selectstart", onSelectStart);
  element.addEventListener("wheel", onWheel, { passive: true });
  element.addEventListener("touchstart", onWheel, { passive: true });

  return () => {
    stopInertia();
    window.removeEventListener("pointermove", onPointerMove);
    window.removeEventListener("pointerup", endPress);
    window.removeEventListener("pointercancel", endPress);
    element.classList.remove("is-dragging");
    element.removeEventListener("pointerdown", onPointerDown);
    element.removeEventListener("click", onClickCapture, true);
    element.removeEventListener("dragstart", onDragStart);
    element.removeEventListener("selectstart", onSelectStart);
    element.removeEventListener("wheel", onWheel);
    element.removeEventListener("touchstart", onWheel);
  };
}

/** React binding of {@link attachDragScroll}: put the returned ref on the scrolling element. */
export function useDragScroll<T extends HTMLElement>(
  options: DragScrollOptions = {},
): RefCallback<T> {
  const threshold = options.startThresholdPx ?? 0;
  return useCallback(
    (element: T | null) => {
      if (!element) return;
      return attachDragScroll(element, { startThresholdPx: threshold });
    },
    [threshold],
  );
}
