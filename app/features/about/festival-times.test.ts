import { describe, expect, it } from "vitest";
import { testEdition } from "#tests/fixtures/test-edition";
import { dateRangeLabel, festivalDayHours } from "./festival-times";

describe("festival times", () => {
  it("gives each day's opening and last-concert times, a night past midnight ending the next day", () => {
    expect(festivalDayHours(testEdition)).toEqual([
      {
        date: "2031-06-11",
        label: "środa, 11 czerwca",
        opensAt: "17:00",
        lastConcertEndsAt: "23:00",
        endsOn: "2031-06-11",
      },
      {
        date: "2031-06-12",
        label: "czwartek, 12 czerwca",
        opensAt: "16:00",
        lastConcertEndsAt: "00:30",
        endsOn: "2031-06-13",
      },
      {
        date: "2031-06-13",
        label: "piątek, 13 czerwca",
        opensAt: "15:30",
        lastConcertEndsAt: "23:50",
        endsOn: "2031-06-13",
      },
    ]);
  });

  it("writes the date range in Polish", () => {
    expect(dateRangeLabel(testEdition)).toBe("11–13 czerwca 2031");
    expect(dateRangeLabel({ days: testEdition.days.slice(0, 1) })).toBe("11 czerwca 2031");
  });
});
