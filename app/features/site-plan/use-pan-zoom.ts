import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from "react";
import {
  centreOn,
  panBy,
  PAN_STEP,
  pointScale,
  resizeView,
  WHOLE_PLAN,
  zoomAt,
  zoomBy,
  ZOOM_STEP,
  type FrameSize,
  type PlanView,
} from "./plan-view";

/** A pointer moved less than this (CSS pixels) is a tap on a point, not a drag. */
const DRAG_THRESHOLD = 6;

type Spot = { x: number; y: number };
type Change = (view: PlanView, size: FrameSize) => PlanView;

const sizeOf = (element: HTMLElement | null): FrameSize =>
  element ? { width: element.clientWidth, height: element.clientHeight } : { width: 0, height: 0 };

/** The next view from the latest one and the frame's size, kept in `latest` and the state. */
function apply(
  next: Change,
  element: HTMLElement | null,
  latest: { current: PlanView },
  setView: Dispatch<SetStateAction<PlanView>>,
): void {
  latest.current = next(latest.current, sizeOf(element));
  setView(latest.current);
}

const distance = (a: Spot, b: Spot) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Spot, b: Spot) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The plan's pan and zoom (README.md#what-the-visitor-sees): one finger or the mouse drags, two fingers
 * pinch, Ctrl and the wheel (a trackpad's pinch) zoom at the pointer; the keys and the buttons
 * call the returned actions. A drag never ends in a tap on the point under it.
 */
export function usePanZoom(frame: RefObject<HTMLElement | null>) {
  const [view, setView] = useState<PlanView>(WHOLE_PLAN);
  // The view the gestures start from, kept in step with the state without waiting for a render.
  const latest = useRef<PlanView>(WHOLE_PLAN);
  const [dragging, setDragging] = useState(false);
  const change = (next: Change) => apply(next, frame.current, latest, setView);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const change = (next: Change) => apply(next, element, latest, setView);
    const pointers = new Map<number, Spot>();
    let start: Spot | undefined;
    let moved = false;
    let pinch: { view: PlanView; middle: Spot; distance: number } | undefined;
    const local = (event: { clientX: number; clientY: number }): Spot => {
      const box = element.getBoundingClientRect();
      return { x: event.clientX - box.left, y: event.clientY - box.top };
    };
    const startPinch = () => {
      const [a, b] = [...pointers.values()];
      if (!a || !b) return;
      pinch = { view: latest.current, middle: middle(a, b), distance: Math.max(distance(a, b), 1) };
    };

    const down = (event: PointerEvent) => {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      pointers.set(event.pointerId, local(event));
      if (pointers.size === 1) {
        start = local(event);
        moved = false;
      } else if (pointers.size === 2) {
        startPinch();
      }
    };
    const move = (event: PointerEvent) => {
      const previous = pointers.get(event.pointerId);
      if (!previous) return;
      const now = local(event);
      pointers.set(event.pointerId, now);
      if (pointers.size >= 2 && pinch) {
        const [a, b] = [...pointers.values()];
        if (!a || !b) return;
        moved = true;
        setDragging(true);
        const from = pinch;
        const scale = (from.view.scale * distance(a, b)) / from.distance;
        // The spot of the picture under the fingers' first middle follows their middle.
        const spot = {
          x: (from.middle.x - from.view.x) / from.view.scale,
          y: (from.middle.y - from.view.y) / from.view.scale,
        };
        const centre = middle(a, b);
        change((_view, size) => {
          const zoomed = zoomAt(from.view, scale, from.middle, size);
          return panBy(
            zoomed,
            centre.x - (zoomed.x + spot.x * zoomed.scale),
            centre.y - (zoomed.y + spot.y * zoomed.scale),
            size,
          );
        });
        return;
      }
      if (!start) return;
      if (!moved && distance(now, start) < DRAG_THRESHOLD) return;
      if (!moved) {
        moved = true;
        setDragging(true);
        element.setPointerCapture(event.pointerId);
      }
      change((view, size) => panBy(view, now.x - previous.x, now.y - previous.y, size));
    };
    const up = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
      if (pointers.size < 2) pinch = undefined;
      if (pointers.size === 1) {
        // One finger left after a pinch goes on dragging from where it is.
        start = [...pointers.values()][0];
      }
      if (pointers.size === 0) setDragging(false);
    };
    // A drag's pointer-up is no tap: the point under it stays closed.
    const click = (event: MouseEvent) => {
      if (!moved) return;
      moved = false;
      event.preventDefault();
      event.stopPropagation();
    };
    const wheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const at = local(event);
      change((view, size) => zoomAt(view, view.scale * Math.exp(-event.deltaY / 200), at, size));
    };
    element.addEventListener("pointerdown", down);
    element.addEventListener("pointermove", move);
    element.addEventListener("pointerup", up);
    element.addEventListener("pointercancel", up);
    element.addEventListener("click", click, true);
    element.addEventListener("wheel", wheel, { passive: false });
    return () => {
      element.removeEventListener("pointerdown", down);
      element.removeEventListener("pointermove", move);
      element.removeEventListener("pointerup", up);
      element.removeEventListener("pointercancel", up);
      element.removeEventListener("click", click, true);
      element.removeEventListener("wheel", wheel);
    };
  }, [frame]);

  // A phone turned, a window resized: the same part of the plan stays in view.
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    let last = sizeOf(element);
    const observer = new ResizeObserver(() => {
      const from = last;
      apply((view, size) => resizeView(view, from, size), element, latest, setView);
      last = sizeOf(element);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);

  return {
    view,
    dragging,
    zoomIn: () => change((view, size) => zoomBy(view, ZOOM_STEP, size)),
    zoomOut: () => change((view, size) => zoomBy(view, 1 / ZOOM_STEP, size)),
    reset: () => change(() => WHOLE_PLAN),
    pan: (right: number, down: number) =>
      change((view, size) =>
        panBy(view, -right * PAN_STEP * size.width, -down * PAN_STEP * size.height, size),
      ),
    showPoint: (x: number, y: number) =>
      change((_view, size) => centreOn(x, y, pointScale(size), size)),
  };
}
