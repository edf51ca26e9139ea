import type { Edition } from "../../../content";
import { fullDate, weekdayDayAndMonth } from "../../../core/polish-dates";
import { warsawTimeOfDay, warsawWallClock } from "../../../core/warsaw-time";

/**
 * Wall-clock times of the edition, always in Europe/Warsaw whatever the visitor's zone (the
 * content schema fixes `timeZone` to Europe/Warsaw; see core/warsaw-time.ts for why not Intl).
 */

export interface FestivalDayHours {
  date: string;
  /** "piątek, 16 maja" */
  label: string;
  opensAt: string;
  lastConcertEndsAt: string;
}

export function festivalDayHours(edition: Pick<Edition, "days" | "timeZone">): FestivalDayHours[] {
  return edition.days.map((day) => ({
    date: day.date,
    label: weekdayDayAndMonth(warsawWallClock(day.opensAt)),
    opensAt: warsawTimeOfDay(day.opensAt),
    lastConcertEndsAt: warsawTimeOfDay(day.lastConcertEndsAt),
  }));
}

/** "16–17 maja 2025" for consecutive days in one month (the festival's case). */
export function dateRangeLabel(edition: Pick<Edition, "days" | "timeZone">): string {
  const first = edition.days[0];
  const last = edition.days.at(-1);
  if (!first || !last) return "";
  const start = warsawWallClock(first.opensAt);
  const end = warsawWallClock(last.opensAt);
  if (first === last) return fullDate(start);
  return `${start.day}–${fullDate(end)}`;
}
