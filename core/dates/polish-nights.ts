import type { CalendarDate } from "./calendar-date";

/*
 * The night after a festival day, for a set after midnight, in Polish. A module of its own, not
 * part of the date writer (core/dates/date-writer.ts): only the programme and now/next say it,
 * so it stays out of the code every page loads first.
 */

/** Weekdays in the genitive, as in "z piątku". */
const WEEKDAYS_GENITIVE = [
  "niedzieli",
  "poniedziałku",
  "wtorku",
  "środy",
  "czwartku",
  "piątku",
  "soboty",
] as const;

/** Weekdays in the accusative, as in "na sobotę". */
const WEEKDAYS_ACCUSATIVE = [
  "niedzielę",
  "poniedziałek",
  "wtorek",
  "środę",
  "czwartek",
  "piątek",
  "sobotę",
] as const;

/** "w nocy z piątku na sobotę"; "ze środy", since "z środy" is hard to say. */
export function nightAfter(date: CalendarDate): string {
  const from = WEEKDAYS_GENITIVE[date.weekday] ?? "";
  const to = WEEKDAYS_ACCUSATIVE[(date.weekday + 1) % 7] ?? "";
  return `w nocy ${from === "środy" ? "ze" : "z"} ${from} na ${to}`;
}
