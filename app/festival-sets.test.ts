import { describe, expect, it } from "vitest";
import { edition } from "#content-layer";
import { festivalDayInstants } from "#core/warsaw-time";
import { festivalSets } from "#core/festival-schedule";
import {
  asksForLateChanges as asks,
  ASKS_AFTER_LAST_SET_MS,
  ASKS_BEFORE_GATES_MS,
  programmeSpans,
} from "#core/programme-hours";
import { duringFestivalDays, FESTIVAL_SETS, PROGRAMME_SPANS } from "./festival-sets";

describe("the schedule the build works out (virtual:content/schedule)", () => {
  it("is what core computes from the edition's days", () => {
    expect(FESTIVAL_SETS).toEqual(festivalSets(edition.days));
    expect(PROGRAMME_SPANS).toEqual(programmeSpans(edition.days, festivalSets(edition.days)));
  });
});

describe("the edition's programme hours", () => {
  const firstGates = Date.parse(festivalDayInstants(edition.days[0]!).opensAt);
  const lastEnd = Date.parse(festivalDayInstants(edition.days.at(-1)!).lastConcertEndsAt);

  it("has one span per festival day, in order", () => {
    expect(PROGRAMME_SPANS.map((span) => span.day)).toEqual(edition.days.map((day) => day.date));
  });

  it("asks from hours before the first day's gates until hours after the last set", () => {
    expect(asks(PROGRAMME_SPANS, firstGates - ASKS_BEFORE_GATES_MS - 1)).toBe(false);
    expect(asks(PROGRAMME_SPANS, firstGates - ASKS_BEFORE_GATES_MS)).toBe(true);
    expect(asks(PROGRAMME_SPANS, lastEnd + ASKS_AFTER_LAST_SET_MS - 1)).toBe(true);
    expect(asks(PROGRAMME_SPANS, lastEnd + ASKS_AFTER_LAST_SET_MS)).toBe(false);
  });

  it("shows now/next over the same hours", () => {
    expect(duringFestivalDays(firstGates - ASKS_BEFORE_GATES_MS - 1)).toBe(false);
    expect(duringFestivalDays(firstGates)).toBe(true);
    expect(duringFestivalDays(lastEnd + ASKS_AFTER_LAST_SET_MS)).toBe(false);
  });
});
