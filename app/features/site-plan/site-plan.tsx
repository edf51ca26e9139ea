import texts from "virtual:texts/site-plan";
import type { SitePlan as SitePlanContent } from "#content-layer";
import { EDITION_TITLE, EDITION_TITLE_GENITIVE } from "../../edition";
import { PlanFilters } from "./plan-filters";
import { groupByKind } from "./plan-points";
import { PlanViewer } from "./plan-viewer";
import { PointList } from "./point-list";
import "./site-plan.css";

/**
 * The site plan (README.md): the filters by kind, the plan with its points, and the same points as
 * a list grouped by kind. The picture's text alternative is written from the points, so it says
 * what the plan shows whatever the organisers change.
 */
export function SitePlan({ plan }: { plan: SitePlanContent }) {
  const groups = groupByKind(plan.points);
  const alt = texts.alt(
    EDITION_TITLE,
    EDITION_TITLE_GENITIVE,
    groups
      .map((group) => {
        const names = group.points.map((point) => point.name).join(", ");
        return `${texts.kinds[group.kind].group}: ${names}`;
      })
      .join("; "),
  );
  return (
    <div className="site-plan">
      <PlanFilters kinds={groups.map((group) => group.kind)} />
      <PlanViewer image={plan.image} alt={alt} points={plan.points} />
      <PointList groups={groups} />
    </div>
  );
}
