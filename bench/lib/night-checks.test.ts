import { describe, expect, it } from "vitest";
import { auditCsv } from "#server/moderation/audit-csv";
import {
  checkDecisions,
  checkScreens,
  parseTrailCsv,
  spread,
  type DecisionRecord,
} from "./night-checks";

describe("spread", () => {
  it("gives the median, the 95th and 99th percentiles and the maximum, NaN when empty", () => {
    const values = Array.from({ length: 101 }, (_, index) => 100 - index);
    expect(spread(values)).toEqual({ n: 101, p50: 50, p95: 95, p99: 99, max: 100 });
    expect(spread([]).p99).toBeNaN();
  });
});

describe("parseTrailCsv", () => {
  it("reads who did what to which message from the export, whatever the detail holds", () => {
    const csv = auditCsv([
      {
        id: 1,
        at: "2026-05-16T20:00:00.000Z",
        actor: "ola",
        action: "approve",
        submissionId: 7,
        detail: '3 kopie, "Sto lat"',
      },
      {
        id: 2,
        at: "2026-05-16T20:00:01.000Z",
        actor: "serwer",
        action: "auto_reject",
        submissionId: 8,
        detail: "link",
      },
      {
        id: 3,
        at: "2026-05-16T20:00:02.000Z",
        actor: "ewa",
        action: "sign_in",
        submissionId: null,
        detail: "",
      },
    ]);
    expect(parseTrailCsv(csv)).toEqual([
      { actor: "ola", action: "approve", submissionId: 7 },
      { actor: "serwer", action: "auto_reject", submissionId: 8 },
      { actor: "ewa", action: "sign_in", submissionId: null },
    ]);
  });
});

describe("checkDecisions", () => {
  const decision = (
    id: number,
    moderator: string,
    status = 200,
    code?: string,
  ): DecisionRecord => ({
    id,
    moderator,
    decision: "approve",
    status,
    code,
    at: 0,
  });

  it("passes decisions made once and recorded in the trail, and counts the refusals", () => {
    const check = checkDecisions(
      [decision(1, "ola"), decision(1, "ewa", 409, "already_decided"), decision(2, "ewa")],
      [
        { actor: "ola", action: "approve", submissionId: 1 },
        { actor: "ewa", action: "approve", submissionId: 2 },
      ],
    );
    expect(check).toEqual({
      appliedTwice: [],
      missingFromTrail: [],
      decidedTwiceInTrail: [],
      refusals: { "409 already_decided": 1 },
    });
  });

  it("finds a decision applied twice, one the trail lost and one the trail has twice", () => {
    const check = checkDecisions(
      [decision(1, "ola"), decision(1, "ewa"), decision(2, "ola")],
      [
        { actor: "ola", action: "approve", submissionId: 1 },
        { actor: "ewa", action: "approve", submissionId: 1 },
      ],
    );
    expect(check.appliedTwice).toEqual([1]);
    expect(check.missingFromTrail).toEqual([2]);
    expect(check.decidedTwiceInTrail).toEqual([1]);
  });
});

describe("checkScreens", () => {
  it("measures to the last screen and finds missing, repeated and unexpected messages", () => {
    const approved = new Map([
      [1, 100],
      [2, 200],
      [3, 300],
    ]);
    const screens = [
      new Map([
        [1, [110]],
        [2, [205, 206]],
        [3, [301]],
      ]),
      new Map([
        [1, [140]],
        [2, [210]],
        [9, [400]],
      ]),
    ];
    expect(checkScreens(approved, screens)).toEqual({
      toLastScreen: [40, 10],
      missing: [3],
      repeated: [2],
      unexpected: [9],
    });
  });
});
