import { useRef } from "react";
import { edition } from "../../../content";
import type { LiveSet } from "../../../core/festival-moment";
import { calendarDate, dayHeading } from "virtual:texts/dates";
import texts from "virtual:texts/festival-days";
import { LANGUAGE_SITE_URL } from "../../language-site-url";
import { editionSlug } from "../../edition";
import { calendarDataUrl } from "../../../core/ics";
import { planCalendar } from "./plan-calendar";
import { SetStatus } from "./set-status";
import { setHours, setTitle, stageName } from "../../festival-sets";
import { StarToggle, useStarInputs } from "./star-toggle";
import { useStarredSets } from "./starred-sets";
import type { LiveSchedule } from "./use-live-schedule";

const at = (instant: string) => Date.parse(instant);

/** For each starred set, the other starred sets it overlaps (cancelled ones clash with nothing). */
export function clashes(sets: readonly LiveSet[]): Map<string, LiveSet[]> {
  const result = new Map<string, LiveSet[]>();
  for (const set of sets) {
    const others = sets.filter(
      (other) =>
        other.id !== set.id &&
        !set.cancelled &&
        !other.cancelled &&
        at(set.startsAt) < at(other.endsAt) &&
        at(other.startsAt) < at(set.endsAt),
    );
    if (others.length > 0) result.set(set.id, others);
  }
  return result;
}

/**
 * "Mój plan" (docs/product.md#festival-days): the starred sets in time order, clashes marked, and
 * the plan as a calendar file. Prerendered empty: the stars live on the device only.
 */
export function MyPlan({ schedule }: { schedule: LiveSchedule }) {
  const starredIds = useStarredSets();
  const { sets, playing } = schedule;
  const starred = sets.filter((set) => starredIds.has(set.id));
  const overlaps = clashes(starred);
  const container = useRef<HTMLElement>(null);
  const onChange = useStarInputs(container);
  return (
    <section
      ref={container}
      id="moj-plan"
      className="about-section my-plan"
      aria-labelledby="my-plan-title"
      onChange={onChange}
    >
      <h2 id="my-plan-title" className="section-title">
        {texts.myPlan.title}
      </h2>
      {starred.length === 0 ? (
        <p className="my-plan__empty">{texts.myPlan.empty}</p>
      ) : (
        <>
          <ol className="my-plan__sets">
            {starred.map((set) => (
              <li
                key={set.id}
                className="my-plan__set"
                data-set-id={set.id}
                data-state={set.cancelled ? "cancelled" : undefined}
              >
                <p className="my-plan__when">
                  {dayHeading(calendarDate(set.day))},{" "}
                  <time dateTime={set.startsAt}>{set.startTime}</time>–
                  <time dateTime={set.endsAt}>{set.endTime}</time>
                </p>
                <p className="my-plan__act">
                  {setTitle(set)} <span className="my-plan__stage">· {stageName(set.stage)}</span>
                </p>
                <SetStatus set={set} playing={playing.has(set.id)} />
                {overlaps.has(set.id) ? (
                  <p className="my-plan__clash">
                    {texts.myPlan.clashesWith(overlaps.get(set.id)!.map(setTitle).join(", "))}
                  </p>
                ) : null}
                <StarToggle
                  setId={set.id}
                  label={`${setTitle(set)}, ${stageName(set.stage)}, ${setHours(set)}`}
                />
              </li>
            ))}
          </ol>
          <a
            className="button my-plan__download"
            href={calendarDataUrl(planCalendar(edition, starred, LANGUAGE_SITE_URL))}
            download={`${editionSlug(edition)}-${texts.myPlan.fileSuffix}.ics`}
            type="text/calendar"
          >
            {texts.myPlan.download}
          </a>
        </>
      )}
    </section>
  );
}
