/**
 * Every written form of a festival date the product uses, in Polish: "16–17 maja 2025",
 * "16-17 MAJA 2025", "Sobota, 17 maja", "piątek, 16 maja", "16.05", weekday names. The site, the
 * server and the artwork generator all write dates through this module, so a new edition's dates
 * change every page and picture at once (docs/new-edition.md).
 *
 * A table rather than `Intl.DateTimeFormat("pl-PL")`, so that no ICU locale data loads while a
 * page hydrates; unit tests compare every day of several years with ICU. The English pages write
 * the same forms through core/english-dates.ts (same names, see core/date-writer.ts).
 */
import { capitalise, twoDigits, type CalendarDate } from "./calendar-date.ts";
import type { DateWriter } from "./date-writer.ts";

// Every page imports the calendar day from its language's module.
export { calendarDate, type CalendarDate } from "./calendar-date.ts";

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

/** "piątek" */
export function weekdayName(date: CalendarDate): string {
  return WEEKDAYS[date.weekday] ?? "";
}

/** "On a weekday" with the preposition it takes: "w sobotę", "we wtorek". */
const ON_WEEKDAY = [
  "w niedzielę",
  "w poniedziałek",
  "we wtorek",
  "w środę",
  "w czwartek",
  "w piątek",
  "w sobotę",
] as const;

/** "w sobotę" */
export function onWeekday(date: CalendarDate): string {
  return ON_WEEKDAY[date.weekday] ?? "";
}

/** "16 maja" */
export function dayAndMonth(date: CalendarDate): string {
  return `${date.day} ${MONTHS_GENITIVE[date.month - 1]}`;
}

/** "piątek, 16 maja" */
export function weekdayDayAndMonth(date: CalendarDate): string {
  return `${weekdayName(date)}, ${dayAndMonth(date)}`;
}

/** "Sobota, 17 maja": a heading of one day. */
export function dayHeading(date: CalendarDate): string {
  return capitalise(weekdayDayAndMonth(date));
}

/** "17 maja 2025" */
export function fullDate(date: CalendarDate): string {
  return `${dayAndMonth(date)} ${date.year}`;
}

/** "16.05": how posters and the line-up write a day. */
export function dayDotMonth(date: CalendarDate): string {
  return `${twoDigits(date.day)}.${twoDigits(date.month)}`;
}

/** "Piątek 16.05" */
export function weekdayAndDayDotMonth(date: CalendarDate): string {
  return `${capitalise(weekdayName(date))} ${dayDotMonth(date)}`;
}

/**
 * The span of an edition's days, from the first to the last, in running text:
 * "17 maja 2025" (one day), "16–17 maja 2025" (one month), "30 maja – 1 czerwca 2026",
 * "30 grudnia 2030 – 2 stycznia 2031". `dash` is "–" in text; the footer writes "-".
 */
export function dateRange(first: CalendarDate, last: CalendarDate, dash = "–"): string {
  if (first.year !== last.year) return `${fullDate(first)} ${dash} ${fullDate(last)}`;
  if (first.month !== last.month) return `${dayAndMonth(first)} ${dash} ${fullDate(last)}`;
  if (first.day === last.day) return fullDate(last);
  return `${first.day}${dash}${fullDate(last)}`;
}

/** "16–17 maja", "30 maja – 1 czerwca": the span without its year, when the year stands beside it. */
export function dateRangeWithoutYear(first: CalendarDate, last: CalendarDate): string {
  if (first.year !== last.year) return dateRange(first, last);
  if (first.month !== last.month) return `${dayAndMonth(first)} – ${dayAndMonth(last)}`;
  return `${dayRange(first, last)} ${MONTHS_GENITIVE[last.month - 1]}`;
}

/** "16-17 MAJA 2025": the footer's and the posters' capitals, with a plain hyphen. */
export function dateRangeCapitals(first: CalendarDate, last: CalendarDate): string {
  return dateRange(first, last, "-").toUpperCase();
}

/** "16–17": the days alone, when the month and year stand elsewhere. */
export function dayRange(first: CalendarDate, last: CalendarDate): string {
  return first.day === last.day && first.month === last.month
    ? String(first.day)
    : `${first.day}–${last.day}`;
}

const COUNT_WORDS = ["zero", "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem"];

/** "Dwa dni", "Trzy dni", "Jeden dzień": how many days an edition lasts, as a sentence opens. */
export function dayCountPhrase(count: number): string {
  const word = COUNT_WORDS[count] ?? String(count);
  return capitalise(`${word} ${count === 1 ? "dzień" : "dni"}`);
}

/** "2 dni", "1 dzień" */
export function dayCount(count: number): string {
  return `${count} ${count === 1 ? "dzień" : "dni"}`;
}

/**
 * The functions above as one `DateWriter`, for code that takes the language as a value; a page
 * that imports single functions leaves this object (and nothing else) out of its bundle.
 */
export const dates = {
  weekdayName,
  onWeekday,
  dayAndMonth,
  weekdayDayAndMonth,
  dayHeading,
  fullDate,
  dayDotMonth,
  weekdayAndDayDotMonth,
  dateRange,
  dateRangeWithoutYear,
  dateRangeCapitals,
  dayRange,
  dayCountPhrase,
  dayCount,
} satisfies DateWriter;
