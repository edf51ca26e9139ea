/**
 * Europe/Warsaw wall-clock time, computed from the EU summer-time rule instead of the browser's
 * time-zone database. Creating the first time-zone-aware `Intl.DateTimeFormat` loads ICU's zone
 * and locale data, ~100 ms of blocked main thread on a mid-range phone while /about hydrates;
 * the festival only ever needs Warsaw, whose rule is short and fixed (decision 012).
 *
 * Since 1996 Poland follows the EU rule: CEST (UTC+2) from the last Sunday of March, 01:00 UTC,
 * to the last Sunday of October, 01:00 UTC; CET (UTC+1) the rest of the year. The calendar
 * file's VTIMEZONE states the same rule. Unit tests check this module against ICU, hour by hour.
 */

import type { WallClock } from "./message-window";

/** The first year the current rule covers; earlier instants are refused rather than guessed. */
export const FIRST_YEAR_OF_EU_RULE = 1996;

/** The shared WallClock (month 1–12) plus the day of the week. */
export interface WarsawWallClock extends WallClock {
  /** 0 = Sunday … 6 = Saturday */
  readonly weekday: number;
}

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of the given month (0-based), when the EU clocks change. */
function lastSundayChange(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  const lastSunday = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, monthIndex, lastSunday, 1);
}

/** Warsaw's UTC offset at an instant, in hours: 2 in summer time, 1 otherwise. */
export function warsawOffsetHours(instant: Date): 1 | 2 {
  const year = instant.getUTCFullYear();
  if (Number.isNaN(year)) throw new RangeError("Not a date-time");
  if (year < FIRST_YEAR_OF_EU_RULE) {
    throw new RangeError(
      `Europe/Warsaw time is computed for ${FIRST_YEAR_OF_EU_RULE} onwards: ${instant.toISOString()}`,
    );
  }
  const time = instant.getTime();
  return time >= lastSundayChange(year, 2) && time < lastSundayChange(year, 9) ? 2 : 1;
}

/** The Warsaw wall clock at an ISO instant written with any offset (`2025-05-16T14:30:00Z`). */
export function warsawWallClock(isoInstant: string): WarsawWallClock {
  const instant = new Date(isoInstant);
  if (Number.isNaN(instant.getTime())) throw new Error(`Not a date-time: ${isoInstant}`);
  const local = new Date(instant.getTime() + warsawOffsetHours(instant) * HOUR);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: local.getUTCDay(),
  };
}

export const twoDigits = (value: number): string => String(value).padStart(2, "0");

/** "16:30": the Warsaw time of day at an instant, as Polish clocks write it. */
export function warsawTimeOfDay(isoInstant: string): string {
  const clock = warsawWallClock(isoInstant);
  return `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
}

/** "2025-05-16": the Warsaw calendar date an instant falls on. */
export function warsawIsoDate(isoInstant: string): string {
  const clock = warsawWallClock(isoInstant);
  return `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}`;
}

const HOUR_MINUTE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * "2025-05-16" + "16:30" → "2025-05-16T16:30:00+02:00": a Warsaw wall-clock time as an ISO
 * instant with its offset, as the calendar file and search engines want it. The offset is the one
 * in force at that wall-clock time (in the autumn's repeated hour, the summer one).
 */
export function warsawDateTime(isoDate: string, hourMinute: string): string {
  const time = HOUR_MINUTE.exec(hourMinute);
  if (time === null) throw new Error(`Not a time written HH:MM: ${hourMinute}`);
  const local = `${isoDate}T${hourMinute}:00`;
  const summer = new Date(`${local}+02:00`);
  if (Number.isNaN(summer.getTime())) throw new Error(`Not a date written YYYY-MM-DD: ${isoDate}`);
  return `${local}+0${warsawOffsetHours(summer)}:00`;
}

/** "2025-05-16" → "2025-05-17" */
export function nextIsoDate(isoDate: string): string {
  const next = new Date(`${isoDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * Whether a wall-clock time of a festival day falls after midnight, on the next calendar date:
 * a time before the day's gates open, and for an end time the opening hour itself (a whole day
 * later). "HH:MM" texts compare as the times they write.
 */
export function afterMidnight(
  opensAt: string,
  hourMinute: string,
  edge: "start" | "end" = "start",
): boolean {
  return edge === "start" ? hourMinute < opensAt : hourMinute <= opensAt;
}

/**
 * When one festival day opens and its last concert ends, as ISO instants with the Warsaw offset.
 * An end at or before the opening hour ("01:00" after "16:30") is after midnight, the next day.
 */
export function festivalDayInstants(day: {
  date: string;
  opensAt: string;
  lastConcertEndsAt: string;
}): { opensAt: string; lastConcertEndsAt: string } {
  const endDate = afterMidnight(day.opensAt, day.lastConcertEndsAt, "end")
    ? nextIsoDate(day.date)
    : day.date;
  return {
    opensAt: warsawDateTime(day.date, day.opensAt),
    lastConcertEndsAt: warsawDateTime(endDate, day.lastConcertEndsAt),
  };
}
