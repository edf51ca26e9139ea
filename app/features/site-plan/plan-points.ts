import { SITE_PLAN_KINDS, type SitePlanKind, type SitePlanPoint } from "#core/site-plan";

/** The points of one kind, in the content's order. */
export interface PointGroup<Point extends SitePlanPoint = SitePlanPoint> {
  readonly kind: SitePlanKind;
  readonly points: readonly Point[];
}

/**
 * The points grouped by kind, the groups in core/site-plan.ts's order and only the kinds the
 * plan has: the list, the filters and the picture's text alternative all read this.
 */
export function groupByKind<Point extends SitePlanPoint>(
  points: readonly Point[],
): PointGroup<Point>[] {
  return SITE_PLAN_KINDS.map((kind) => ({
    kind,
    points: points.filter((point) => point.kind === kind),
  })).filter((group) => group.points.length > 0);
}

/** The id of a point's text (its popover), from the point's id. */
export const pointTextId = (pointId: string) => `site-plan-point-${pointId}`;

/** The point a page's fragment names (`#scena-glowna`), if the plan has it. */
export function pointOfHash<Point extends SitePlanPoint>(
  points: readonly Point[],
  hash: string,
): Point | undefined {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return undefined;
  }
  return points.find((point) => point.id === id);
}
