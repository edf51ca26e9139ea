/**
 * A day of the calendar, the input of the date writer (core/dates/date-writer.ts).
 * Language-neutral, so that neither language's words load with the other's.
 */

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

/** "16.05" / "16/05" need the day and month on two digits. */
export const twoDigits = (value: number): string => String(value).padStart(2, "0");

/** "Sobota, 17 maja": the first letter in capitals. */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
