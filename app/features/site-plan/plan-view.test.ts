import { describe, expect, it } from "vitest";
import {
  centreOn,
  clampView,
  MAX_SCALE,
  panBy,
  resizeView,
  WHOLE_PLAN,
  zoomAt,
  zoomBy,
} from "./plan-view";

const FRAME = { width: 400, height: 275 };

describe("the plan's pan and zoom", () => {
  it("never shows less than the whole frame of picture, nor zooms past its limits", () => {
    expect(clampView({ scale: 0.5, x: 30, y: 30 }, FRAME)).toEqual(WHOLE_PLAN);
    expect(clampView({ scale: 9, x: 0, y: 0 }, FRAME).scale).toBe(MAX_SCALE);
    // At twice the size the picture may move by one frame, no further.
    expect(clampView({ scale: 2, x: -900, y: 50 }, FRAME)).toEqual({ scale: 2, x: -400, y: 0 });
  });

  it("keeps the spot under the fingers or the pointer where it is while zooming", () => {
    const at = { x: 100, y: 80 };
    const view = zoomAt(WHOLE_PLAN, 2, at, FRAME);
    // The picture's spot under `at` before: (100, 80); after: (view.x + 100·2, view.y + 80·2).
    expect(view.x + 100 * 2).toBeCloseTo(at.x);
    expect(view.y + 80 * 2).toBeCloseTo(at.y);
  });

  it("zooms the buttons around the frame's centre and back to the whole plan", () => {
    const zoomed = zoomBy(WHOLE_PLAN, 2, FRAME);
    expect(zoomed).toEqual({ scale: 2, x: -200, y: -137.5 });
    expect(zoomBy(zoomed, 0.5, FRAME)).toEqual(WHOLE_PLAN);
  });

  it("moves a zoomed plan by a drag, within its edges", () => {
    const zoomed = zoomBy(WHOLE_PLAN, 2, FRAME);
    expect(panBy(zoomed, 50, -20, FRAME)).toEqual({ scale: 2, x: -150, y: -157.5 });
    expect(panBy(WHOLE_PLAN, 50, 50, FRAME)).toEqual(WHOLE_PLAN);
  });

  it("centres a point, or comes as near as the edges allow", () => {
    expect(centreOn(0.5, 0.5, 2, FRAME)).toEqual({ scale: 2, x: -200, y: -137.5 });
    expect(centreOn(0.05, 0.95, 2, FRAME)).toEqual({ scale: 2, x: 0, y: -275 });
  });

  it("shows the same part of the picture after the frame changes size", () => {
    const view = centreOn(0.3, 0.6, 2, FRAME);
    const wider = resizeView(view, FRAME, { width: 800, height: 550 });
    expect(wider).toEqual({ scale: 2, x: view.x * 2, y: view.y * 2 });
  });
});
