import { useEffect, useState } from "react";
import texts from "virtual:texts/festival-sets";
import { edition, schedule } from "#content-layer";
import type { FestivalSet } from "#core/festival-schedule";
import {
  asksForLateChanges,
  festivalOn,
  nextProgrammeEdge,
  type ProgrammeSpan,
} from "#core/programme-hours";

/**
 * The schedule as the pages show it (app/features/festival-days/README.md): every set of the
 * edition, worked out from content at build time (content-layer/schedule.ts), and the words for a
 * set and a stage.
 */

/** Every set of the edition, day by day in time order. */
export const FESTIVAL_SETS: readonly FestivalSet[] = schedule.sets;

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
 * The programme's hours of this edition (core/programme-hours.ts, worked out at build time): when
 * pages ask for late changes and announcements, when now/next shows, when the plan's shortcut is
 * offered. Here, with the sets every page already loads; the hook the banner and the line-up
 * follow them with lives here too, since a module of its own would be a chunk of its own on every
 * page's first load.
 */
export const PROGRAMME_SPANS: readonly ProgrammeSpan[] = schedule.spans;

/** Whether now/next has anything to say at `now`: the festival is on. */
export function duringFestivalDays(now: number): boolean {
  return festivalOn(PROGRAMME_SPANS, now);
}

/** Whether pages ask for late changes and announcements at this moment. */
const asksNow = () => asksForLateChanges(PROGRAMME_SPANS, Date.now());

/** setTimeout's longest delay; a longer wait is re-armed when it fires. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Whether the page asks for announcements and late changes now: within the programme's hours
 * (core/programme-hours.ts), read in Warsaw time whatever the phone's time zone. One timer waits
 * for the next edge (a day's span opening or closing): a phone that slept past it runs the
 * overdue timer as it wakes, so nothing else needs to look. After the last span nothing runs.
 * Client-only.
 */
export function useProgrammeHours(): boolean {
  const [asking, setAsking] = useState(asksNow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waitForEdge = () => {
      setAsking(asksNow);
      const wait = nextProgrammeEdge(PROGRAMME_SPANS, Date.now()) - Date.now();
      if (wait < Infinity) timer = setTimeout(waitForEdge, Math.min(wait, MAX_TIMEOUT_MS));
    };
    waitForEdge();
    return () => clearTimeout(timer);
  }, []);
  return asking;
}
