import { quantile } from "./stats";

/**
 * The figures and correctness checks of `npm run bench:night`, from what its clients recorded.
 * Pure, so the unit tests can feed them made-up nights.
 */

export interface Spread {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  return {
    n: values.length,
    p50: quantile(values, 0.5),
    p95: quantile(values, 0.95),
    p99: quantile(values, 0.99),
    max: values.length === 0 ? NaN : Math.max(...values),
  };
}

/** One decision request a bench moderator sent. */
export interface DecisionRecord {
  id: number;
  moderator: string;
  decision: "approve" | "reject";
  status: number;
  /** The error code of a refusal (already_decided, claimed_by_other). */
  code?: string;
  /** When its answer arrived. */
  at: number;
}

/** A row of the audit trail's CSV export. */
export interface TrailRow {
  actor: string;
  action: string;
  submissionId: number | null;
}

/**
 * The rows of GET /api/moderation/audit.csv (server/moderation/audit-csv.ts). Only the first
 * five cells are read; none of them can hold a comma or a quote (numbers, an instant, a
 * moderator's name, an action), so splitting there is safe and the free-text detail cell, last,
 * is left alone.
 */
export function parseTrailCsv(csv: string): TrailRow[] {
  const rows: TrailRow[] = [];
  for (const line of csv.split("\r\n").slice(1)) {
    const [id, , actor, action, submission] = line.split(",");
    if (!id || !/^\d+$/.test(id) || actor === undefined || action === undefined) continue;
    rows.push({
      actor,
      action,
      submissionId: submission && /^\d+$/.test(submission) ? Number(submission) : null,
    });
  }
  return rows;
}

export interface DecisionCheck {
  /** Items with more than one successful decision request. */
  appliedTwice: number[];
  /** Successful decisions the trail does not record with the same moderator and action. */
  missingFromTrail: number[];
  /** Items the trail records as decided (approve/reject) more than once. */
  decidedTwiceInTrail: number[];
  refusals: Record<string, number>;
}

export function checkDecisions(
  decisions: readonly DecisionRecord[],
  trail: readonly TrailRow[],
): DecisionCheck {
  const successes = new Map<number, number>();
  const refusals: Record<string, number> = {};
  for (const decision of decisions) {
    if (decision.status === 200) {
      successes.set(decision.id, (successes.get(decision.id) ?? 0) + 1);
    } else {
      const key = `${decision.status} ${decision.code ?? ""}`.trim();
      refusals[key] = (refusals[key] ?? 0) + 1;
    }
  }
  const recorded = new Set<string>();
  const trailDecisions = new Map<number, number>();
  for (const row of trail) {
    if (row.submissionId === null) continue;
    recorded.add(`${row.submissionId} ${row.actor} ${row.action}`);
    if (row.action === "approve" || row.action === "reject") {
      trailDecisions.set(row.submissionId, (trailDecisions.get(row.submissionId) ?? 0) + 1);
    }
  }
  return {
    appliedTwice: [...successes].filter(([, count]) => count > 1).map(([id]) => id),
    missingFromTrail: decisions
      .filter((decision) => decision.status === 200)
      .filter(
        (decision) => !recorded.has(`${decision.id} ${decision.moderator} ${decision.decision}`),
      )
      .map((decision) => decision.id),
    decidedTwiceInTrail: [...trailDecisions].filter(([, count]) => count > 1).map(([id]) => id),
    refusals,
  };
}

export interface ScreenCheck {
  /** Per approved item: its approve answer's arrival to its event on the last screen (ms). */
  toLastScreen: number[];
  /** Approved items some screen never showed. */
  missing: number[];
  /** Items a screen showed more than once. */
  repeated: number[];
  /** Items a screen showed that no moderator approved. */
  unexpected: number[];
}

/**
 * `approvedAt`: each approved item's approve answer time, by id. `screens`: each screen's event
 * arrival times by id.
 */
export function checkScreens(
  approvedAt: ReadonlyMap<number, number>,
  screens: ReadonlyArray<ReadonlyMap<number, readonly number[]>>,
): ScreenCheck {
  const result: ScreenCheck = { toLastScreen: [], missing: [], repeated: [], unexpected: [] };
  for (const [id, answeredAt] of approvedAt) {
    const firsts = screens.map((screen) => screen.get(id)?.[0]);
    if (firsts.some((time) => time === undefined)) result.missing.push(id);
    else result.toLastScreen.push(Math.max(...(firsts as number[])) - answeredAt);
  }
  const repeated = new Set<number>();
  const unexpected = new Set<number>();
  for (const screen of screens) {
    for (const [id, times] of screen) {
      if (times.length > 1) repeated.add(id);
      if (!approvedAt.has(id)) unexpected.add(id);
    }
  }
  result.repeated = [...repeated];
  result.unexpected = [...unexpected];
  return result;
}
