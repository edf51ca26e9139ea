import texts from "virtual:texts/festival-sets";
import { edition } from "../content";
import { festivalSets, type FestivalSet } from "../core/festival-schedule";
import { festivalDayInstants, warsawDateTime } from "../core/warsaw-time";

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
 * When now/next has anything to say: from midnight (Warsaw) of the festival's first day until
 * its last concert ends, plus a margin longer than the longest delay a lead can give
 * (SET_DELAY_MAX_MINUTES, three hours). Outside this span /homepage loads none of now/next's
 * code and runs no timer for it (docs/product.md#festival-days). It lives here, with the sets every page already loads,
 * so that /homepage and /about share it without a chunk of its own.
 */
export const LATE_CHANGE_MARGIN_MS = 4 * 3_600_000;

const firstDay = edition.days[0]!;
const lastDay = edition.days.at(-1)!;
export const FESTIVAL_SPAN = {
  from: Date.parse(warsawDateTime(firstDay.date, "00:00")),
  until: Date.parse(festivalDayInstants(lastDay).lastConcertEndsAt) + LATE_CHANGE_MARGIN_MS,
};

export function duringFestivalDays(now: number): boolean {
  return now >= FESTIVAL_SPAN.from && now < FESTIVAL_SPAN.until;
}
