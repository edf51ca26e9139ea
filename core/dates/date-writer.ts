/**
 * Every written form of a festival date the product uses (docs/product.md#editions-and-content,
 * on written dates), written once for every language: a language brings only its words
 * (core/dates/polish-words.ts, core/dates/english-words.ts), and the forms are put together here,
 * so the two languages cannot drift apart in how a span or a heading is built.
 *
 * A table of words rather than `Intl.DateTimeFormat`, so that no ICU locale data loads while a
 * page hydrates; unit tests compare the forms with ICU's for every day of several years
 * (core/dates/english-words.test.ts, core/warsaw-time.test.ts). Hours ("16:30") are not here:
 * both languages write them on the 24-hour clock (core/warsaw-time.ts).
 */
import { capitalise, twoDigits, type CalendarDate } from "./calendar-date.ts";

/** The words and marks one language writes dates with; indexes as `CalendarDate` counts them. */
export interface DateWords {
  /** Weekday 0 = Sunday … 6 = Saturday, as running text writes it: "piątek" / "Friday". */
  readonly weekdays: readonly string[];
  /** "On a weekday" with its preposition: "w sobotę", "we wtorek" / "on Saturday". */
  readonly onWeekdays: readonly string[];
  /** Month 1 at index 0, in the form a day takes before it: "16 maja" / "16 May". */
  readonly months: readonly string[];
  /** Between the weekday and the day in running text: "piątek, 16 maja" / "Friday 16 May". */
  readonly afterWeekday: string;
  /** Between the day and the month in figures: "16.05" / "16/05". */
  readonly figureMark: string;
  /** How many days, in words, from zero, as a sentence opens with them: "dwa" / "two". */
  readonly countWords: readonly string[];
  /** "dzień" / "day" after 1, "dni" / "days" after any other count. */
  readonly day: string;
  readonly days: string;
}

/** What a page writes about a festival date, in one language: the forms below, bound to its words. */
export interface DateWriter {
  /** "piątek" / "Friday" ("FRIDAY" is its capitals) */
  weekdayName(date: CalendarDate): string;
  /** "w sobotę" / "on Saturday" */
  onWeekday(date: CalendarDate): string;
  /** "16 maja" / "16 May" */
  dayAndMonth(date: CalendarDate): string;
  /** "piątek, 16 maja" / "Friday 16 May": in running text. */
  weekdayDayAndMonth(date: CalendarDate): string;
  /** "Sobota, 17 maja" / "Saturday, 17 May": a heading of one day. */
  dayHeading(date: CalendarDate): string;
  /** "17 maja 2025" / "17 May 2025" */
  fullDate(date: CalendarDate): string;
  /** "16.05" / "16/05": the day and month in figures, as posters and the line-up write a day. */
  dayDotMonth(date: CalendarDate): string;
  /** "Piątek 16.05" / "Friday 16/05" */
  weekdayAndDayDotMonth(date: CalendarDate): string;
  /**
   * The span of an edition's days in running text: "17 maja 2025" (one day), "16–17 maja 2025"
   * (one month), "30 maja – 1 czerwca 2026", "30 grudnia 2030 – 2 stycznia 2031". `dash` is "–"
   * in text; the footer's capitals write "-".
   */
  dateRange(first: CalendarDate, last: CalendarDate, dash?: string): string;
  /** "16–17 maja", "30 maja – 1 czerwca": the span without its year, when the year stands beside it. */
  dateRangeWithoutYear(first: CalendarDate, last: CalendarDate): string;
  /** "16-17 MAJA 2025" / "16-17 MAY 2025": the footer's and the posters' capitals. */
  dateRangeCapitals(first: CalendarDate, last: CalendarDate): string;
  /** "16–17": the days alone, when the month and year stand elsewhere. */
  dayRange(first: CalendarDate, last: CalendarDate): string;
  /** "Dwa dni" / "Two days": how many days an edition lasts, as a sentence opens. */
  dayCountPhrase(count: number): string;
  /** "2 dni" / "2 days" */
  dayCount(count: number): string;
}

/*
 * Each form is a function of its own taking the language's words first, so that a page's bundle
 * keeps only the forms it writes (docs/decisions/012 on what a page loads first); `dateWriter`
 * binds them to one language for code that does not count bytes (the server, the build, tests).
 */

export const weekdayName = (words: DateWords, date: CalendarDate): string =>
  words.weekdays[date.weekday] ?? "";

export const onWeekday = (words: DateWords, date: CalendarDate): string =>
  words.onWeekdays[date.weekday] ?? "";

export const dayAndMonth = (words: DateWords, date: CalendarDate): string =>
  `${date.day} ${words.months[date.month - 1]}`;

export const weekdayDayAndMonth = (words: DateWords, date: CalendarDate): string =>
  `${weekdayName(words, date)}${words.afterWeekday}${dayAndMonth(words, date)}`;

/** A heading separates the weekday with a comma in both languages. */
export const dayHeading = (words: DateWords, date: CalendarDate): string =>
  capitalise(`${weekdayName(words, date)}, ${dayAndMonth(words, date)}`);

export const fullDate = (words: DateWords, date: CalendarDate): string =>
  `${dayAndMonth(words, date)} ${date.year}`;

export const dayDotMonth = (words: DateWords, date: CalendarDate): string =>
  `${twoDigits(date.day)}${words.figureMark}${twoDigits(date.month)}`;

export const weekdayAndDayDotMonth = (words: DateWords, date: CalendarDate): string =>
  `${capitalise(weekdayName(words, date))} ${dayDotMonth(words, date)}`;

export const dateRange = (
  words: DateWords,
  first: CalendarDate,
  last: CalendarDate,
  dash = "–",
): string => {
  const end = fullDate(words, last);
  if (first.year !== last.year) return `${fullDate(words, first)} ${dash} ${end}`;
  if (first.month !== last.month) return `${dayAndMonth(words, first)} ${dash} ${end}`;
  if (first.day === last.day) return end;
  return `${first.day}${dash}${end}`;
};

export const dateRangeWithoutYear = (
  words: DateWords,
  first: CalendarDate,
  last: CalendarDate,
): string => {
  if (first.year !== last.year) return dateRange(words, first, last);
  if (first.month !== last.month) {
    return `${dayAndMonth(words, first)} – ${dayAndMonth(words, last)}`;
  }
  return `${dayRange(first, last)} ${words.months[last.month - 1]}`;
};

export const dateRangeCapitals = (
  words: DateWords,
  first: CalendarDate,
  last: CalendarDate,
): string => dateRange(words, first, last, "-").toUpperCase();

/** The same in every language: figures and a dash. */
export const dayRange = (first: CalendarDate, last: CalendarDate): string =>
  first.day === last.day && first.month === last.month
    ? String(first.day)
    : `${first.day}–${last.day}`;

const dayWord = (words: DateWords, count: number) => (count === 1 ? words.day : words.days);

export const dayCountPhrase = (words: DateWords, count: number): string =>
  capitalise(`${words.countWords[count] ?? String(count)} ${dayWord(words, count)}`);

export const dayCount = (words: DateWords, count: number): string =>
  `${count} ${dayWord(words, count)}`;

/** Every form bound to one language's words. */
export function dateWriter(words: DateWords): DateWriter {
  return {
    weekdayName: (date) => weekdayName(words, date),
    onWeekday: (date) => onWeekday(words, date),
    dayAndMonth: (date) => dayAndMonth(words, date),
    weekdayDayAndMonth: (date) => weekdayDayAndMonth(words, date),
    dayHeading: (date) => dayHeading(words, date),
    fullDate: (date) => fullDate(words, date),
    dayDotMonth: (date) => dayDotMonth(words, date),
    weekdayAndDayDotMonth: (date) => weekdayAndDayDotMonth(words, date),
    dateRange: (first, last, dash) => dateRange(words, first, last, dash),
    dateRangeWithoutYear: (first, last) => dateRangeWithoutYear(words, first, last),
    dateRangeCapitals: (first, last) => dateRangeCapitals(words, first, last),
    dayRange,
    dayCountPhrase: (count) => dayCountPhrase(words, count),
    dayCount: (count) => dayCount(words, count),
  };
}
