import type { LateChangeInForce } from "./contract/screen-control";
import type { FestivalSet } from "./festival-schedule";
import {
  festivalDayInstants,
  nextIsoDate,
  warsawDateTime,
  warsawIsoDate,
  warsawTimeOfDay,
} from "./warsaw-time";

/**
 * What is on now and next (app/features/festival-days/README.md): from the schedule and an instant,
 * whatever the device's time zone, because every instant carries Warsaw's offset. Late changes
 * (a delay, a cancellation) are applied first, so "now" follows the stage, not the poster.
 */

export type { LateChangeInForce };

/** How often now/next and the timetable's marks look at the clock again. */
export const FESTIVAL_CLOCK_MS = 30_000;

/** A set as it will happen: shifted by its delay, marked when cancelled. */
export interface LiveSet extends FestivalSet {
  readonly delayMinutes: number;
  readonly cancelled: boolean;
  /** The time content planned ("21:00"), kept to show "zamiast 21:00". */
  readonly plannedStartTime: string;
  /** How many late changes the set has had: 0 on plan from the start (the calendar's SEQUENCE). */
  readonly sequence: number;
}

const MINUTE = 60_000;

/** An instant moved by whole minutes, written again with the Warsaw offset then in force. */
function shifted(instant: string, minutes: number): string {
  const moved = new Date(new Date(instant).getTime() + minutes * MINUTE).toISOString();
  return warsawDateTime(warsawIsoDate(moved), warsawTimeOfDay(moved));
}

/** The schedule with the leads' late changes applied; a change to an unknown set is ignored. */
export function applyLateChanges(
  sets: readonly FestivalSet[],
  changes: readonly LateChangeInForce[],
): LiveSet[] {
  const byId = new Map(changes.map((change) => [change.setId, change]));
  return sets.map((set) => {
    const change = byId.get(set.id);
    const delayMinutes = change?.delayMinutes ?? 0;
    const live = {
      ...set,
      delayMinutes,
      cancelled: change?.cancelled ?? false,
      sequence: change?.sequence ?? 0,
    };
    if (delayMinutes === 0) return { ...live, plannedStartTime: set.startTime };
    const startsAt = shifted(set.startsAt, delayMinutes);
    const endsAt = shifted(set.endsAt, delayMinutes);
    return {
      ...live,
      plannedStartTime: set.startTime,
      startsAt,
      endsAt,
      startTime: warsawTimeOfDay(startsAt),
      endTime: warsawTimeOfDay(endsAt),
    };
  });
}

/** What the days need for now/next (content's FestivalDay satisfies it). */
export interface MomentDay {
  readonly date: string;
  readonly opensAt: string;
  readonly lastConcertEndsAt: string;
}

export interface StageMoment {
  readonly stage: string;
  readonly now: LiveSet | undefined;
  readonly next: LiveSet | undefined;
  /** Whether no set has played on this stage yet today: then `next` is its first. */
  readonly beforeFirst: boolean;
}

export type FestivalMoment =
  /** Not one of the festival's days (or after the last one): nothing to show. */
  | { readonly kind: "outside" }
  /** A festival day before its gates open. */
  | { readonly kind: "before-gates"; readonly day: string; readonly opensAt: string }
  /** The gates are open: per stage, the set playing and the one after it. */
  | { readonly kind: "live"; readonly day: string; readonly stages: readonly StageMoment[] }
  /** After a day's last set, before the next festival day's date begins. */
  | {
      readonly kind: "between-days";
      readonly day: string;
      readonly opensAt: string;
      /** The next day's first set (not cancelled), if it has one. */
      readonly first: LiveSet | undefined;
      /** Whether that day is tomorrow's date in Warsaw. */
      readonly tomorrow: boolean;
    };

const at = (instant: string) => new Date(instant).getTime();

/** When a day's music stops: its last concert's hour, or a later (delayed) set's end. */
function dayEnd(day: MomentDay, sets: readonly LiveSet[]): number {
  const closing = at(festivalDayInstants(day).lastConcertEndsAt);
  return Math.max(closing, ...sets.filter((set) => !set.cancelled).map((set) => at(set.endsAt)));
}

function stageMoments(
  stages: readonly string[],
  sets: readonly LiveSet[],
  now: number,
): StageMoment[] {
  return stages.flatMap((stage) => {
    const onStage = sets.filter((set) => set.stage === stage && !set.cancelled);
    if (onStage.length === 0) return [];
    return [
      {
        stage,
        now: onStage.find((set) => at(set.startsAt) <= now && now < at(set.endsAt)),
        next: onStage.find((set) => at(set.startsAt) > now),
        beforeFirst: onStage.every((set) => at(set.startsAt) > now),
      },
    ];
  });
}

/** What to show at `now` (ms since the epoch); `stages` are stage ids in display order. */
export function festivalMoment(
  days: readonly MomentDay[],
  stages: readonly string[],
  sets: readonly LiveSet[],
  now: number,
): FestivalMoment {
  let previousEnd = Number.NEGATIVE_INFINITY;
  for (const [index, day] of days.entries()) {
    const daySets = sets.filter((set) => set.day === day.date);
    const midnight = at(warsawDateTime(day.date, "00:00"));
    const opens = at(warsawDateTime(day.date, day.opensAt));
    const end = dayEnd(day, daySets);
    if (now < midnight && index > 0 && now >= previousEnd) {
      const today = warsawIsoDate(new Date(now).toISOString());
      return {
        kind: "between-days",
        day: day.date,
        opensAt: day.opensAt,
        first: daySets.find((set) => !set.cancelled),
        tomorrow: nextIsoDate(today) === day.date,
      };
    }
    if (now >= Math.max(midnight, previousEnd) && now < opens) {
      return { kind: "before-gates", day: day.date, opensAt: day.opensAt };
    }
    if (now >= opens && now < end) {
      return { kind: "live", day: day.date, stages: stageMoments(stages, daySets, now) };
    }
    previousEnd = end;
  }
  return { kind: "outside" };
}
