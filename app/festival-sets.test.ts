import { describe, expect, it } from "vitest";
import { edition } from "../content";
import { SET_DELAY_MAX_MINUTES } from "../core/contract/screen-control";
import { festivalDayInstants, warsawDateTime } from "../core/warsaw-time";
import { duringFestivalDays, LATE_CHANGE_MARGIN_MS } from "./festival-sets";

describe("the festival's days, for now/next", () => {
  const firstMidnight = Date.parse(warsawDateTime(edition.days[0]!.date, "00:00"));
  const lastEnd = Date.parse(festivalDayInstants(edition.days.at(-1)!).lastConcertEndsAt);

  it("begin at midnight of the first day, Warsaw time", () => {
    expect(duringFestivalDays(firstMidnight - 1)).toBe(false);
    expect(duringFestivalDays(firstMidnight)).toBe(true);
  });

  it("end after the last concert, later than the longest delay could push it", () => {
    expect(LATE_CHANGE_MARGIN_MS).toBeGreaterThan(SET_DELAY_MAX_MINUTES * 60_000);
    expect(duringFestivalDays(lastEnd + SET_DELAY_MAX_MINUTES * 60_000)).toBe(true);
    expect(duringFestivalDays(lastEnd + LATE_CHANGE_MARGIN_MS)).toBe(false);
  });
});
