import { useId } from "react";
import texts from "virtual:texts/site-plan";
import type { SitePlanPoint } from "#core/site-plan";
import { KindIcon } from "./kind-icon";
import { pointTextId } from "./plan-points";

const sameWords = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * A point's text: its kind, name and "where", in a popover its marker opens (`popovertarget`),
 * so it opens and closes (Escape, a tap outside, "Zamknij") from the first paint, before the
 * page's script and without one. On a phone it is a card at the bottom of the screen, where a
 * thumb reaches it; on a wide screen plan-viewer.tsx moves it beside its point.
 */
export function PointText({ point }: { point: SitePlanPoint }) {
  const nameId = useId();
  const kind = texts.kinds[point.kind].one;
  return (
    <div
      id={pointTextId(point.id)}
      className="site-plan__text"
      popover="auto"
      role="dialog"
      aria-labelledby={nameId}
      data-kind={point.kind}
    >
      <p className="site-plan__text-kind">
        <KindIcon kind={point.kind} className="site-plan__text-icon" />
        {/* The kind, unless the name says it already ("Punkt medyczny"). */}
        {sameWords(kind, point.name) ? null : kind}
      </p>
      <p id={nameId} className="site-plan__text-name">
        {point.name}
      </p>
      <p className="site-plan__text-where">{point.where}</p>
      <button
        type="button"
        className="site-plan__text-close"
        popoverTarget={pointTextId(point.id)}
        popoverTargetAction="hide"
      >
        {texts.close}
      </button>
    </div>
  );
}
