import type { Edition } from "#content-layer";
import { calendarDate, dateRange, weekdayDayAndMonth, dateWords } from "virtual:texts/dates";
import { nextIsoDate } from "#core/warsaw-time";

/**
 * The edition's days as /about lists them. Hours are Warsaw wall-clock times as content gives
 * them, whatever the visitor's zone.
 */

export interface FestivalDayHours {
  date: string;
  /** "piątek, 16 maja" */
  label: string;
  opensAt: string;
  lastConcertEndsAt: string;
  /** The date the last concert ends on: the next day when it ends after midnight. */
  endsOn: string;
}

export function festivalDayHours(edition: Pick<Edition, "days">): FestivalDayHours[] {
  return edition.days.map((day) => ({
    date: day.date,
    label: weekdayDayAndMonth(dateWords, calendarDate(day.date)),
    opensAt: day.opensAt,
    lastConcertEndsAt: day.lastConcertEndsAt,
    endsOn: day.lastConcertEndsAt <= day.opensAt ? nextIsoDate(day.date) : day.date,
  }));
}

/** "16–17 maja 2025": from the first day to the last. */
export function dateRangeLabel(edition: Pick<Edition, "days">): string {
  const first = edition.days[0];
  const last = edition.days.at(-1);
  if (!first || !last) return "";
  return dateRange(dateWords, calendarDate(first.date), calendarDate(last.date));
}
