import { nightAfter } from "./polish-nights";
import { describe, expect, it } from "vitest";
import { calendarDate } from "./calendar-date";
import { polishDates } from "./polish-words";
import { festivalDayInstants, nextIsoDate, warsawDateTime } from "../warsaw-time";

const day = calendarDate;
const {
  onWeekday,
  dateRange,
  dateRangeCapitals,
  dateRangeWithoutYear,
  dayCount,
  dayCountPhrase,
  dayDotMonth,
  dayHeading,
  dayRange,
  weekdayAndDayDotMonth,
  weekdayName,
} = polishDates;

describe("Polish date forms of an edition", () => {
  it("reads a calendar date with its weekday", () => {
    expect(day("2031-06-11")).toEqual({ year: 2031, month: 6, day: 11, weekday: 3 });
    expect(() => day("2031-02-30")).toThrow();
    expect(() => day("11.06.2031")).toThrow();
  });

  it("writes the span of the days in every form the site uses", () => {
    expect(dateRange(day("2031-06-11"), day("2031-06-13"))).toBe("11–13 czerwca 2031");
    expect(dateRangeCapitals(day("2031-06-11"), day("2031-06-13"))).toBe("11-13 CZERWCA 2031");
    expect(dateRangeWithoutYear(day("2031-06-11"), day("2031-06-13"))).toBe("11–13 czerwca");
    expect(dayRange(day("2031-06-11"), day("2031-06-13"))).toBe("11–13");
    expect(dateRange(day("2031-06-12"), day("2031-06-12"))).toBe("12 czerwca 2031");
    expect(dateRangeWithoutYear(day("2031-06-12"), day("2031-06-12"))).toBe("12 czerwca");
    expect(dateRange(day("2026-05-30"), day("2026-06-01"))).toBe("30 maja – 1 czerwca 2026");
    expect(dateRangeWithoutYear(day("2026-05-30"), day("2026-06-01"))).toBe("30 maja – 1 czerwca");
    expect(dateRange(day("2030-12-31"), day("2031-01-02"))).toBe(
      "31 grudnia 2030 – 2 stycznia 2031",
    );
  });

  it("names one day", () => {
    expect(weekdayName(day("2031-06-11"))).toBe("środa");
    expect(dayHeading(day("2031-06-12"))).toBe("Czwartek, 12 czerwca");
    expect(dayDotMonth(day("2031-06-01"))).toBe("01.06");
    expect(weekdayAndDayDotMonth(day("2031-06-13"))).toBe("Piątek 13.06");
  });

  it("counts days", () => {
    expect(dayCountPhrase(1)).toBe("Jeden dzień");
    expect(dayCountPhrase(3)).toBe("Trzy dni");
    expect(dayCount(1)).toBe("1 dzień");
    expect(dayCount(4)).toBe("4 dni");
  });
});

describe("festival days in Warsaw time", () => {
  it("writes a wall-clock time with the offset in force", () => {
    expect(warsawDateTime("2031-06-11", "17:00")).toBe("2031-06-11T17:00:00+02:00");
    expect(warsawDateTime("2031-01-11", "17:00")).toBe("2031-01-11T17:00:00+01:00");
    expect(() => warsawDateTime("2031-06-11", "25:00")).toThrow();
  });

  it("ends a night past midnight on the next day", () => {
    expect(nextIsoDate("2031-06-30")).toBe("2031-07-01");
    expect(
      festivalDayInstants({ date: "2031-06-12", opensAt: "16:00", lastConcertEndsAt: "00:30" }),
    ).toEqual({
      opensAt: "2031-06-12T16:00:00+02:00",
      lastConcertEndsAt: "2031-06-13T00:30:00+02:00",
    });
  });
});

describe("onWeekday", () => {
  it("puts each weekday in the accusative with its preposition", () => {
    // 2025-05-11 was a Sunday.
    expect(
      [11, 12, 13, 14, 15, 16, 17].map((day) => onWeekday(calendarDate(`2025-05-${day}`))),
    ).toEqual([
      "w niedzielę",
      "w poniedziałek",
      "we wtorek",
      "w środę",
      "w czwartek",
      "w piątek",
      "w sobotę",
    ]);
  });
});

describe("nightAfter", () => {
  it("names the night from the festival day to the next, in the genitive and the accusative", () => {
    expect(
      [11, 12, 13, 14, 15, 16, 17].map((day) => nightAfter(calendarDate(`2025-05-${day}`))),
    ).toEqual([
      "w nocy z niedzieli na poniedziałek",
      "w nocy z poniedziałku na wtorek",
      "w nocy z wtorku na środę",
      "w nocy ze środy na czwartek",
      "w nocy z czwartku na piątek",
      "w nocy z piątku na sobotę",
      "w nocy z soboty na niedzielę",
    ]);
  });
});
