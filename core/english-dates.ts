/**
 * Every written form of a festival date the English pages use, in British English as Warsaw's
 * universities write for international students: "16–17 May 2025", "16-17 MAY 2025",
 * "Saturday, 17 May", "Friday 16 May", "16/05", weekday names ("FRIDAY" in the line-up's
 * capitals), "2 days". The English counterpart of core/polish-dates.ts, function for function and
 * with the same signatures (core/date-writer.ts), so a page picks the module of its language
 * (docs/product.md#editions-and-content).
 *
 * A table rather than `Intl.DateTimeFormat("en-GB")`, for the same reason as the Polish module: no
 * ICU locale data loads while a page hydrates. Unit tests compare every day of several years with
 * ICU's en-GB. No Polish word is imported here, so an English page ships no Polish table.
 */
import { capitalise, twoDigits, type CalendarDate } from "./calendar-date";
import type { DateWriter } from "./date-writer";

// Every page imports the calendar day from its language's module.
export { calendarDate, type CalendarDate } from "./calendar-date";

const WEEKDAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "Friday": English capitalises weekdays anywhere in a sentence; "FRIDAY" is its capitals. */
export function weekdayName(date: CalendarDate): string {
  return WEEKDAYS[date.weekday] ?? "";
}

/** "on Saturday" */
export function onWeekday(date: CalendarDate): string {
  return `on ${weekdayName(date)}`;
}

/** "16 May": day before month, no ordinal, as British English writes it. */
export function dayAndMonth(date: CalendarDate): string {
  return `${date.day} ${MONTHS[date.month - 1]}`;
}

/** "Friday 16 May": in running text, without a comma (en-GB). */
export function weekdayDayAndMonth(date: CalendarDate): string {
  return `${weekdayName(date)} ${dayAndMonth(date)}`;
}

/** "Saturday, 17 May": a heading of one day, where the comma separates the two parts. */
export function dayHeading(date: CalendarDate): string {
  return `${weekdayName(date)}, ${dayAndMonth(date)}`;
}

/** "17 May 2025" */
export function fullDate(date: CalendarDate): string {
  return `${dayAndMonth(date)} ${date.year}`;
}

/**
 * "16/05": the day and month in figures, as en-GB writes them (the Polish module's "16.05"; the
 * name is shared so pages call one function).
 */
export function dayDotMonth(date: CalendarDate): string {
  return `${twoDigits(date.day)}/${twoDigits(date.month)}`;
}

/** "Friday 16/05" */
export function weekdayAndDayDotMonth(date: CalendarDate): string {
  return `${weekdayName(date)} ${dayDotMonth(date)}`;
}

/**
 * The span of an edition's days in running text: "17 May 2025" (one day), "16–17 May 2025" (one
 * month: an unspaced en dash), "30 May – 1 June 2026", "30 December 2030 – 2 January 2031"
 * (spaced between full dates). `dash` is "–" in text; the footer's capitals write "-".
 */
export function dateRange(first: CalendarDate, last: CalendarDate, dash = "–"): string {
  if (first.year !== last.year) return `${fullDate(first)} ${dash} ${fullDate(last)}`;
  if (first.month !== last.month) return `${dayAndMonth(first)} ${dash} ${fullDate(last)}`;
  if (first.day === last.day) return fullDate(last);
  return `${first.day}${dash}${fullDate(last)}`;
}

/** "16–17 May", "30 May – 1 June": the span without its year, when the year stands beside it. */
export function dateRangeWithoutYear(first: CalendarDate, last: CalendarDate): string {
  if (first.year !== last.year) return dateRange(first, last);
  if (first.month !== last.month) return `${dayAndMonth(first)} – ${dayAndMonth(last)}`;
  return `${dayRange(first, last)} ${MONTHS[last.month - 1]}`;
}

/** "16-17 MAY 2025": the footer's and the posters' capitals, with a plain hyphen. */
export function dateRangeCapitals(first: CalendarDate, last: CalendarDate): string {
  return dateRange(first, last, "-").toUpperCase();
}

/** "16–17": the days alone, when the month and year stand elsewhere. */
export function dayRange(first: CalendarDate, last: CalendarDate): string {
  return first.day === last.day && first.month === last.month
    ? String(first.day)
    : `${first.day}–${last.day}`;
}

const COUNT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven"];

/** "Two days", "One day": how many days an edition lasts, as a sentence opens. */
export function dayCountPhrase(count: number): string {
  const word = COUNT_WORDS[count] ?? String(count);
  return capitalise(`${word} ${count === 1 ? "day" : "days"}`);
}

/** "2 days", "1 day" */
export function dayCount(count: number): string {
  return `${count} ${count === 1 ? "day" : "days"}`;
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
