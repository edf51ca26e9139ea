/**
 * Where the plan's picture sits in its frame while a visitor drags and zooms it (README.md#what-the-visitor-sees):
 * a scale (1 shows the whole picture, filling the frame) and the picture's offset in CSS pixels.
 * Pure, so the arithmetic is tested without a browser; plan-viewer.tsx applies it as a CSS transform.
 */

export interface PlanView {
  readonly scale: number;
  /** The picture's top-left corner from the frame's, in CSS pixels: 0 or less once it is zoomed. */
  readonly x: number;
  readonly y: number;
}

export interface FrameSize {
  readonly width: number;
  readonly height: number;
}

export const WHOLE_PLAN: PlanView = { scale: 1, x: 0, y: 0 };
export const MIN_SCALE = 1;
export const MAX_SCALE = 5;
/** One press of "+" or "−", or of the keys: how much the scale changes. */
export const ZOOM_STEP = 1.5;
/** How far one arrow key moves the plan, as a part of the frame. */
export const PAN_STEP = 0.2;
/**
 * The scale a point's link (`#<id>`) opens the plan at: on a phone's small frame the picture
 * grows more than on a wide screen, where it is large already.
 */
export const pointScale = (frame: FrameSize): number => (frame.width < 600 ? 2.5 : 1.75);

const clampNumber = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

/** The view kept within bounds: never smaller than the frame, never leaving a gap at an edge. */
export function clampView(view: PlanView, frame: FrameSize): PlanView {
  const scale = clampNumber(view.scale, MIN_SCALE, MAX_SCALE);
  return {
    scale,
    x: clampNumber(view.x, frame.width - frame.width * scale, 0),
    y: clampNumber(view.y, frame.height - frame.height * scale, 0),
  };
}

/** Zooms to `scale` keeping the frame's point (`at`, CSS pixels from its corner) where it is. */
export function zoomAt(
  view: PlanView,
  scale: number,
  at: { x: number; y: number },
  frame: FrameSize,
): PlanView {
  const next = clampNumber(scale, MIN_SCALE, MAX_SCALE);
  const ratio = next / view.scale;
  return clampView(
    { scale: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio },
    frame,
  );
}

/** Zooms by `factor` around the frame's centre: the buttons and the + and − keys. */
export const zoomBy = (view: PlanView, factor: number, frame: FrameSize): PlanView =>
  zoomAt(view, view.scale * factor, { x: frame.width / 2, y: frame.height / 2 }, frame);

/** Moves the picture by `dx`, `dy` CSS pixels: a drag, or an arrow key. */
export const panBy = (view: PlanView, dx: number, dy: number, frame: FrameSize): PlanView =>
  clampView({ ...view, x: view.x + dx, y: view.y + dy }, frame);

/**
 * The view at `scale` with the point at (`fx`, `fy`), fractions of the picture, in the middle of
 * the frame, or as near to it as the edges allow.
 */
export function centreOn(fx: number, fy: number, scale: number, frame: FrameSize): PlanView {
  const next = clampNumber(scale, MIN_SCALE, MAX_SCALE);
  return clampView(
    {
      scale: next,
      x: frame.width / 2 - fx * frame.width * next,
      y: frame.height / 2 - fy * frame.height * next,
    },
    frame,
  );
}

/** The view after the frame changed size (a phone turned): the same part of the picture. */
export function resizeView(view: PlanView, from: FrameSize, to: FrameSize): PlanView {
  if (from.width === 0 || from.height === 0) return clampView(view, to);
  return clampView(
    {
      scale: view.scale,
      x: (view.x / from.width) * to.width,
      y: (view.y / from.height) * to.height,
    },
    to,
  );
}
