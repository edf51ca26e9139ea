import { describe, expect, it } from "vitest";
import { polishDates } from "./dates/polish-words";
import { afterMidnight, warsawOffsetHours, warsawTimeOfDay, warsawWallClock } from "./warsaw-time";

const { dayAndMonth, fullDate, weekdayDayAndMonth } = polishDates;

/** The wall clock's numeric fields, in the order `warsawWallClock` answers them. */
const CLOCK_FIELDS = ["year", "month", "day", "hour", "minute", "second"] as const;

// ICU, the reference this module replaces in the browser: checked here, at test time only.
const icuWallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Warsaw",
  ...Object.fromEntries(CLOCK_FIELDS.map((field) => [field, "numeric"] as const)),
  weekday: "short",
  hourCycle: "h23",
});
const WEEKDAY_INDEX: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

function icu(instant: Date) {
  const parts = Object.fromEntries(
    icuWallClock.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    ...Object.fromEntries(CLOCK_FIELDS.map((field) => [field, Number(parts[field])])),
    weekday: WEEKDAY_INDEX[parts.weekday!],
  };
}

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe("Europe/Warsaw wall clock", () => {
  it("agrees with ICU every hour from 2024 to 2030", () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2031, 0, 1); time += HOUR) {
      const instant = new Date(time);
      const ours = warsawWallClock(instant.toISOString());
      if (JSON.stringify(ours) !== JSON.stringify(icu(instant))) {
        mismatches.push(instant.toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("agrees with ICU a minute either side of every clock change from 1996 to 2060", () => {
    const mismatches: string[] = [];
    for (let year = 1996; year <= 2060; year += 1) {
      for (const month of [2, 9]) {
        // Every hour of the last week of March and October, when the clocks change.
        for (
          let time = Date.UTC(year, month, 24);
          time < Date.UTC(year, month + 1, 1);
          time += HOUR
        ) {
          for (const instant of [
            new Date(time - MINUTE),
            new Date(time),
            new Date(time + MINUTE),
          ]) {
            if (
              JSON.stringify(warsawWallClock(instant.toISOString())) !==
              JSON.stringify(icu(instant))
            ) {
              mismatches.push(instant.toISOString());
            }
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  // Summer time starts at 01:00 UTC on the last Sunday of March and ends on October's.
  it.each([
    ["2031-03-30T00:59:59Z", 1],
    ["2031-03-30T01:00:00Z", 2],
    ["2031-10-26T00:59:59Z", 2],
    ["2031-10-26T01:00:00Z", 1],
  ])("switches to summer time and back: %s is UTC+%i", (instant, hours) => {
    expect(warsawOffsetHours(new Date(instant))).toBe(hours);
  });

  it.each([
    ["2031-06-11T14:30:00Z", "16:30"],
    ["2031-06-11T16:30:00+02:00", "16:30"],
    ["2031-06-12T07:05:00+09:00", "00:05"],
    ["2031-01-10T08:00:00Z", "09:00"],
  ])("reads instants written with any offset: %s is %s in Warsaw", (instant, time) => {
    expect(warsawTimeOfDay(instant)).toBe(time);
  });

  it("refuses what it cannot answer instead of guessing", () => {
    expect(() => warsawWallClock("16 maja, 16:30")).toThrow("Not a date-time");
    expect(() => warsawWallClock("1990-05-16T12:00:00Z")).toThrow(RangeError);
  });
});

describe("Polish dates", () => {
  const icuWeekdayDayMonth = new Intl.DateTimeFormat("pl-PL", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
  });
  const icuDayMonth = new Intl.DateTimeFormat("pl-PL", {
    timeZone: "UTC",
    day: "numeric",
    month: "long",
  });
  const icuFull = new Intl.DateTimeFormat("pl-PL", {
    timeZone: "UTC",
    day: "numeric",
    month: "long",
    year: "numeric",
  });

  it("writes every day of 2024–2027 exactly as ICU's pl-PL does", () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += 24 * HOUR) {
      const instant = new Date(time);
      const date = {
        year: instant.getUTCFullYear(),
        month: instant.getUTCMonth() + 1,
        day: instant.getUTCDate(),
        weekday: instant.getUTCDay(),
      };
      if (
        weekdayDayAndMonth(date) !== icuWeekdayDayMonth.format(instant) ||
        dayAndMonth(date) !== icuDayMonth.format(instant) ||
        fullDate(date) !== icuFull.format(instant)
      ) {
        mismatches.push(instant.toISOString().slice(0, 10));
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("names the festival's days", () => {
    expect(weekdayDayAndMonth(warsawWallClock("2031-06-11T16:30:00+02:00"))).toBe(
      "środa, 11 czerwca",
    );
    expect(fullDate(warsawWallClock("2031-06-12T23:45:00+02:00"))).toBe("12 czerwca 2031");
  });
});

describe("afterMidnight", () => {
  it("puts a time before the gates open on the next date, and an end at the opening hour too", () => {
    expect(afterMidnight("16:30", "23:45")).toBe(false);
    expect(afterMidnight("16:30", "00:30")).toBe(true);
    expect(afterMidnight("16:30", "16:30", "start")).toBe(false);
    expect(afterMidnight("16:30", "16:30", "end")).toBe(true);
    expect(afterMidnight("16:30", "16:29", "start")).toBe(true);
  });
});
