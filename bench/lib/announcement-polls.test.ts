import { describe, expect, it } from "vitest";
import { duePolls, pollFigures, pollPhases } from "./announcement-polls";

describe("pollPhases", () => {
  it("gives each phone a sorted offset within the interval, the same for the same seed", () => {
    const phases = pollPhases(1000, 15_000, 3);
    expect(phases).toHaveLength(1000);
    expect(phases).toEqual([...phases].sort((a, b) => a - b));
    expect(phases.every((phase) => phase >= 0 && phase < 15_000)).toBe(true);
    expect(pollPhases(1000, 15_000, 3)).toEqual(phases);
    expect(pollPhases(1000, 15_000, 4)).not.toEqual(phases);
  });
});

describe("duePolls", () => {
  const intervalMs = 15_000;
  const phases = pollPhases(15_000, intervalMs, 18);

  /** Every poll due in [0, untilMs), asked in uneven windows that meet end to end. */
  function pollsInSteps(untilMs: number): number[] {
    const polls: number[] = [];
    let from = 0;
    for (let step = 0; from < untilMs; step++) {
      const to = Math.min(untilMs, from + 3 + (step % 7) * 4.5);
      polls.push(...duePolls(phases, intervalMs, from, to));
      from = to;
    }
    return polls;
  }

  it("has every phone poll exactly once per interval, however the ticks cut the time", () => {
    const once = pollsInSteps(intervalMs);
    expect(once).toHaveLength(15_000);
    expect(new Set(once).size).toBe(15_000);

    const thrice = pollsInSteps(3 * intervalMs);
    const counts = new Map<number, number>();
    for (const phone of thrice) counts.set(phone, (counts.get(phone) ?? 0) + 1);
    expect(counts.size).toBe(15_000);
    expect([...counts.values()].every((count) => count === 3)).toBe(true);
  });

  it("keeps the crowd at phones / interval: 15,000 phones every 15 s ask about 1,000 times a second", () => {
    for (let second = 0; second < 45; second++) {
      const due = duePolls(phases, intervalMs, second * 1000, (second + 1) * 1000).length;
      expect(due).toBeGreaterThan(880);
      expect(due).toBeLessThan(1120);
    }
  });

  it("spans a window across the end of an interval and asks nothing of an empty one", () => {
    const across = duePolls(phases, intervalMs, intervalMs - 500, intervalMs + 500);
    const before = duePolls(phases, intervalMs, intervalMs - 500, intervalMs);
    const after = duePolls(phases, intervalMs, intervalMs, intervalMs + 500);
    expect(across).toEqual([...before, ...after]);
    expect(duePolls(phases, intervalMs, 700, 700)).toEqual([]);
  });
});

describe("pollFigures", () => {
  it("gives the rate, the share of 304s, failures, latency and bytes per answer", () => {
    const answers = [
      { status: 200, ms: 4, bodyBytes: 120 },
      { status: 304, ms: 1, bodyBytes: 0 },
      { status: 304, ms: 2, bodyBytes: 0 },
      { status: 304, ms: 3, bodyBytes: 0, resent: true },
      { status: 503, ms: 5, bodyBytes: 60 },
      { status: 0, ms: 9, bodyBytes: 0, error: "ECONNRESET" },
    ];
    const figures = pollFigures(answers, 1800, 2);
    expect(figures).toMatchObject({
      answers: 6,
      perSecond: 3,
      notModifiedShare: 0.5,
      failed: 2,
      failures: { "503": 1, ECONNRESET: 1 },
      resent: 1,
      wireBytesPerAnswer: 300,
      bodyBytesOf200: 120,
    });
    expect(figures.latencyMs).toMatchObject({ n: 6, p50: 3.5, max: 9 });
  });

  it("says nothing it cannot know of a window without answers", () => {
    const figures = pollFigures([], 0, 20);
    expect(figures.perSecond).toBe(0);
    expect(figures.notModifiedShare).toBeNaN();
    expect(figures.wireBytesPerAnswer).toBeNaN();
    expect(figures.bodyBytesOf200).toBeNaN();
  });
});
