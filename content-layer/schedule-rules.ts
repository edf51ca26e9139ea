import type { z } from "zod";
import {
  STUDENT_STAGE_ID,
  minutesIntoFestivalDay,
  minutesOf,
  type ScheduleDayInput,
} from "#core/festival-schedule";

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
  readonly stages: readonly { readonly id: string; readonly name?: string }[];
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
              "brak: gdy wykonawca ma scenę albo godzinę, podaj wszystkie trzy — scenę, godzinę rozpoczęcia i godzinę zakończenia",
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
      label: slot.band ?? `występ sceny studenckiej o ${slot.startsAt}`,
      path: ["days", dayIndex, "studentStage", slotIndex],
    }),
  );
  return entries;
}

/** Checks that an entry plays within its day; true when it does (and its times are times). */
function checkWithinDay(
  day: ScheduleDayInput,
  entry: TimedEntry,
  context: z.RefinementCtx,
): boolean {
  if ([entry.startsAt, entry.endsAt, day.opensAt, day.lastConcertEndsAt].some(notTime)) {
    return false;
  }
  const start = minutesIntoFestivalDay(day.opensAt, entry.startsAt, "start");
  const end = minutesIntoFestivalDay(day.opensAt, entry.endsAt, "end");
  const closing = minutesIntoFestivalDay(day.opensAt, day.lastConcertEndsAt, "end");
  const hours = `${day.opensAt}–${day.lastConcertEndsAt}`;
  if (start >= closing) {
    context.addIssue({
      code: "custom",
      path: [...entry.path, "startsAt"],
      message: `musi mieścić się w godzinach dnia (${hours})`,
    });
  } else if (end > closing) {
    context.addIssue({
      code: "custom",
      path: [...entry.path, "endsAt"],
      message: `musi mieścić się w godzinach dnia (${hours}): ostatni koncert kończy się o ${day.lastConcertEndsAt}`,
    });
  } else if (end <= start) {
    context.addIssue({
      code: "custom",
      path: [...entry.path, "endsAt"],
      message: `musi być późniejsza niż godzina rozpoczęcia (${entry.startsAt})`,
    });
  } else {
    return true;
  }
  return false;
}

const notTime = (value: string) => Number.isNaN(minutesOf(value));

/** Sets that overlap on one stage; `entries` are the day's sets that play within its hours. */
function checkOverlaps(
  day: ScheduleDayInput,
  entries: TimedEntry[],
  stageNames: ReadonlyMap<string, string>,
  context: z.RefinementCtx,
) {
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
        message: `nakłada się na występ „${earlier.label}” (${earlier.startsAt}–${earlier.endsAt}) na scenie „${stageNames.get(entry.stage) ?? entry.stage}”`,
      });
    }
  });
}

/** Every rule of the set times, over the whole edition. */
export function checkSchedule(edition: ScheduleShape, context: z.RefinementCtx): void {
  const stageIds = new Set(edition.stages.map((stage) => stage.id));
  const stageNames = new Map(edition.stages.map((stage) => [stage.id, stage.name ?? stage.id]));
  const known = [...stageIds].map((id) => `„${id}”`).join(", ");
  const timedActs = new Set<string>();
  edition.days.forEach((day, dayIndex) => {
    const entries = timedEntries(day, dayIndex, context);
    for (const entry of entries) {
      if (entry.path.includes("acts")) timedActs.add(entry.label);
    }
    const onKnownStage = entries.filter((entry) => {
      if (stageIds.has(entry.stage)) return true;
      const onStudentStage = entry.path.includes("studentStage");
      // One problem for a day's student slots when the edition defines no student stage.
      if (!onStudentStage || entry === entries.find((e) => e.path.includes("studentStage"))) {
        context.addIssue({
          code: "custom",
          path: onStudentStage ? ["days", dayIndex, "studentStage"] : [...entry.path, "stage"],
          message: onStudentStage
            ? `występy sceny studenckiej grają na scenie o identyfikatorze „${STUDENT_STAGE_ID}”, której nie ma w scenach edycji (są: ${known})`
            : `nie ma sceny o identyfikatorze „${entry.stage}”: wybierz jedną ze scen edycji (${known})`,
        });
      }
      return false;
    });
    // A set outside its day or ending before it starts is reported once, not again as an overlap.
    const within = onKnownStage.filter((entry) => checkWithinDay(day, entry, context));
    checkOverlaps(day, within, stageNames, context);
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
          message: `„${slot.band}” gra już tego dnia w innym występie: zespół ma jeden występ dziennie`,
        });
      } else if (slot.band && timedActs.has(slot.band)) {
        context.addIssue({
          code: "custom",
          path: ["days", dayIndex, "studentStage", slotIndex, "band"],
          message: `„${slot.band}” ma już własną scenę i godziny w grupach wykonawców: podaj jego godziny w jednym miejscu`,
        });
      }
    }),
  );
}
