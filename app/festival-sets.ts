import { useEffect, useState } from "react";
import texts from "virtual:texts/festival-sets";
import { edition } from "../content";
import { festivalSets, type FestivalSet } from "../core/festival-schedule";
import {
  asksForLateChanges as asksForChanges,
  festivalOn,
  nextProgrammeEdge,
  programmeSpans,
  type ProgrammeSpan,
} from "../core/programme-hours";

/**
 * The schedule as the pages show it (docs/product.md#festival-days): every set of the edition
 * computed once from content, and the words for a set and a stage.
 */

/** Every set of the edition, day by day in time order. */
export const FESTIVAL_SETS: readonly FestivalSet[] = festivalSets(edition.days);

/** The stages in the timetable's order. */
export const STAGES = edition.stages;

const stageById = new Map(STAGES.map((stage) => [stage.id, stage]));

/** "Scena główna" */
export function stageName(stageId: string): string {
  return stageById.get(stageId)?.name ?? stageId;
}

/** "Główna": now/next's short label. */
export function stageShortName(stageId: string): string {
  return stageById.get(stageId)?.shortName ?? stageId;
}

/** The act, or what a student-stage slot without a named band is. */
export function setTitle(set: Pick<FestivalSet, "act">): string {
  return set.act ?? texts.unnamedStudentBand;
}

/** "18:00–19:00" */
export function setHours(set: Pick<FestivalSet, "startTime" | "endTime">): string {
  return `${set.startTime}–${set.endTime}`;
}

/**
 * The programme's hours of this edition (core/programme-hours.ts): when pages ask for late
 * changes and announcements, when now/next shows, when the plan's shortcut is offered. Computed
 * here, with the sets every page already loads, and the hook the banner and the line-up follow
 * them with lives here too: a module of its own would be a chunk of its own on every page.
 */
export const PROGRAMME_SPANS: readonly ProgrammeSpan[] = programmeSpans(
  edition.days,
  FESTIVAL_SETS,
);

/** Whether pages ask for late changes and announcements at `now` (ms since the epoch). */
export function asksForLateChanges(now: number): boolean {
  return asksForChanges(PROGRAMME_SPANS, now);
}

/** Whether now/next has anything to say at `now`: the festival is on. */
export function duringFestivalDays(now: number): boolean {
  return festivalOn(PROGRAMME_SPANS, now);
}

/** setTimeout's longest delay; a longer wait is re-checked when it fires. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/** What may bring a page back to the foreground, where its timers may have slept. */
const WAKE_EVENTS = ["focus", "pageshow", "online"] as const;

/**
 * Whether the page asks for announcements and late changes now: within the programme's hours
 * (core/programme-hours.ts), read in Warsaw time whatever the phone's time zone. One timer waits
 * for the next edge (a day's span opening or closing); a page that slept in a pocket looks again
 * when it comes back to the foreground. After the last day's span nothing runs. Client-only.
 */
export function useProgrammeHours(): boolean {
  const [asking, setAsking] = useState(() => asksForLateChanges(Date.now()));

  useEffect(() => {
    const check = () => setAsking(asksForLateChanges(Date.now()));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waitForEdge = () => {
      const edge = nextProgrammeEdge(PROGRAMME_SPANS, Date.now());
      if (edge === undefined) return;
      timer = setTimeout(
        () => {
          check();
          waitForEdge();
        },
        Math.min(Math.max(edge - Date.now(), 0), MAX_TIMEOUT_MS),
      );
    };
    const wake = () => {
      if (document.visibilityState !== "visible") return;
      check();
      clearTimeout(timer);
      waitForEdge();
    };
    waitForEdge();
    for (const name of WAKE_EVENTS) window.addEventListener(name, wake);
    document.addEventListener("visibilitychange", wake);
    return () => {
      clearTimeout(timer);
      for (const name of WAKE_EVENTS) window.removeEventListener(name, wake);
      document.removeEventListener("visibilitychange", wake);
    };
  }, []);

  return asking;
}
