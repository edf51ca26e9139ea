// With its extension: the Vite config loads this module through content/ (schedule-rules.ts).
import { afterMidnight, nextIsoDate, warsawDateTime } from "./warsaw-time.ts";

/**
 * The festival's sets as instants: who plays on which stage, from when to when
 * (app/features/festival-days/README.md). Content gives Warsaw wall-clock times per festival day; a
 * time before the day's gates open is after midnight, on the next calendar date. The build, the
 * pages, the calendar file and the server all read the schedule through here, so a set has one id
 * and one pair of instants everywhere.
 */

const HOUR_MINUTE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTES_PER_DAY = 24 * 60;

/** What the schedule needs of a festival day (content's FestivalDay satisfies it). */
export interface ScheduleDayInput {
  readonly date: string;
  readonly opensAt: string;
  readonly lastConcertEndsAt: string;
  readonly lineup: readonly {
    readonly acts: readonly {
      readonly name: string;
      readonly stage?: string | undefined;
      readonly startsAt?: string | undefined;
      readonly endsAt?: string | undefined;
    }[];
  }[];
  readonly studentStage: readonly StudentSlotInput[];
}

/** A student-stage concert: its times, and its band when content names one. */
export interface StudentSlotInput {
  readonly startsAt: string;
  readonly endsAt: string;
  readonly band?: string | undefined;
}

/** The stage every `studentStage` slot plays on. */
export const STUDENT_STAGE_ID = "student";

/** One set on one stage. Instants carry Warsaw's offset ("2025-05-16T22:15:00+02:00"). */
export interface FestivalSet {
  /** Stable across builds and late changes: the calendar's UID and the late-change key. */
  readonly id: string;
  /** The festival day it belongs to (a set after midnight belongs to the day before). */
  readonly day: string;
  readonly stage: string;
  /** The act's or band's name; undefined for a student-stage slot that names no band. */
  readonly act: string | undefined;
  /** "22:15", as content and the timetable write it. */
  readonly startTime: string;
  readonly endTime: string;
  readonly startsAt: string;
  readonly endsAt: string;
}

/** Minutes of an "HH:MM" wall-clock time; NaN when it is not one. */
export function minutesOf(hourMinute: string): number {
  const match = HOUR_MINUTE.exec(hourMinute);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/**
 * Minutes since the festival day's midnight: a time before the gates open is after midnight
 * (1:00 is 25 × 60). An end time equal to the opening hour is a whole day later.
 */
export function minutesIntoFestivalDay(
  opensAt: string,
  hourMinute: string,
  edge: "start" | "end" = "start",
): number {
  const minutes = minutesOf(hourMinute);
  return afterMidnight(opensAt, hourMinute, edge) ? minutes + MINUTES_PER_DAY : minutes;
}

/** The instant of a wall-clock time on a festival day, after midnight on the next date. */
export function festivalInstant(
  day: Pick<ScheduleDayInput, "date" | "opensAt">,
  hourMinute: string,
  edge: "start" | "end" = "start",
): string {
  const nextDate = minutesIntoFestivalDay(day.opensAt, hourMinute, edge) >= MINUTES_PER_DAY;
  return warsawDateTime(nextDate ? nextIsoDate(day.date) : day.date, hourMinute);
}

/** "mira-wolna": a name as an ASCII slug for ids and file names. */
export function slugOf(name: string): string {
  return name
    .normalize("NFD")
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A set's id: the day and the act, or the day, stage and start for a slot without a band. */
export function festivalSetId(day: string, stage: string, act: string | undefined, start: string) {
  return act ? `${day}-${slugOf(act)}` : `${day}-${stage}-${start.replace(":", "")}`;
}

function festivalSet(
  day: Pick<ScheduleDayInput, "date" | "opensAt">,
  stage: string,
  act: string | undefined,
  startTime: string,
  endTime: string,
): FestivalSet {
  return {
    id: festivalSetId(day.date, stage, act, startTime),
    day: day.date,
    stage,
    act,
    startTime,
    endTime,
    startsAt: festivalInstant(day, startTime, "start"),
    endsAt: festivalInstant(day, endTime, "end"),
  };
}

/** One day's sets: line-up acts with times, then student-stage slots, in time order. */
export function daySets(day: ScheduleDayInput): FestivalSet[] {
  const sets: FestivalSet[] = [];
  for (const group of day.lineup) {
    for (const act of group.acts) {
      if (act.stage && act.startsAt && act.endsAt) {
        sets.push(festivalSet(day, act.stage, act.name, act.startsAt, act.endsAt));
      }
    }
  }
  for (const slot of day.studentStage) {
    sets.push(festivalSet(day, STUDENT_STAGE_ID, slot.band, slot.startsAt, slot.endsAt));
  }
  return sets.sort(
    (a, b) =>
      minutesIntoFestivalDay(day.opensAt, a.startTime) -
        minutesIntoFestivalDay(day.opensAt, b.startTime) || byCodeUnits(a.stage, b.stage),
  );
}

/**
 * Stage and set ids are ASCII slugs, so code units order them. Not `localeCompare`: its first call
 * loads the collation data, about 15 ms on a fast machine, and every page computes the sets as it
 * starts.
 */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Every set of the edition, day by day, each day in time order. */
export function festivalSets(days: readonly ScheduleDayInput[]): FestivalSet[] {
  return days.flatMap(daySets);
}

/** The set an act plays: its own times, or the student-stage slot that names it as its band. */
export function setOfAct(sets: readonly FestivalSet[], act: string): FestivalSet | undefined {
  return sets.find((set) => set.act === act);
}
