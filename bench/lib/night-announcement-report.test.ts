import { describe, expect, it } from "vitest";
import type { PollFigures } from "./announcement-polls";
import { announcementChecks, pollCostRows, pollOwnCpuPercent } from "./night-announcement-report";
import { DEFAULT_ANNOUNCEMENTS, type AnnouncementResult } from "./night-announcements";
import { spread } from "./night-checks";

const shape = { ...DEFAULT_ANNOUNCEMENTS, screens: 2, phones: 30, rounds: 1 };
const polls: PollFigures = {
  answers: 40,
  perSecond: 2,
  notModifiedShare: 0.9,
  failed: 0,
  failures: {},
  resent: 0,
  latencyMs: spread([1, 2, 3]),
  wireBytesPerAnswer: 250,
  bodyBytesOf200: 110,
};

const lateChanges = [
  { setId: "2031-06-11-wydma", delayMinutes: 20, cancelled: false },
  { setId: "2031-06-12-latarnia", delayMinutes: 0, cancelled: true },
];

/** A phase where both screens got the one announcement and its clear, and the poll the changes. */
function result(overrides: Partial<AnnouncementResult> = {}): AnnouncementResult {
  return {
    shape,
    screensReady: 2,
    connectSeconds: 1,
    idle: { seconds: 20, cpuPercent: 1.5, rssBytes: 200 * 1024 * 1024 },
    polling: { seconds: 20, cpuPercent: 9.5, rssBytes: 210 * 1024 * 1024, polls },
    announcing: { seconds: 2, cpuPercent: 11, rssBytes: 211 * 1024 * 1024, polls },
    intendedPollsPerSecond: 2,
    changes: [
      { kind: "announce", version: 1, announcementId: 1, sentAt: 0 },
      { kind: "clear", version: 2, announcementId: null, sentAt: 750 },
    ],
    deliveries: { announce: [12, 30], clear: [8, 9], missing: [] },
    refused: [],
    lateChanges: { sent: lateChanges, answered: [...lateChanges].reverse(), refused: [] },
    ...overrides,
  };
}
const passes = (value: AnnouncementResult) => Object.values(announcementChecks(value));

describe("announcementChecks", () => {
  it("passes a phase where every screen followed quickly and every poll was answered", () => {
    expect(passes(result())).toEqual([true, true, true, true]);
  });

  it("fails delivery when a screen missed a change, never connected, or the lead was refused", () => {
    const missing = [{ kind: "announce" as const, version: 1, screens: 1 }];
    expect(passes(result({ deliveries: { announce: [12], clear: [8, 9], missing } }))[0]).toBe(
      false,
    );
    expect(passes(result({ screensReady: 1 }))[0]).toBe(false);
    expect(passes(result({ refused: ["announce 1: 403"], changes: [] }))[0]).toBe(false);
  });

  it("fails the target over 1 s at p99, and when nothing was timed at all", () => {
    const slow = result({ deliveries: { announce: [12, 1500], clear: [8, 9], missing: [] } });
    expect(passes(slow)[1]).toBe(false);
    expect(passes(result({ deliveries: { announce: [], clear: [], missing: [] } }))[1]).toBe(false);
  });

  it("fails when a poll got something else than 200 or 304", () => {
    expect(
      passes(result({ polling: { ...result().polling, polls: { ...polls, failed: 3 } } }))[2],
    ).toBe(false);
  });

  it("names the late changes made, and fails when one was refused or the poll left one out", () => {
    expect(Object.keys(announcementChecks(result()))[3]).toBe(
      "the poll carried every late change the lead made (1 delay, 1 cancellation)",
    );
    const refused = { sent: lateChanges, answered: lateChanges.slice(1), refused: ["403"] };
    expect(passes(result({ lateChanges: refused }))[3]).toBe(false);
    const missing = { sent: lateChanges, answered: lateChanges.slice(1), refused: [] };
    expect(passes(result({ lateChanges: missing }))[3]).toBe(false);
  });
});

describe("the poll's cost", () => {
  it("is the server's CPU with the phones minus with the screens alone", () => {
    expect(pollOwnCpuPercent(result())).toBe(8);
    const cpu = pollCostRows(result()).find((row) => row.measure.startsWith("server CPU"));
    expect(cpu).toEqual({
      measure: "server CPU (% of one core)",
      "screens only": "1.5 %",
      "+ phones polling": "9.5 %",
      "+ announcing": "11.0 %",
    });
  });

  it("names why the failed polls failed", () => {
    const failing = { ...polls, failed: 3, failures: { ECONNRESET: 2, "503": 1 } };
    const rows = pollCostRows(result({ announcing: { ...result().announcing, polls: failing } }));
    expect(rows.find((row) => row.measure.startsWith("failed"))).toMatchObject({
      "+ phones polling": "0",
      "+ announcing": "3 (ECONNRESET 2, 503 1)",
    });
  });
});
