import type { CalendarDate } from "./calendar-date";

/**
 * What a page writes about a festival date, in one language (docs/product.md#editions-and-content,
 * on written dates). core/polish-dates.ts and core/english-dates.ts each export these
 * functions under these names, so a page of either language imports the same names from its own
 * module; each module also exports them as one object, `dates`, checked with `satisfies DateWriter`, so the
 * two cannot drift apart. Type-only: importing this costs a page nothing.
 *
 * Hours ("16:30") are not here: both languages write them on the 24-hour clock
 * (core/warsaw-time.ts).
 */
export interface DateWriter {
  /** "piątek" / "Friday" */
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
  /** "16.05" / "16/05": the day and month in figures. */
  dayDotMonth(date: CalendarDate): string;
  /** "Piątek 16.05" / "Friday 16/05" */
  weekdayAndDayDotMonth(date: CalendarDate): string;
  /** "16–17 maja 2025" / "16–17 May 2025"; `dash` is "-" in the capitals form. */
  dateRange(first: CalendarDate, last: CalendarDate, dash?: string): string;
  /** "16–17 maja" / "16–17 May" */
  dateRangeWithoutYear(first: CalendarDate, last: CalendarDate): string;
  /** "16-17 MAJA 2025" / "16-17 MAY 2025" */
  dateRangeCapitals(first: CalendarDate, last: CalendarDate): string;
  /** "16–17" */
  dayRange(first: CalendarDate, last: CalendarDate): string;
  /** "Dwa dni" / "Two days": as a sentence opens. */
  dayCountPhrase(count: number): string;
  /** "2 dni" / "2 days" */
  dayCount(count: number): string;
}
