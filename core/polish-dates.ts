import type { WarsawWallClock } from "./warsaw-time";

/**
 * Polish day and month names for the festival's dates ("piątek, 16 maja", "16–17 maja 2025"),
 * as `Intl.DateTimeFormat("pl-PL")` writes them; a table, so that no ICU locale data loads
 * while a page hydrates. Unit tests compare every day of several years with ICU.
 */
const WEEKDAYS = [
  "niedziela",
  "poniedziałek",
  "wtorek",
  "środa",
  "czwartek",
  "piątek",
  "sobota",
] as const;

/** Months in the genitive, as in "16 maja". */
const MONTHS_GENITIVE = [
  "stycznia",
  "lutego",
  "marca",
  "kwietnia",
  "maja",
  "czerwca",
  "lipca",
  "sierpnia",
  "września",
  "października",
  "listopada",
  "grudnia",
] as const;

type CalendarDate = Pick<WarsawWallClock, "year" | "month" | "day" | "weekday">;

/** "16 maja" */
export function dayAndMonth(date: CalendarDate): string {
  return `${date.day} ${MONTHS_GENITIVE[date.month - 1]}`;
}

/** "piątek, 16 maja" */
export function weekdayDayAndMonth(date: CalendarDate): string {
  return `${WEEKDAYS[date.weekday]}, ${dayAndMonth(date)}`;
}

/** "17 maja 2025" */
export function fullDate(date: CalendarDate): string {
  return `${dayAndMonth(date)} ${date.year}`;
}
