/**
 * `npm run bench:night` (docs/performance/night.md): a compressed stadium night played
 * against the built server (`npm run build` first), then the moderation panel timed with 10,000
 * items waiting.
 *
 * Starts `server/main.ts` on a fresh SQLite data directory (`-- --postgres <url>`: on that
 * PostgreSQL database instead, which should be empty) with SUBMISSIONS_ANY_TIME=1 and the rate
 * limits raised (every client here is 127.0.0.1). `-- --topology` plays it through production's
 * shape instead: the release (`npm run release` first) on two instances on a PostgreSQL of its
 * own behind Caddy over HTTPS (bench/lib/night-topology.ts), measuring all three processes. 1,000 devices send 3,000 messages
 * (bench/lib/night-plan.ts), each device's first with a real proof of work solved beforehand,
 * the rest with its device cookie; 3 moderators created with `npm run moderators -- add` decide
 * through the API (bench/lib/night-moderators.ts) while 4 screens follow the event stream.
 * Last, 1,000 screens and 15,000 phones polling the announcement with the night's late changes to
 * the schedule in force (3 delays and a cancellation, bench/lib/night-late-changes.ts): what the
 * poll costs the server, and the lead's announcements timed to every screen
 * (bench/lib/night-announcements.ts).
 *
 * Prints queue depth over time, waits, approve → every screen, the panel's response times and
 * PASS/FAIL checks, and writes it all to bench-results/night-<time>.json. Exits 1 when a check
 * or a target fails. BENCH_NIGHT_SECONDS (default 210) sets the length of the night;
 * BENCH_NIGHT_SCALE (default 1) below 1 shrinks everything, to try the bench out (the targets are
 * only meant at 1).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { SubmissionCounts } from "#core/contract";
import {
  checkDecisions,
  checkScreens,
  parseTrailCsv,
  spread,
  type Spread,
} from "./lib/night-checks";
import { addModerator, Screen, solvedProofs, StaffClient, Timings } from "./lib/night-clients";
import { newModerationRecord } from "./lib/night-moderators";
import { DEFAULT_NIGHT, distinctTexts, planNight } from "./lib/night-plan";
import { DEPTH_SAMPLE_MS, fillQueue, playNight, timePanel } from "./lib/night-phases";
import {
  announcementChecks,
  announcementRecord,
  printAnnouncements,
} from "./lib/night-announcement-report";
import { DEFAULT_ANNOUNCEMENTS, playAnnouncements } from "./lib/night-announcements";
import { describeLateChanges, nightLateChanges } from "./lib/night-late-changes";
import { serveBuild } from "#tests/support/serve-build";
import { contentDir, loadEdition } from "#content-layer/load";
import { festivalSets } from "#core/festival-schedule";

const ROOT = path.resolve(import.meta.dirname, "..");
/** BENCH_NIGHT_SCALE < 1 shrinks the crowd and the full queue, to try the bench itself out. */
const SCALE = Number(process.env.BENCH_NIGHT_SCALE ?? 1);
const scaled = (value: number) => Math.max(1, Math.round(value * SCALE));
const NIGHT = {
  ...DEFAULT_NIGHT,
  nightMs: Number(process.env.BENCH_NIGHT_SECONDS ?? 210) * 1000,
  submissions: scaled(DEFAULT_NIGHT.submissions),
  devices: scaled(DEFAULT_NIGHT.devices),
  floodMessagesEach: scaled(DEFAULT_NIGHT.floodMessagesEach),
  zalgoMessages: scaled(DEFAULT_NIGHT.zalgoMessages),
  linkMessages: scaled(DEFAULT_NIGHT.linkMessages),
};
const MODERATORS = ["ola", "bartek", "zuza"];
const LEAD = { name: "koordynator", password: "bench-night-koordynator" };
const SCREENS = 4;
const FULL_QUEUE = scaled(10_000);
const PANEL_ROUNDS = 60;
const PANEL_TARGET_MS = 100;
const SCREEN_TARGET_MS = 250;
/** Every client is 127.0.0.1: the per-address limits would stop the night at its first minute. */
const RAISED_LIMIT = "1000000";
const ANNOUNCEMENTS = {
  ...DEFAULT_ANNOUNCEMENTS,
  screens: scaled(DEFAULT_ANNOUNCEMENTS.screens),
  phones: scaled(DEFAULT_ANNOUNCEMENTS.phones),
  // The sets of the edition the server runs (CONTENT_DIR, as the server reads it).
  lateChanges: nightLateChanges(festivalSets(loadEdition(contentDir()).days)),
};

const argument = (flag: string) => {
  const index = process.argv.indexOf(flag);
  return index === -1 ? undefined : process.argv[index + 1];
};
if (process.argv.includes("--topology")) {
  // The release behind Caddy on two instances: started there, then this bench runs against it.
  const { benchThroughTopology } = await import("./lib/night-topology");
  process.exit(await benchThroughTopology(nightEnvironment()));
}
const databaseUrl = argument("--postgres");
/** A server already running (the topology): its address and the processes to measure. */
const targetUrl = argument("--url");
const targetPids = (argument("--pids") ?? "").split(",").filter(Boolean).map(Number);
if (targetUrl && (!databaseUrl || targetPids.length === 0)) {
  throw new Error("--url needs --postgres <its database> and --pids <its processes>");
}
const buildDir = path.resolve(ROOT, process.env.BUILD_DIR || "build", "client");
if (!existsSync(buildDir)) throw new Error(`no build at ${buildDir}: run npm run build first`);

/** What the night's server runs with, here or on each instance of the topology. */
function nightEnvironment(): Record<string, string> {
  return {
    SUBMISSIONS_ANY_TIME: "1",
    MODERATOR_PASSWORD: LEAD.password,
    RATE_LIMIT_PER_MINUTE: RAISED_LIMIT,
    RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE: RAISED_LIMIT,
    RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE: RAISED_LIMIT,
    // 1,000 screens of the last phase come from this one address, over the cap of 512.
    MAX_CONNECTIONS_PER_ADDRESS: "0",
  };
}

const ms = (value: number) => (Number.isNaN(value) ? "–" : `${value.toFixed(1)} ms`);
const spreadRow = (label: string, value: Spread, target?: number) => ({
  measure: label,
  n: value.n,
  p50: ms(value.p50),
  p99: ms(value.p99),
  max: ms(value.max),
  target: target === undefined ? "" : `p99 ≤ ${target} ms`,
  result: target === undefined ? "" : value.p99 <= target ? "PASS" : "FAIL",
});
const secondsRow = (label: string, value: Spread) => ({
  ...spreadRow(label, value),
  p50: `${value.p50.toFixed(1)} s`,
  p99: `${value.p99.toFixed(1)} s`,
  max: `${value.max.toFixed(1)} s`,
});
const endpointSpreads = (timings: Timings) =>
  Object.fromEntries(
    [...timings.byEndpoint].map(([endpoint, values]) => [endpoint, spread(values)]),
  );

const dataDir = mkdtempSync(path.join(tmpdir(), "juwenalia-night-"));
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  ...nightEnvironment(),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
const passwords = await Promise.all(MODERATORS.map((name) => addModerator(env, name)));
const server = targetUrl
  ? { url: targetUrl, pids: targetPids, stop: async () => {} }
  : await serveBuild(env).then((served) => ({ ...served, pids: [served.process.pid!] }));
const screens = Array.from({ length: SCREENS }, () => new Screen());
let failed = false;
try {
  const { url } = server;
  const storage = `${databaseUrl ? "PostgreSQL" : "SQLite"}${
    targetUrl ? `, ${server.pids.length} processes measured` : ""
  }`;
  console.log(`bench:night against ${url} (${storage}, Node ${process.version})`);
  console.log(
    `Rate limits raised to ${RAISED_LIMIT}/min (RATE_LIMIT_PER_MINUTE, RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE, ` +
      "RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE) and MAX_CONNECTIONS_PER_ADDRESS=0 (no cap): " +
      "every client of the bench is 127.0.0.1.",
  );
  const loadAtStart = loadavg()[0]!;
  const nightTimings = new Timings();
  const moderators = await Promise.all(
    MODERATORS.map((name, index) => StaffClient.signIn(url, name, passwords[index]!, nightTimings)),
  );
  const lead = await StaffClient.signIn(url, LEAD.name, LEAD.password, nightTimings);
  for (const screen of screens) await screen.open(url);

  const plan = planNight(NIGHT);
  process.stdout.write(`Solving ${NIGHT.devices} real proofs of work (one per device)… `);
  const solving = performance.now();
  const proofs = await solvedProofs(url, NIGHT.devices);
  console.log(`${((performance.now() - solving) / 1000).toFixed(0)} s`);
  const floods = new Map(
    plan
      .filter((entry) => entry.kind === "flood")
      .map((entry) => [entry.message, String(entry.device)]),
  );

  console.log(
    `Playing a ${NIGHT.nightMs / 1000} s night: ${plan.length} messages from ${NIGHT.devices} devices…`,
  );
  const night = await playNight({
    url,
    plan,
    proofs,
    moderators,
    lead,
    floodOf: (message) => floods.get(message),
    seed: NIGHT.seed,
  });
  const nightRecord = night.record;

  console.log(`Filling the queue with ${FULL_QUEUE} items, then timing the panel…`);
  const fillStarted = performance.now();
  const filled = await fillQueue(url, distinctTexts(NIGHT.seed + 1, FULL_QUEUE));
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  const panelTimings = new Timings();
  const panelModerators = await Promise.all(
    MODERATORS.map((name, index) => StaffClient.signIn(url, name, passwords[index]!, panelTimings)),
  );
  const pendingBefore = (await lead.request<SubmissionCounts>("counts", "/api/moderation/counts"))
    .body.pending;
  const panelRecord = newModerationRecord();
  await timePanel(panelModerators, PANEL_ROUNDS, panelRecord);
  await new Promise((resolve) => setTimeout(resolve, 2000));

  // Checks.
  const trailCsv = await lead.request<string>("audit.csv", "/api/moderation/audit.csv");
  const decisions = [...nightRecord.decisions, ...panelRecord.decisions];
  const decisionCheck = checkDecisions(decisions, parseTrailCsv(trailCsv.body));
  const screenArrivals = screens.map((screen) => screen.arrivals);
  const nightScreens = checkScreens(nightRecord.approvedAt, screenArrivals);
  const allScreens = checkScreens(
    new Map([...nightRecord.approvedAt, ...panelRecord.approvedAt]),
    screenArrivals,
  );
  const counts = (await lead.request<SubmissionCounts>("counts", "/api/moderation/counts")).body;
  const stored = night.arrivals.size + filled;
  const waits = [...nightRecord.decidedAt]
    .filter(([id]) => night.arrivals.has(id))
    .map(([id, at]) => (at - night.arrivals.get(id)!) / 1000);
  const nightSpreads = endpointSpreads(nightTimings);
  const panelSpreads = endpointSpreads(panelTimings);
  const screenSpread = spread(nightScreens.toLastScreen);
  const panelTargets = ["claims", "figures", "counts", "pending list"];
  const checks = {
    "no decision lost (every 200 decision in the trail and, approved, on the screens)":
      decisionCheck.missingFromTrail.length === 0 && allScreens.missing.length === 0,
    "no decision applied twice (no second 200, the trail decides each item once)":
      decisionCheck.appliedTwice.length === 0 && decisionCheck.decidedTwiceInTrail.length === 0,
    "every message stored is counted once (pending + approved + rejected = 201 answers)":
      counts.pending + counts.approved + counts.rejected === stored,
    "every approved item reached all 4 screens exactly once, nothing else shown":
      allScreens.missing.length === 0 &&
      allScreens.repeated.length === 0 &&
      allScreens.unexpected.length === 0,
    [`panel p99 ≤ ${PANEL_TARGET_MS} ms with ${pendingBefore} pending (claims, figures, counts, list)`]:
      pendingBefore >= FULL_QUEUE &&
      panelTargets.every(
        (endpoint) => (panelSpreads[endpoint]?.p99 ?? Infinity) <= PANEL_TARGET_MS,
      ),
    [`approve → every screen p99 ≤ ${SCREEN_TARGET_MS} ms`]: screenSpread.p99 <= SCREEN_TARGET_MS,
  };

  console.log(
    `${ANNOUNCEMENTS.screens} screens on the stream, late changes to the schedule ` +
      `(${describeLateChanges(ANNOUNCEMENTS.lateChanges)}), then ${ANNOUNCEMENTS.phones} phones ` +
      `polling the announcement every ${ANNOUNCEMENTS.pollIntervalMs / 1000} s, then ` +
      `${ANNOUNCEMENTS.rounds} announcements put up and cleared…`,
  );
  const leadTimings = new Timings();
  const announcingLead = await StaffClient.signIn(url, LEAD.name, LEAD.password, leadTimings);
  const announcements = await playAnnouncements(url, server.pids, announcingLead, ANNOUNCEMENTS);
  Object.assign(checks, announcementChecks(announcements));
  failed = Object.values(checks).includes(false);

  console.log(
    `\nQueue depth during the night (every ${DEPTH_SAMPLE_MS / 1000} s; the last row after the queue was emptied):`,
  );
  console.table(
    night.depth.map((sample) => ({
      "t (s)": sample.seconds,
      "pending items": sample.pendingItems,
      "pending messages": sample.pendingMessages,
    })),
  );
  console.log("Answers to the visitors' submissions, by kind of message (status, rule code):");
  console.table(night.answers);
  console.log(
    `All sent after ${(night.sentAfterMs / 1000).toFixed(0)} s; queue empty after ` +
      `${night.drainedAfterMs === null ? "– (not within the drain limit)" : `${(night.drainedAfterMs / 1000).toFixed(0)} s`}; ` +
      `${nightRecord.decisions.length} decision requests, ${nightRecord.blocks} blocks; refusals: ` +
      `${JSON.stringify(decisionCheck.refusals)}.`,
  );
  console.log("\nThe night (3 moderators, 4 screens):");
  console.table([
    secondsRow("wait, arrival → decision (per queue item)", spread(waits)),
    spreadRow("approve 200 → event on the last of 4 screens", screenSpread, SCREEN_TARGET_MS),
    ...Object.entries(nightSpreads)
      .filter(([endpoint]) => endpoint !== "audit.csv")
      .map(([endpoint, value]) => spreadRow(`panel API: ${endpoint}`, value)),
  ]);
  console.log(
    `The panel with ${pendingBefore} messages pending (${filled} queued in ${fillSeconds.toFixed(0)} s through the API), ${PANEL_ROUNDS} rounds:`,
  );
  console.table(
    Object.entries(panelSpreads).map(([endpoint, value]) =>
      spreadRow(
        `panel API: ${endpoint}`,
        value,
        panelTargets.includes(endpoint) ? PANEL_TARGET_MS : undefined,
      ),
    ),
  );
  printAnnouncements(announcements, leadTimings);
  const loadAtEnd = loadavg()[0]!;
  console.log(
    `Load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the ` +
      `end, on ${availableParallelism()} cores; the bench's clients run on the same machine.`,
  );
  console.log("Checks:");
  for (const [label, pass] of Object.entries(checks))
    console.log(`  ${pass ? "PASS" : "FAIL"}  ${label}`);

  const resultsDir = path.join(ROOT, "bench-results");
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `night-${new Date().toISOString().replaceAll(":", "-")}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        storage,
        node: process.version,
        loadAverage: { start: loadAtStart, end: loadAtEnd, cores: availableParallelism() },
        night: { ...NIGHT, sentAfterMs: night.sentAfterMs, drainedAfterMs: night.drainedAfterMs },
        rateLimitsRaisedTo: Number(RAISED_LIMIT),
        depth: night.depth,
        answers: night.answers,
        waitSeconds: spread(waits),
        approveToEveryScreenMs: screenSpread,
        nightEndpointsMs: nightSpreads,
        fullQueue: { pendingBefore, filled, fillSeconds, endpointsMs: panelSpreads },
        decisions: {
          requests: decisions.length,
          blocks: nightRecord.blocks,
          ...decisionCheck,
        },
        screens: {
          missing: allScreens.missing,
          repeated: allScreens.repeated,
          unexpected: allScreens.unexpected,
        },
        counts,
        stored,
        announcements: announcementRecord(announcements, leadTimings),
        checks,
      },
      null,
      2,
    ),
  );
  console.log(`\nWritten to ${path.relative(ROOT, file)}`);
} finally {
  for (const screen of screens) screen.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
