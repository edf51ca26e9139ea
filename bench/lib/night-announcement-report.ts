import type { PollFigures } from "./announcement-polls";
import { ANNOUNCE_TARGET_MS, type AnnouncementResult } from "./night-announcements";
import { spread, type Spread } from "./night-checks";
import type { Timings } from "./night-clients";
import { answersEvery, describeLateChanges } from "./night-late-changes";

/**
 * The tables, checks and JSON record of the announcement phase of `npm run bench:night`
 * (bench/lib/night-announcements.ts): rows of plain values for `console.table`.
 */

const ms = (value: number) => (Number.isNaN(value) ? "–" : `${value.toFixed(1)} ms`);
const percent = (value: number) => (Number.isNaN(value) ? "–" : `${value.toFixed(1)} %`);
const bytes = (value: number) => (Number.isNaN(value) ? "–" : `${Math.round(value)} B`);
const mebibytes = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MiB`;

function latencyRow(measure: string, value: Spread, target?: number) {
  return {
    measure,
    n: value.n,
    p50: ms(value.p50),
    p95: ms(value.p95),
    p99: ms(value.p99),
    max: ms(value.max),
    target: target === undefined ? "" : `p99 ≤ ${target} ms`,
    result: target === undefined ? "" : value.p99 <= target ? "PASS" : "FAIL",
  };
}

/** Announcement → each screen, the clear likewise, and the lead's own requests. */
export function deliveryRows(result: AnnouncementResult, lead: Timings) {
  const requests = (endpoint: string) => spread(lead.byEndpoint.get(endpoint) ?? []);
  return [
    latencyRow(
      `announcement POST sent → its board on each of ${result.shape.screens} screens`,
      spread(result.deliveries.announce),
      ANNOUNCE_TARGET_MS,
    ),
    latencyRow(
      "clear (DELETE) sent → the board without it on each screen",
      spread(result.deliveries.clear),
    ),
    latencyRow("lead API: announce (POST answer)", requests("announce")),
    latencyRow("lead API: clear (DELETE answer)", requests("clear")),
    latencyRow("lead API: late change (PUT answer)", requests("late change")),
  ];
}

/**
 * The poll's cost, one row per figure and one column per stretch: the screens alone, the
 * phones polling too, and the phones polling while announcements go up and down.
 */
export function pollCostRows(result: AnnouncementResult) {
  const { idle, polling, announcing } = result;
  const asked = `${result.intendedPollsPerSecond.toFixed(0)}/s`;
  const figure = (label: string, show: (polls: PollFigures) => string) => ({
    measure: label,
    "screens only": "–",
    "+ phones polling": show(polling.polls),
    "+ announcing": show(announcing.polls),
  });
  return [
    {
      measure: "polls asked",
      "screens only": "–",
      "+ phones polling": asked,
      "+ announcing": asked,
    },
    figure("polls answered", (polls) => `${polls.perSecond.toFixed(0)}/s (${polls.answers})`),
    figure("304 Not Modified", (polls) => percent(polls.notModifiedShare * 100)),
    figure("failed (not 200/304)", (polls) => failedFigure(polls)),
    figure("sent again after a socket reset", (polls) => String(polls.resent)),
    figure("poll latency p50", (polls) => ms(polls.latencyMs.p50)),
    figure("poll latency p99", (polls) => ms(polls.latencyMs.p99)),
    figure("bytes per answer (headers + body)", (polls) => bytes(polls.wireBytesPerAnswer)),
    figure("body of a 200", (polls) => bytes(polls.bodyBytesOf200)),
    {
      measure: "server CPU (% of one core)",
      "screens only": percent(idle.cpuPercent),
      "+ phones polling": percent(polling.cpuPercent),
      "+ announcing": percent(announcing.cpuPercent),
    },
    {
      measure: "server RSS (at the end)",
      "screens only": mebibytes(idle.rssBytes),
      "+ phones polling": mebibytes(polling.rssBytes),
      "+ announcing": mebibytes(announcing.rssBytes),
    },
    {
      measure: "measured over",
      "screens only": `${idle.seconds.toFixed(0)} s`,
      "+ phones polling": `${polling.seconds.toFixed(0)} s`,
      "+ announcing": `${announcing.seconds.toFixed(0)} s`,
    },
  ];
}

/** What the polling alone costs the server: its CPU with the phones minus without them. */
export function pollOwnCpuPercent(result: AnnouncementResult): number {
  return result.polling.cpuPercent - result.idle.cpuPercent;
}

/** The phase's PASS/FAIL checks, labelled as printed. */
export function announcementChecks(result: AnnouncementResult): Record<string, boolean> {
  const { shape, deliveries } = result;
  const everyChange =
    result.screensReady === shape.screens &&
    result.refused.length === 0 &&
    result.changes.length === 2 * shape.rounds &&
    deliveries.missing.length === 0;
  return {
    [`every one of ${shape.screens} screens received every announcement and every clear (${shape.rounds} each)`]:
      everyChange,
    [`announcement → every screen p99 ≤ ${ANNOUNCE_TARGET_MS} ms with ${shape.screens} screens and ${shape.phones} phones polling`]:
      spread(deliveries.announce).p99 <= ANNOUNCE_TARGET_MS,
    "every poll of the phones answered 200 or 304":
      result.polling.polls.failed === 0 && result.announcing.polls.failed === 0,
    [`the poll carried every late change the lead made (${describeLateChanges(result.lateChanges.sent)})`]:
      result.lateChanges.refused.length === 0 &&
      answersEvery(result.lateChanges.sent, result.lateChanges.answered),
  };
}

/** Prints the phase's two tables and what went wrong, if anything. */
export function printAnnouncements(result: AnnouncementResult, lead: Timings): void {
  const { shape } = result;
  console.log(
    `\nAnnouncements: ${result.screensReady} of ${shape.screens} screens connected in ` +
      `${result.connectSeconds.toFixed(0)} s, ${shape.phones} phones polling:`,
  );
  console.table(deliveryRows(result, lead));
  for (const refusal of result.refused) console.log(`  refused: ${refusal}`);
  for (const { kind, version, screens } of result.deliveries.missing)
    console.log(`  missed: ${kind} (board ${version}) on ${screens} screens`);
  for (const refusal of result.lateChanges.refused)
    console.log(`  refused late change: ${refusal}`);
  console.log(
    `The public pages' poll: ${shape.phones} phones, GET /api/announcement every ` +
      `${shape.pollIntervalMs / 1000} s with If-None-Match, over ${shape.sockets} keep-alive ` +
      `sockets, each 200 carrying ${result.lateChanges.answered.length} late changes ` +
      `(${describeLateChanges(result.lateChanges.answered)}); the server with ${shape.screens} ` +
      "screens connected:",
  );
  console.table(pollCostRows(result));
  console.log(
    `The poll's own cost: ${pollOwnCpuPercent(result).toFixed(1)} % of one core ` +
      "(the server's CPU with the phones polling minus with the screens only).",
  );
}

/** The phase in the JSON copy of bench-results/: its figures, without every single arrival. */
export function announcementRecord(result: AnnouncementResult, lead: Timings) {
  return {
    shape: result.shape,
    screensReady: result.screensReady,
    connectSeconds: result.connectSeconds,
    idle: result.idle,
    polling: result.polling,
    announcing: result.announcing,
    intendedPollsPerSecond: result.intendedPollsPerSecond,
    pollOwnCpuPercent: pollOwnCpuPercent(result),
    announceToEachScreenMs: spread(result.deliveries.announce),
    clearToEachScreenMs: spread(result.deliveries.clear),
    leadEndpointsMs: Object.fromEntries(
      [...lead.byEndpoint].map(([endpoint, values]) => [endpoint, spread(values)]),
    ),
    changes: result.changes,
    missing: result.deliveries.missing,
    refused: result.refused,
    lateChanges: result.lateChanges,
  };
}

/** "0", or the count with its reasons, the most frequent first: "3 (ECONNRESET 2, 503 1)". */
function failedFigure(polls: PollFigures): string {
  if (polls.failed === 0) return "0";
  const reasons = Object.entries(polls.failures)
    .sort(([, a], [, b]) => b - a)
    .map(([reason, count]) => `${reason} ${count}`);
  return `${polls.failed} (${reasons.join(", ")})`;
}
