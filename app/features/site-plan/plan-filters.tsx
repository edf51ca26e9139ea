import { useId } from "react";
import texts from "virtual:texts/site-plan";
import type { SitePlanKind } from "#core/site-plan";
import { KindIcon } from "./kind-icon";

/** The radio group's name: site-plan.css filters the markers and the list on it. */
export const KIND_FILTER = "site-plan-kind";
export const EVERY_KIND = "all";

/**
 * Which kinds the plan and its list show: native radio buttons, one per kind the plan has, and
 * "Wszystko". The CSS hides the other kinds with `:has()` on the checked one, as the programme's
 * filters do (docs/decisions/011), so a filter works from the first paint and without a script.
 */
export function PlanFilters({ kinds }: { kinds: readonly SitePlanKind[] }) {
  const id = useId();
  const options = [
    { value: EVERY_KIND, label: texts.filters.all, kind: undefined },
    ...kinds.map((kind) => ({ value: kind, label: texts.kinds[kind].group, kind })),
  ];
  return (
    <fieldset className="site-plan-filters">
      <legend className="site-plan-filters__legend">{texts.filters.legend}</legend>
      <div className="site-plan-filters__options">
        {options.map((option) => (
          <label key={option.value} className="site-plan-filters__option">
            <input
              type="radio"
              className="site-plan-filters__input"
              name={KIND_FILTER}
              value={option.value}
              id={`${id}-${option.value}`}
              defaultChecked={option.value === EVERY_KIND}
            />
            <span className="site-plan-filters__label" data-kind={option.kind}>
              {option.kind && <KindIcon kind={option.kind} className="site-plan-filters__icon" />}
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
