import { useEffect, useRef, type ComponentType, type RefObject } from "react";
import { useLocation } from "react-router";
import type { LiveSet } from "#core/festival-moment";
import texts from "virtual:texts/festival-days";
import { calendarDate, dayHeading, dateWords } from "virtual:texts/dates";
import { PlanCalendarLink } from "./plan-calendar-link";
import { SetCalendarLink } from "./set-calendar-link";
import { setTitle } from "../../festival-sets";
import { FriendPlan } from "./friend-plan";
import { PlanSetDetails, planSetState } from "./plan-set-details";
import { RemovedSetRow, RemoveFromPlanButton, usePlanRemoval } from "./plan-removal";
import { SharePlan } from "./share-plan";
import { useStarredSets } from "./starred-sets";
import type { LiveSchedule } from "./use-live-schedule";
import "./my-plan.css";

const at = (instant: string) => Date.parse(instant);

/**
 * What the page adds under the plan, given its starred set ids: /about hands in the notifications'
 * switch (app/features/push-notifications), which features may not import themselves.
 */
export type PlanExtra = ComponentType<{ setIds: readonly string[] }>;

/** A set's row in "Mój plan" as a link names it: a notification's tap opens the plan there. */
export const planSetAnchor = (setId: string) => `plan-${setId}`;

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
 * "Mój plan" (README.md): the starred sets in time order with their live
 * state, clashes marked, each removable (with an undo), the plan as a calendar file and as a link
 * to share; above it, a friend's plan opened from such a link. Prerendered empty: the stars live
 * on the device only.
 */
export function MyPlan({ schedule, extra }: { schedule: LiveSchedule; extra?: PlanExtra }) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <FriendPlan schedule={schedule} onClose={() => heading.current?.focus()} />
      <PlanList schedule={schedule} heading={heading} extra={extra} />
    </>
  );
}

function PlanList({
  schedule,
  heading,
  extra: Extra,
}: {
  schedule: LiveSchedule;
  heading: RefObject<HTMLHeadingElement | null>;
  extra?: PlanExtra;
}) {
  const starredIds = useStarredSets();
  const { sets, playing, ended } = schedule;
  const starred = sets.filter((set) => starredIds.has(set.id));
  const overlaps = clashes(starred);
  const container = useRef<HTMLElement>(null);
  const { removedId, remove, undo } = usePlanRemoval(container);
  const { hash, key } = useLocation();
  useEffect(() => {
    // Followed a link to the plan (the shortcut on every page): the keyboard lands here too.
    if (hash === "#moj-plan") heading.current?.focus({ preventScroll: true });
  }, [hash, key, heading]);
  // The set just removed keeps its place in the list, as its undo.
  const rows = sets.filter((set) => starredIds.has(set.id) || set.id === removedId);
  const removedRow = (set: LiveSet) => <RemovedSetRow key={set.id} set={set} onUndo={undo} />;
  const planRow = (set: LiveSet) =>
    starredIds.has(set.id) ? (
      <li
        key={set.id}
        id={planSetAnchor(set.id)}
        className="my-plan__set"
        data-set-id={set.id}
        data-state={planSetState(set, playing.has(set.id), ended.has(set.id))}
      >
        <PlanSetDetails
          set={set}
          playing={playing.has(set.id)}
          ended={ended.has(set.id)}
          showDay={false}
        />
        {overlaps.has(set.id) ? (
          <p className="my-plan__clash">
            {texts.myPlan.clashesWith(overlaps.get(set.id)!.map(setTitle).join(", "))}
          </p>
        ) : null}
        <SetCalendarLink set={set} className="my-plan__calendar" iconOnly />
        <RemoveFromPlanButton set={set} onRemove={remove} />
      </li>
    ) : (
      removedRow(set)
    );
  // One heading per day, then a compact row per set: the day is said once, not on every row.
  const days = [...new Set(rows.map((set) => set.day))];
  return (
    <section
      ref={container}
      id="moj-plan"
      className="about-section my-plan"
      aria-labelledby="my-plan-title"
    >
      <h2 ref={heading} id="my-plan-title" className="section-title" tabIndex={-1}>
        {texts.myPlan.title}
      </h2>
      {starred.length === 0 ? (
        <>
          {rows.length > 0 ? <ol className="my-plan__sets">{rows.map(removedRow)}</ol> : null}
          <p className="my-plan__empty">{texts.myPlan.empty}</p>
        </>
      ) : (
        <>
          <p className="my-plan__zone">{texts.programme.timeZone}</p>
          {days.map((day) => (
            <div key={day} className="my-plan__day">
              <h3 className="my-plan__day-title">{dayHeading(dateWords, calendarDate(day))}</h3>
              <ol className="my-plan__sets">
                {rows.filter((set) => set.day === day).map(planRow)}
              </ol>
            </div>
          ))}
          <PlanCalendarLink starred={starred} className="button my-plan__download" />
          <SharePlan setIds={starred.map((set) => set.id)} />
        </>
      )}
      {Extra ? <Extra setIds={starred.map((set) => set.id)} /> : null}
    </section>
  );
}
