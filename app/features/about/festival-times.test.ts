import { describe, expect, it } from "vitest";
import { edition } from "../../../content";
import { dateRangeLabel, festivalDayHours } from "./festival-times";

describe("festival times (spec §9)", () => {
  it("gives each day's opening and last-concert times in Warsaw time", () => {
    expect(festivalDayHours(edition)).toEqual([
      {
        date: "2025-05-16",
        label: "piątek, 16 maja",
        opensAt: "16:30",
        lastConcertEndsAt: "23:30",
      },
      {
        date: "2025-05-17",
        label: "sobota, 17 maja",
        opensAt: "15:00",
        lastConcertEndsAt: "23:45",
      },
    ]);
  });

  it("writes the date range in Polish", () => {
    expect(dateRangeLabel(edition)).toBe("16–17 maja 2025");
  });
});
