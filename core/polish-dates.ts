/**
 * Every written form of a festival date the product uses, in Polish: "16–17 maja 2025",
 * "16-17 MAJA 2025", "Sobota, 17 maja", "piątek, 16 maja", "16.05", weekday names. The site, the
 * server and the artwork generator all write dates through this module, so a new edition's dates
 * change every page and picture at once (docs/new-edition.md).
 *
 * A table rather than `Intl.DateTimeFormat("pl-PL")`, so that no ICU locale data loads while a
 * page hydrates; unit tests compare every day of several years with ICU.
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

/** A day of the calendar: month 1–12, weekday 0 = Sunday … 6 = Saturday. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2025-05-16" → the calendar day (a date has no time zone, so it is read in UTC). */
export function calendarDate(isoDate: string): CalendarDate {
  const match = ISO_DATE.exec(isoDate);
  const utc = match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)) : null;
  if (!utc || Number.isNaN(utc.getTime()) || utc.getUTCDate() !== +match![3]!) {
    throw new Error(`Not a date written YYYY-MM-DD: ${isoDate}`);
  }
  return {
    year: utc.getUTCFullYear(),
    month: utc.getUTCMonth() + 1,
    day: utc.getUTCDate(),
    weekday: utc.getUTCDay(),
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const twoDigits = (value: number): string => String(value).padStart(2, "0");

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
