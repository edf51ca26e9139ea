import type { z } from "zod";
import {
  STUDENT_STAGE_ID,
  minutesIntoFestivalDay,
  minutesOf,
  type ScheduleDayInput,
} from "../core/festival-schedule.ts";

/**
 * The set times' rules across fields (docs/new-edition.md#set-times): a set names a stage the
 * edition has, starts and ends within its day's hours (after midnight included), and no two sets
 * share a stage at once. Each problem names the entry and the field, as every content rule does.
 */

type Path = (string | number)[];

interface TimedEntry {
  readonly stage: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly label: string;
  readonly path: Path;
}

export interface ScheduleShape {
  readonly stages: readonly { readonly id: string }[];
  readonly days: readonly ScheduleDayInput[];
}

const TIME_FIELDS = ["stage", "startsAt", "endsAt"] as const;

/** One day's timed entries, with the paths their problems point at. */
function timedEntries(day: ScheduleDayInput, dayIndex: number, context: z.RefinementCtx) {
  const entries: TimedEntry[] = [];
  day.lineup.forEach((group, groupIndex) =>
    group.acts.forEach((act, actIndex) => {
      const path: Path = ["days", dayIndex, "lineup", groupIndex, "acts", actIndex];
      const given = TIME_FIELDS.filter((field) => act[field] !== undefined);
      if (given.length === 0) return;
      if (given.length < TIME_FIELDS.length) {
        for (const field of TIME_FIELDS.filter((name) => act[name] === undefined)) {
          context.addIssue({
            code: "custom",
            path: [...path, field],
            message:
              "is required when the act has a stage or a time (give stage, startsAt and endsAt)",
          });
        }
        return;
      }
      entries.push({
        stage: act.stage!,
        startsAt: act.startsAt!,
        endsAt: act.endsAt!,
        label: act.name,
        path,
      });
    }),
  );
  day.studentStage.forEach((slot, slotIndex) =>
    entries.push({
      stage: STUDENT_STAGE_ID,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      label: slot.band ?? `koncert o ${slot.startsAt}`,
      path: ["days", dayIndex, "studentStage", slotIndex],
    }),
  );
  return entries;
}

function checkWithinDay(day: ScheduleDayInput, entry: TimedEntry, context: z.RefinementCtx) {
  if ([entry.startsAt, entry.endsAt, day.opensAt, day.lastConcertEndsAt].some(notTime)) return;
  const start = minutesIntoFestivalDay(day.opensAt, entry.startsAt, "start");
  const end = minutesIntoFestivalDay(day.opensAt, entry.endsAt, "end");
  const closing = minutesIntoFestivalDay(day.opensAt, day.lastConcertEndsAt, "end");
  const hours = `${day.opensAt}–${day.lastConcertEndsAt}`;
  if (start >= closing) {
    context.addIssue({
      code: "custom",
      path: [...entry.path, "startsAt"],
      message: `must fall within the day's hours (${hours})`,
    });
  } else if (end > closing) {
    context.addIssue({
      code: "custom",
      path: [...entry.path, "endsAt"],
      message: `must fall within the day's hours (${hours}); the last concert ends at ${day.lastConcertEndsAt}`,
    });
  } else if (end <= start) {
    context.addIssue({
      code: "custom",
      path: [...entry.path, "endsAt"],
      message: `must be later than startsAt (${entry.startsAt})`,
    });
  }
}

const notTime = (value: string) => Number.isNaN(minutesOf(value));

function checkOverlaps(day: ScheduleDayInput, entries: TimedEntry[], context: z.RefinementCtx) {
  const span = (entry: TimedEntry) => [
    minutesIntoFestivalDay(day.opensAt, entry.startsAt, "start"),
    minutesIntoFestivalDay(day.opensAt, entry.endsAt, "end"),
  ];
  entries.forEach((entry, index) => {
    const [start, end] = span(entry);
    const earlier = entries.slice(0, index).find((other) => {
      const [otherStart, otherEnd] = span(other);
      return other.stage === entry.stage && start! < otherEnd! && otherStart! < end!;
    });
    if (earlier) {
      context.addIssue({
        code: "custom",
        path: [...entry.path, "startsAt"],
        message: `overlaps ${earlier.label} (${earlier.startsAt}–${earlier.endsAt}) on the stage "${entry.stage}"`,
      });
    }
  });
}

/** Every rule of the set times, over the whole edition. */
export function checkSchedule(edition: ScheduleShape, context: z.RefinementCtx): void {
  const stageIds = new Set(edition.stages.map((stage) => stage.id));
  const timedActs = new Set<string>();
  edition.days.forEach((day, dayIndex) => {
    const entries = timedEntries(day, dayIndex, context);
    for (const entry of entries) {
      if (entry.path.includes("acts")) timedActs.add(entry.label);
    }
    const known = entries.filter((entry) => {
      if (stageIds.has(entry.stage)) return true;
      const onStudentStage = entry.path.includes("studentStage");
      // One problem for a day's student slots when the edition defines no student stage.
      if (!onStudentStage || entry === entries.find((e) => e.path.includes("studentStage"))) {
        context.addIssue({
          code: "custom",
          path: onStudentStage ? ["days", dayIndex, "studentStage"] : [...entry.path, "stage"],
          message: `names the stage "${entry.stage}", which is not in stages (${[...stageIds].join(", ")})`,
        });
      }
      return false;
    });
    for (const entry of known) checkWithinDay(day, entry, context);
    checkOverlaps(day, known, context);
  });
  edition.days.forEach((day, dayIndex) =>
    day.studentStage.forEach((slot, slotIndex) => {
      const earlier = day.studentStage
        .slice(0, slotIndex)
        .some((other) => other.band === slot.band);
      if (slot.band && earlier) {
        context.addIssue({
          code: "custom",
          path: ["days", dayIndex, "studentStage", slotIndex, "band"],
          message: `"${slot.band}" plays twice on this day; a band has one slot a day`,
        });
      } else if (slot.band && timedActs.has(slot.band)) {
        context.addIssue({
          code: "custom",
          path: ["days", dayIndex, "studentStage", slotIndex, "band"],
          message: `"${slot.band}" already has its own set time in the line-up; give it one place`,
        });
      }
    }),
  );
}
