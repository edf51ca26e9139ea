import { describe, expect, it } from "vitest";
import { SET_DELAY_MAX_MINUTES } from "./contract/screen-control";
import { festivalSets } from "./festival-schedule";
import {
  ASKS_AFTER_LAST_SET_MS,
  ASKS_BEFORE_GATES_MS,
  asksForLateChanges,
  festivalOn,
  nextProgrammeEdge,
  PLAN_NEAR_MS,
  programmeSpans,
} from "./programme-hours";

const HOUR = 3_600_000;

/** Two days a day apart: Thursday and Saturday, the second with a set past midnight. */
const days = [
  {
    date: "2031-05-15",
    opensAt: "16:00",
    lastConcertEndsAt: "23:00",
    lineup: [{ acts: [{ name: "Alfa", stage: "main", startsAt: "17:00", endsAt: "18:00" }] }],
    studentStage: [],
  },
  {
    date: "2031-05-17",
    opensAt: "16:00",
    lastConcertEndsAt: "00:30",
    lineup: [{ acts: [{ name: "Beta", stage: "main", startsAt: "00:45", endsAt: "01:45" }] }],
    studentStage: [],
  },
];
const spans = programmeSpans(days, festivalSets(days));
const at = (instant: string) => Date.parse(instant);

describe("programme hours", () => {
  it("outlast the longest delay a lead can give", () => {
    expect(ASKS_AFTER_LAST_SET_MS).toBeGreaterThan(SET_DELAY_MAX_MINUTES * 60_000);
  });

  it("run per day from hours before the gates to hours after the last set, in Warsaw time", () => {
    expect(spans).toEqual([
      {
        day: "2031-05-15",
        from: at("2031-05-15T16:00:00+02:00") - ASKS_BEFORE_GATES_MS,
        until: at("2031-05-15T23:00:00+02:00") + ASKS_AFTER_LAST_SET_MS,
      },
      {
        day: "2031-05-17",
        from: at("2031-05-17T16:00:00+02:00") - ASKS_BEFORE_GATES_MS,
        // The set after midnight ends after the day's closing hour: the span follows it.
        until: at("2031-05-18T01:45:00+02:00") + ASKS_AFTER_LAST_SET_MS,
      },
    ]);
  });

  it("ask during a day's span and not in the gap between days", () => {
    expect(asksForLateChanges(spans, spans[0]!.from - 1)).toBe(false);
    expect(asksForLateChanges(spans, at("2031-05-15T19:50:00+02:00"))).toBe(true);
    expect(asksForLateChanges(spans, at("2031-05-16T12:00:00+02:00"))).toBe(false);
    // A set delayed past midnight is still followed at 01:00 and 03:00.
    expect(asksForLateChanges(spans, at("2031-05-18T01:00:00+02:00"))).toBe(true);
    expect(asksForLateChanges(spans, at("2031-05-18T04:45:00+02:00"))).toBe(true);
    expect(asksForLateChanges(spans, spans[1]!.until)).toBe(false);
  });

  it("keep the festival on across the gap, and near for a fortnight before", () => {
    expect(festivalOn(spans, at("2031-05-16T12:00:00+02:00"))).toBe(true);
    expect(festivalOn(spans, spans[1]!.until)).toBe(false);
    expect(festivalOn(spans, spans[0]!.from - PLAN_NEAR_MS, PLAN_NEAR_MS)).toBe(true);
    expect(festivalOn(spans, spans[0]!.from - PLAN_NEAR_MS - 1, PLAN_NEAR_MS)).toBe(false);
    expect(festivalOn(spans, spans[1]!.until, PLAN_NEAR_MS)).toBe(false);
  });

  it("name the next moment the answer changes, and none after the last span", () => {
    expect(nextProgrammeEdge(spans, 0)).toBe(spans[0]!.from);
    expect(nextProgrammeEdge(spans, spans[0]!.from)).toBe(spans[0]!.until);
    expect(nextProgrammeEdge(spans, spans[0]!.until + HOUR)).toBe(spans[1]!.from);
    expect(nextProgrammeEdge(spans, spans[1]!.until)).toBe(Infinity);
  });

  it("give no span and never ask for an edition without days", () => {
    expect(programmeSpans([], [])).toEqual([]);
    expect(festivalOn([], 0)).toBe(false);
    expect(festivalOn([], 0, PLAN_NEAR_MS)).toBe(false);
  });
});
