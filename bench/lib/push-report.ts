import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Spread } from "./night-checks";

/**
 * The checks, table and results file of `bench:push` (docs/performance/push.md), from what its
 * crowd measured.
 */

/** The targets of the night's notifications. */
export const PUSH_TARGETS = { fanOutMs: 30_000, remindersMs: 60_000, announcementP99Ms: 150 };

export interface PushPhaseFigures {
  /** The pushes' arrivals at the push service, from the change or their due time. */
  pushes: Spread;
  /** The lead's announcement to every screen meanwhile. */
  announcement: Spread;
  submissions: Spread;
  /** This process's own event-loop delay meanwhile (ms). */
  benchLoop: { p99: number; max: number };
}

export interface PushBenchFigures {
  quick: boolean;
  shape: string;
  size: { phones: number; starring: number; screens: number };
  subscribeSeconds: number;
  subscribeRetries: number;
  /** /api/submissions alone, before any fan-out: its spread. */
  baseline: Spread;
  fanOut: PushPhaseFigures;
  reminders: PushPhaseFigures;
  /** Pushes the stand-in refused (a VAPID signature that did not verify). */
  refusals: number;
  /** The 1-minute load average at the start and at the end, and the cores. */
  loadAverage: { start: number; end: number; cores: number };
}

export interface Check {
  name: string;
  pass: boolean;
}

export function pushChecks(figures: PushBenchFigures): Check[] {
  const { size, baseline, fanOut, reminders } = figures;
  const target = PUSH_TARGETS;
  /** "Within its spread": the p99 at most twice the quiet p99, or 25 ms above it. */
  const withinSpread = (during: Spread) =>
    during.p99 <= Math.max(2 * baseline.p99, baseline.p99 + 25);
  return [
    {
      name: `all ${size.starring} late-change pushes within ${target.fanOutMs / 1000} s`,
      pass: fanOut.pushes.n === size.starring && fanOut.pushes.max <= target.fanOutMs,
    },
    {
      name: `announcement to ${size.screens} screens during the fan-out, p99 ≤ ${target.announcementP99Ms} ms`,
      pass: fanOut.announcement.p99 <= target.announcementP99Ms,
    },
    {
      name: "/api/submissions p99 during the fan-out within its spread",
      pass: withinSpread(fanOut.submissions),
    },
    {
      name: `all ${size.phones} reminders within ${target.remindersMs / 1000} s of their time`,
      pass: reminders.pushes.n === size.phones && reminders.pushes.max <= target.remindersMs,
    },
    {
      name: `announcement to ${size.screens} screens during the reminders, p99 ≤ ${target.announcementP99Ms} ms`,
      pass: reminders.announcement.p99 <= target.announcementP99Ms,
    },
    {
      name: "/api/submissions p99 during the reminders within its spread",
      pass: withinSpread(reminders.submissions),
    },
    { name: "every push's VAPID signature verified", pass: figures.refusals === 0 },
  ];
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "—");
const row = (label: string, figures: Spread) =>
  `| ${label} | ${figures.n} | ${ms(figures.p50)} | ${ms(figures.p99)} | ${ms(figures.max)} |`;
const loop = (label: string, figures: PushPhaseFigures) =>
  `the bench's own event loop during ${label}: p99 ${ms(figures.benchLoop.p99)}, max ${ms(figures.benchLoop.max)}`;

/** The table and the checks, as printed. */
export function pushReport(figures: PushBenchFigures, checks: readonly Check[]): string {
  const { fanOut, reminders, baseline, loadAverage } = figures;
  return [
    "",
    "| What | n | p50 | p99 | max |",
    "| --- | --- | --- | --- | --- |",
    row("late change → push service (from the lead's change)", fanOut.pushes),
    row("reminders → push service (from their due time)", reminders.pushes),
    row("announcement → screens, during the fan-out", fanOut.announcement),
    row("announcement → screens, during the reminders", reminders.announcement),
    row("/api/submissions, before", baseline),
    row("/api/submissions, during the fan-out", fanOut.submissions),
    row("/api/submissions, during the reminders", reminders.submissions),
    "",
    `${figures.shape}; ${loop("the fan-out", fanOut)}; ${loop("the reminders", reminders)}`,
    `load average ${loadAverage.start.toFixed(1)} at the start, ${loadAverage.end.toFixed(1)} at the end, on ${loadAverage.cores} cores`,
    "",
    ...checks.map((check) => `${check.pass ? "PASS" : "FAIL"} ${check.name}`),
  ].join("\n");
}

/** Writes bench-results/push-<time>.json; resolves to its path. */
export function writePushResults(
  root: string,
  figures: PushBenchFigures,
  checks: readonly Check[],
): string {
  const resultsDir = path.join(root, "bench-results");
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(resultsDir, `push-${stamp}.json`);
  writeFileSync(file, JSON.stringify({ ...figures, checks }, null, 2));
  return file;
}
