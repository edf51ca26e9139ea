// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { drawnPoints, placeAt, planPictureUrl, pointPathOf } from "./site-plan-placement";

describe("the site plan's placement tool", () => {
  it("turns a click on the picture into fractions of its size, to three places, kept on the plan", () => {
    const box = { left: 100, top: 50, width: 800, height: 550 };
    expect(placeAt({ clientX: 340, clientY: 380 }, box)).toEqual({ x: 0.3, y: 0.6 });
    expect(placeAt({ clientX: 101, clientY: 51 }, box)).toEqual({ x: 0.001, y: 0.002 });
    // A click on the frame's edge stays on the plan.
    expect(placeAt({ clientX: 950, clientY: 0 }, box)).toEqual({ x: 1, y: 0 });
  });

  it("finds the point a coordinate field belongs to by its key path", () => {
    expect(pointPathOf("points.3.x")).toBe("points.3");
    expect(pointPathOf("points.12.y")).toBe("points.12");
  });

  it("draws the file's points that have a position", () => {
    expect(
      drawnPoints({
        points: [
          { x: 0.5, y: 0.2, name: "Scena główna" },
          { name: "Nowy punkt" },
          { x: 0.1, y: 0.9 },
        ],
      }),
    ).toEqual([
      { x: 0.5, y: 0.2, name: "Scena główna", path: "points.0" },
      { x: 0.1, y: 0.9, name: "", path: "points.2" },
    ]);
    expect(drawnPoints(undefined)).toEqual([]);
  });

  it("shows a just-uploaded picture by its own address, else the picture field's thumbnail", () => {
    const root = document.createElement("div");
    expect(planPictureUrl(root, "blob:https://example.org/1")).toBe("blob:https://example.org/1");
    expect(planPictureUrl(root, "/site/site-plan.jpg")).toBeUndefined();
    root.innerHTML = '<div data-key-path="image"><img src="blob:https://example.org/2"></div>';
    expect(planPictureUrl(root, "/site/site-plan.jpg")).toBe("blob:https://example.org/2");
  });
});
