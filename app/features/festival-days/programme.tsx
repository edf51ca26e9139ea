import { useEffect, useRef, useState, type RefObject } from "react";
import texts from "virtual:texts/festival-days";
import type { FestivalDay } from "#content-layer";
import { LiveTimetable } from "./live-timetable";
import { MyPlan, type PlanExtra } from "./my-plan";
import {
  chooseFilter,
  DAY_FILTER,
  EVERY,
  ProgrammeFilters,
  STAGE_FILTER,
} from "./programme-filters";
import { useLiveSchedule, type LiveSchedule } from "./use-live-schedule";
import "./festival-days.css";

/**
 * /about's "Program" (a day and a stage at a time, with the stars) and "Mój plan" after it. One
 * live schedule feeds both, so they share one clock and apply the late changes once. During the
 * festival the programme opens on today's day, and "Co gra teraz?" jumps to the sets playing.
 */
export function Programme({
  days,
  planExtra,
}: {
  days: readonly FestivalDay[];
  /** Under "Mój plan": the notifications' switch, which /about hands in. */
  planExtra?: PlanExtra;
}) {
  const schedule = useLiveSchedule();
  const section = useRef<HTMLElement>(null);
  useTodayFirst(section, days, schedule);
  const [status, setStatus] = useState("");
  const live = schedule.moment?.kind === "live" ? schedule.moment : undefined;

  const showNow = () => {
    if (!live) return;
    chooseFilter(section, DAY_FILTER, String(days.findIndex((day) => day.date === live.day)));
    chooseFilter(section, STAGE_FILTER, EVERY);
    const target =
      section.current?.querySelector<HTMLElement>('.timetable__set[data-state="playing"]') ??
      upcomingSet(
        section.current,
        live.stages.flatMap((stage) => stage.next?.id ?? []),
      );
    setStatus(schedule.playing.size > 0 ? "" : texts.filters.nothingPlaying);
    if (!target) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "center" });
    target.focus({ preventScroll: true });
  };

  return (
    <>
      <section
        ref={section}
        id="program"
        className="about-section programme"
        aria-labelledby="program-title"
      >
        <h2 id="program-title" className="section-title">
          {texts.programme.title}
        </h2>
        <p className="program__intro">{texts.programme.intro}</p>
        <ProgrammeFilters days={days} />
        <div className="programme__tools">
          <p className="programme__zone">{texts.programme.timeZone}</p>
          {/* Rendered always, shown only while sets play, so the prerendered HTML keeps its shape. */}
          <button type="button" className="button programme__now" hidden={!live} onClick={showNow}>
            {texts.filters.now}
          </button>
        </div>
        <p className="programme__status" role="status">
          {status}
        </p>
        <LiveTimetable days={days} schedule={schedule} />
      </section>
      <MyPlan schedule={schedule} extra={planExtra} />
    </>
  );
}

/** The first of the next sets on the page, in the timetable's order. */
function upcomingSet(container: HTMLElement | null, ids: readonly string[]): HTMLElement | null {
  if (!container || ids.length === 0) return null;
  const wanted = new Set(ids);
  const sets = container.querySelectorAll<HTMLElement>(".timetable__set[data-set-id]");
  return [...sets].find((set) => wanted.has(set.dataset.setId!)) ?? null;
}

/**
 * Once the festival is on, the programme opens on today's festival day instead of the first,
 * unless the visitor has already chosen one (a tap before hydration included).
 */
function useTodayFirst(
  section: RefObject<HTMLElement | null>,
  days: readonly FestivalDay[],
  schedule: LiveSchedule,
): void {
  const done = useRef(false);
  const today = schedule.moment && schedule.moment.kind !== "outside" ? schedule.moment.day : null;
  useEffect(() => {
    if (done.current || today === null) return;
    done.current = true;
    const index = days.findIndex((day) => day.date === today);
    const untouched = section.current?.querySelector<HTMLInputElement>(
      `input[name="${DAY_FILTER}"][value="0"]:checked`,
    );
    if (index > 0 && untouched) chooseFilter(section, DAY_FILTER, String(index));
  }, [today, days, section]);
}
