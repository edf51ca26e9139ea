import { describe, expect, it } from "vitest";
import type { SitePlanPoint } from "#core/site-plan";
import { groupByKind, pointOfHash } from "./plan-points";

const point = (id: string, kind: SitePlanPoint["kind"]): SitePlanPoint => ({
  id,
  kind,
  x: 0.5,
  y: 0.5,
  name: id,
  where: "tu",
});

describe("the plan's points", () => {
  it("are grouped by kind in the site's order, leaving out kinds the plan has none of", () => {
    const points = [point("woda-1", "water"), point("scena", "stage"), point("woda-2", "water")];
    expect(groupByKind(points)).toEqual([
      { kind: "stage", points: [points[1]] },
      { kind: "water", points: [points[0], points[2]] },
    ]);
  });

  it("are found by a page's fragment, and a broken fragment finds none", () => {
    const points = [point("scena-glowna", "stage")];
    expect(pointOfHash(points, "#scena-glowna")).toBe(points[0]);
    expect(pointOfHash(points, "#safety")).toBeUndefined();
    expect(pointOfHash(points, "#%E0%A4%A")).toBeUndefined();
  });
});
