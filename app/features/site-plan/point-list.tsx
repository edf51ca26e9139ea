import { useId } from "react";
import { Link } from "react-router";
import texts from "virtual:texts/site-plan";
import { KindIcon } from "./kind-icon";
import type { PointGroup } from "./plan-points";

/**
 * The plan's text alternative (WCAG 1.1.1): every point, grouped by kind, with its "where", in the
 * page's HTML whatever the script does. Each name links to the point on the plan (`#<id>`), which
 * opens the plan zoomed at it with its text open.
 */
export function PointList({ groups }: { groups: readonly PointGroup[] }) {
  const titleId = useId();
  return (
    <section className="site-plan-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {texts.listTitle}
      </h2>
      <div className="site-plan-list__groups">
        {groups.map((group) => (
          // A heading, not a landmark: a kind's name may be a safety topic's too ("First aid").
          <div key={group.kind} className="site-plan-list__group" data-kind={group.kind}>
            <h3 className="site-plan-list__kind">
              <span className="site-plan__badge" data-kind={group.kind}>
                <KindIcon kind={group.kind} className="site-plan__badge-icon" />
              </span>
              {texts.kinds[group.kind].group}
            </h3>
            <ul className="site-plan-list__points">
              {group.points.map((point) => (
                <li key={point.id} className="site-plan-list__point">
                  <Link to={{ hash: `#${point.id}` }} className="site-plan-list__name">
                    {point.name}
                    <span className="visually-hidden">{` – ${texts.showOnPlan}`}</span>
                  </Link>
                  <p className="site-plan-list__where">{point.where}</p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
