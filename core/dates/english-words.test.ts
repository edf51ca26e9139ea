import { nightAfter } from "./english-nights";
import { describe, expect, it } from "vitest";

import { calendarDate, type CalendarDate } from "./calendar-date";
import { englishDates } from "./english-words";
import { polishDates } from "./polish-words";

const day = calendarDate;
const {
  dateRange,
  dateRangeCapitals,
  dateRangeWithoutYear,
  dayAndMonth,
  dayCount,
  dayCountPhrase,
  dayDotMonth,
  dayHeading,
  dayRange,
  fullDate,
  onWeekday,
  weekdayAndDayDotMonth,
  weekdayDayAndMonth,
  weekdayName,
} = englishDates;
const DAY_MS = 24 * 60 * 60 * 1000;

const icu = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", ...options });
const icuWeekday = icu({ weekday: "long" });
const icuDayMonth = icu({ day: "numeric", month: "long" });
const icuWeekdayDayMonth = icu({ weekday: "long", day: "numeric", month: "long" });
const icuFull = icu({ day: "numeric", month: "long", year: "numeric" });
const icuFigures = icu({ day: "2-digit", month: "2-digit" });
const icuWeekdayFigures = icu({ weekday: "long", day: "2-digit", month: "2-digit" });

/**
 * ICU writes a range with thin spaces around the dash ("16 – 17 May 2025"); British running text
 * closes the dash up between two bare days ("16–17 May 2025") and keeps it spaced between dates
 * with their months ("30 May – 1 June 2026"). Only that spacing is normalised.
 */
const britishRange = (icuText: string): string =>
  icuText.replace(/\s/g, " ").replace(/^(\d+) – (\d+) /, "$1–$2 ");

const dateOf = (time: number): CalendarDate => {
  const instant = new Date(time);
  return {
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
    weekday: instant.getUTCDay(),
  };
};

describe("English date forms of an edition", () => {
  it("writes every day of 2024–2031 exactly as ICU's en-GB does", () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2032, 0, 1); time += DAY_MS) {
      const instant = new Date(time);
      const date = dateOf(time);
      const expected: Record<string, string> = {
        weekdayName: icuWeekday.format(instant),
        weekdayCapitals: icuWeekday.format(instant).toUpperCase(),
        dayAndMonth: icuDayMonth.format(instant),
        weekdayDayAndMonth: icuWeekdayDayMonth.format(instant),
        dayHeading: `${icuWeekday.format(instant)}, ${icuDayMonth.format(instant)}`,
        fullDate: icuFull.format(instant),
        dayDotMonth: icuFigures.format(instant),
        weekdayAndDayDotMonth: icuWeekdayFigures.format(instant),
        onWeekday: `on ${icuWeekday.format(instant)}`,
      };
      const actual: Record<string, string> = {
        weekdayName: weekdayName(date),
        weekdayCapitals: weekdayName(date).toUpperCase(),
        dayAndMonth: dayAndMonth(date),
        weekdayDayAndMonth: weekdayDayAndMonth(date),
        dayHeading: dayHeading(date),
        fullDate: fullDate(date),
        dayDotMonth: dayDotMonth(date),
        weekdayAndDayDotMonth: weekdayAndDayDotMonth(date),
        onWeekday: onWeekday(date),
      };
      for (const [form, text] of Object.entries(expected)) {
        if (actual[form] !== text) mismatches.push(`${instant.toISOString()} ${form}: ${text}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("writes every span of one, two and three days of 2024–2027 as ICU's en-GB ranges", () => {
    const withYear = icuFull;
    const withoutYear = icuDayMonth;
    const mismatches: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2028, 0, 1); time += DAY_MS) {
      for (const length of [0, 1, 2]) {
        const end = time + length * DAY_MS;
        const [first, last] = [dateOf(time), dateOf(end)];
        const icuRange = britishRange(withYear.formatRange(new Date(time), new Date(end)));
        const checks: [string, string][] = [
          [dateRange(first, last), icuRange],
          [dateRangeCapitals(first, last), icuRange.replace("–", "-").toUpperCase()],
        ];
        if (first.year === last.year) {
          const icuShort = britishRange(withoutYear.formatRange(new Date(time), new Date(end)));
          checks.push([dateRangeWithoutYear(first, last), icuShort]);
        }
        for (const [ours, theirs] of checks) {
          if (ours !== theirs) mismatches.push(`${ours} ≠ ${theirs}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("writes the 2025 edition's forms", () => {
    const [friday, saturday] = [day("2025-05-16"), day("2025-05-17")];
    expect(dateRange(friday, saturday)).toBe("16–17 May 2025");
    expect(dateRangeCapitals(friday, saturday)).toBe("16-17 MAY 2025");
    expect(dateRangeWithoutYear(friday, saturday)).toBe("16–17 May");
    expect(dayRange(friday, saturday)).toBe("16–17");
    expect(dayHeading(saturday)).toBe("Saturday, 17 May");
    expect(weekdayDayAndMonth(friday)).toBe("Friday 16 May");
    expect(`LINEUP ${weekdayName(friday).toUpperCase()}`).toBe("LINEUP FRIDAY");
    expect(dayDotMonth(day("2025-05-12"))).toBe("12/05");
    expect(weekdayAndDayDotMonth(friday)).toBe("Friday 16/05");
    expect(onWeekday(saturday)).toBe("on Saturday");
  });

  it("writes spans across months and years", () => {
    expect(dateRange(day("2026-05-30"), day("2026-06-01"))).toBe("30 May – 1 June 2026");
    expect(dateRangeWithoutYear(day("2026-05-30"), day("2026-06-01"))).toBe("30 May – 1 June");
    expect(dateRange(day("2030-12-31"), day("2031-01-02"))).toBe(
      "31 December 2030 – 2 January 2031",
    );
    expect(dateRangeCapitals(day("2030-12-31"), day("2031-01-02"))).toBe(
      "31 DECEMBER 2030 - 2 JANUARY 2031",
    );
    expect(dateRange(day("2031-06-12"), day("2031-06-12"))).toBe("12 June 2031");
  });

  it("counts days", () => {
    expect(dayCountPhrase(1)).toBe("One day");
    expect(dayCountPhrase(2)).toBe("Two days");
    expect(dayCountPhrase(12)).toBe("12 days");
    expect(dayCount(1)).toBe("1 day");
    expect(dayCount(2)).toBe("2 days");
  });

  it("offers the same functions as the Polish module", () => {
    expect(Object.keys(englishDates).sort()).toEqual(Object.keys(polishDates).sort());
  });
});

describe("nightAfter", () => {
  it("names the festival day's night", () => {
    expect(nightAfter(calendarDate("2025-05-17"))).toBe("Saturday night, after midnight");
  });
});
