import { describe, expect, it } from "vitest";
import { festivalSets, type ScheduleDayInput } from "#core/festival-schedule";
import { answersEvery, describeLateChanges, nightLateChanges } from "./night-late-changes";

const day = (date: string, acts: [string, string, string][]): ScheduleDayInput => ({
  date,
  opensAt: "16:00",
  lastConcertEndsAt: "23:59",
  lineup: [
    { acts: acts.map(([name, startsAt, endsAt]) => ({ name, stage: "main", startsAt, endsAt })) },
  ],
  studentStage: [],
});

describe("the late changes of bench:night", () => {
  it("delays the first day's last three sets and cancels the last day's first", () => {
    const sets = festivalSets([
      day("2031-06-11", [
        ["A", "17:00", "18:00"],
        ["B", "18:30", "19:30"],
        ["C", "20:00", "21:00"],
        ["D", "21:30", "22:30"],
      ]),
      day("2031-06-12", [
        ["E", "17:00", "18:00"],
        ["F", "19:00", "20:00"],
      ]),
    ]);
    const changes = nightLateChanges(sets);
    expect(changes).toEqual([
      { setId: "2031-06-11-b", delayMinutes: 15, cancelled: false },
      { setId: "2031-06-11-c", delayMinutes: 20, cancelled: false },
      { setId: "2031-06-11-d", delayMinutes: 30, cancelled: false },
      { setId: "2031-06-12-e", delayMinutes: 0, cancelled: true },
    ]);
    expect(describeLateChanges(changes)).toBe("3 delays, 1 cancellation");
  });

  it("makes do with a small edition: one day of two sets", () => {
    const sets = festivalSets([
      day("2031-06-11", [
        ["A", "17:00", "18:00"],
        ["B", "18:30", "19:30"],
      ]),
    ]);
    expect(nightLateChanges(sets)).toEqual([
      { setId: "2031-06-11-a", delayMinutes: 20, cancelled: false },
      { setId: "2031-06-11-b", delayMinutes: 30, cancelled: false },
    ]);
    expect(nightLateChanges([])).toEqual([]);
  });

  it("checks a poll's answer holds the changes made, whatever their order", () => {
    const a = { setId: "a", delayMinutes: 15, cancelled: false };
    const b = { setId: "b", delayMinutes: 0, cancelled: true };
    expect(answersEvery([a, b], [b, a])).toBe(true);
    expect(answersEvery([a, b], [a])).toBe(false);
    expect(answersEvery([a], [{ ...a, delayMinutes: 20 }])).toBe(false);
    expect(answersEvery([], [])).toBe(true);
    // The server answers with a count of changes, and keeps a set put back on plan: on plan.
    const restored = { setId: "c", delayMinutes: 0, cancelled: false, sequence: 2 };
    expect(answersEvery([a, b], [{ ...b, sequence: 1 }, restored, { ...a, sequence: 3 }])).toBe(
      true,
    );
    expect(describeLateChanges([a, b, restored])).toBe("1 delay, 1 cancellation, 1 back on plan");
  });
});
