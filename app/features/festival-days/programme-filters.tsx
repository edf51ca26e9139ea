import { useId, type RefObject } from "react";
import texts from "virtual:texts/festival-days";
import { calendarDate, weekdayAndDayDotMonth, dateWords } from "virtual:texts/dates";
import type { FestivalDay } from "#content-layer";
import { STAGES } from "../../festival-sets";

/** The radio groups' names: the programme's CSS filters on them (festival-days.css). */
export const DAY_FILTER = "programme-day";
export const STAGE_FILTER = "programme-stage";
/** The value of "every day" and "every stage"; the others are the day's or stage's index. */
export const EVERY = "all";

/**
 * Which day and stage the programme shows: two groups of native radio buttons. The CSS hides the
 * other days and stages with `:has()` on the checked one, so the choice works from the first
 * paint, before any script and without one; the inputs stay uncontrolled, and the page sets
 * `checked` itself only to follow "now" (programme.tsx). A phone shows one day at a time: the
 * first day until the festival is on, then today's.
 */
export function ProgrammeFilters({ days }: { days: readonly FestivalDay[] }) {
  return (
    <div className="programme-filters">
      <FilterGroup
        legend={texts.filters.day}
        name={DAY_FILTER}
        options={[
          ...days.map((day, index) => ({
            value: String(index),
            label: weekdayAndDayDotMonth(dateWords, calendarDate(day.date)),
          })),
          { value: EVERY, label: texts.filters.allDays },
        ]}
        checked="0"
      />
      <FilterGroup
        legend={texts.filters.stage}
        name={STAGE_FILTER}
        options={[
          { value: EVERY, label: texts.filters.allStages },
          ...STAGES.map((stage, index) => ({ value: String(index), label: stage.name })),
        ]}
        checked={EVERY}
      />
    </div>
  );
}

function FilterGroup({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  checked: string;
}) {
  const id = useId();
  return (
    <fieldset className="programme-filters__group">
      <legend className="programme-filters__legend">{legend}</legend>
      <div className="programme-filters__options">
        {options.map((option) => (
          <label key={option.value} className="programme-filters__option">
            <input
              type="radio"
              className="programme-filters__input"
              name={name}
              value={option.value}
              id={`${id}-${option.value}`}
              defaultChecked={option.value === checked}
            />
            <span className="programme-filters__label">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Checks the radio of `value` in group `name` inside `container`, as a tap would. */
export function chooseFilter(
  container: RefObject<HTMLElement | null>,
  name: string,
  value: string,
): void {
  const input = container.current?.querySelector<HTMLInputElement>(
    `input[name="${name}"][value="${value}"]`,
  );
  if (input) input.checked = true;
}
