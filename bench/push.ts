/**
 * `npm run bench:push` (docs/performance/push.md, server/push/README.md): the night's
 * notifications against the server started as the instances run it (a fresh SQLite data folder)
 * and the stand-in push service of the tests on loopback, on a thread of the bench's own
 * (bench/lib/push-stand-in-thread.ts), which verifies each push's VAPID signature. `-- --topology`: through production's shape instead, the release on two instances
 * on PostgreSQL behind Caddy over HTTPS (bench/lib/push-target.ts; `npm run release` first).
 *
 * 15,000 phones subscribe, 5,000 of them starring the set the lead then delays: every push handed
 * to the push service, p50/p99 from the lead's change, all within 30 s. During that fan-out a
 * lead's announcement is timed to 1,000 screens (p99 ≤ 150 ms) and `/api/submissions` keeps
 * answering (p99 against its own spread before the fan-out). Then every phone's reminder of one
 * set falls due at once (the 20:00 reminders): all within a minute of their time, with the same
 * two checks. The sets are placed minutes from now (bench/lib/push-edition.ts), so the bench
 * takes about four minutes whatever the size.
 *
 * `-- --quick`: 500 phones (170 starring), 50 screens, to try the bench itself out; its figures
 * are no measurement. `-- --cpu-prof`: the server (each instance with `--topology`) writes a V8
 * CPU profile into bench-results/ when it stops. `-- --stand-in-niceness=19`: the stand-in's thread
 * at the lowest priority instead of the bench's own (STAND_IN_NICENESS), to compare. Writes
 * bench-results/push-<time>.json; exits 1 when a check fails.
 */
import { rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { spread } from "./lib/night-checks";
import { Timings } from "./lib/night-clients";
import {
  arrivals,
  benchLoopDelay,
  Screens,
  submissionsUntilStopped,
  subscribePhones,
} from "./lib/push-crowd";
import { pushBenchEdition } from "./lib/push-edition";
import {
  pushChecks,
  pushReport,
  PUSH_TARGETS,
  writePushResults,
  type PushPhaseFigures,
} from "./lib/push-report";
import { STAND_IN_NICENESS, StandInThread } from "./lib/push-stand-in-thread";
import { startLocalTarget, startTopologyTarget } from "./lib/push-target";

const ROOT = path.resolve(import.meta.dirname, "..");
const QUICK = process.argv.includes("--quick");
const TOPOLOGY = process.argv.includes("--topology");
const NICENESS_ARGUMENT = process.argv.find((argument) =>
  argument.startsWith("--stand-in-niceness="),
);
const STAND_IN_AT = NICENESS_ARGUMENT ? Number(NICENESS_ARGUMENT.split("=")[1]) : STAND_IN_NICENESS;
if (!Number.isInteger(STAND_IN_AT) || STAND_IN_AT < 0 || STAND_IN_AT > 19) {
  console.error("bench:push: --stand-in-niceness= takes a whole number from 0 to 19");
  process.exit(2);
}
const SIZE = QUICK
  ? { phones: 500, starring: 170, screens: 50 }
  : { phones: 15_000, starring: 5_000, screens: 1_000 };
/** The reminded set starts this far ahead: time to subscribe everyone and fan out first. */
const REMINDED_IN_MS = (QUICK ? 13 : 14) * 60_000;
const REMINDER_MINUTES = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const loadAtStart = loadavg()[0]!;
const edition = pushBenchEdition(REMINDED_IN_MS);
const standIn = await StandInThread.start(STAND_IN_AT);
const options = {
  contentDir: edition.dir,
  standIn,
  nodeOptions: process.argv.includes("--cpu-prof")
    ? `--cpu-prof --cpu-prof-dir=${path.join(ROOT, "bench-results")}`
    : undefined,
};
const target = TOPOLOGY ? await startTopologyTarget(options) : await startLocalTarget(options);
const url = target.url;
// A failure anywhere below must not leave the servers running.
const failed = (error: unknown) => {
  console.error(error);
  void target.stop().finally(() => process.exit(1));
};
process.on("uncaughtException", failed);
process.on("unhandledRejection", failed);
console.log(
  `bench:push${QUICK ? " (quick: no measurement)" : ""}: ${SIZE.phones} phones, ` +
    `${SIZE.starring} starring the delayed set, ${SIZE.screens} screens; ${target.shape} at ${url}`,
);

// Phones: every one reminded 10 minutes before the reminded set; the first SIZE.starring also
// starred the set the lead will delay. Half in English.
const phones = await standIn.subscriptions(SIZE.phones);
const starring = new Set(phones.slice(0, SIZE.starring).map((phone) => phone.endpoint));
const subscribeStarted = performance.now();
const subscribeRetries = await subscribePhones(url, phones, (phone, index) => ({
  language: index % 2 === 0 ? "pl" : "en",
  setIds: starring.has(phone.endpoint)
    ? [edition.reminded.id, edition.delayed.id]
    : [edition.reminded.id],
  reminderMinutes: REMINDER_MINUTES,
}));
const subscribeSeconds = (performance.now() - subscribeStarted) / 1000;
console.log(
  `subscribed ${SIZE.phones} phones in ${subscribeSeconds.toFixed(1)} s ` +
    `(${subscribeRetries} tried again after a 503)`,
);

const lead = await target.lead(new Timings());
const screens = await Screens.open(url, SIZE.screens);

// Baseline: the submissions' answer times before any fan-out.
let submissions = submissionsUntilStopped(url);
await sleep(10_000);
const baseline = spread(await submissions.stop());

// The delay: 5,000 phones to hear of it.
submissions = submissionsUntilStopped(url);
let benchLoop = benchLoopDelay();
const changedAt = Date.now();
const change = await lead.send("late change", "PUT", "/api/moderation/late-changes", {
  setId: edition.delayed.id,
  delayMinutes: 15,
  cancelled: false,
});
if (change.status !== 200) {
  throw new Error(`late change: ${change.status} ${JSON.stringify(change.body)}`);
}
await sleep(1000);
const fanOutAnnouncement = await screens.timedAnnouncement(
  lead,
  "Bench: komunikat w trakcie wysyłki",
);
const fanOutPushes = await arrivals(
  standIn,
  starring,
  SIZE.starring,
  changedAt,
  PUSH_TARGETS.fanOutMs + 30_000,
);
const fanOut: PushPhaseFigures = {
  pushes: spread(fanOutPushes),
  announcement: fanOutAnnouncement,
  submissions: spread(await submissions.stop()),
  benchLoop: benchLoop.stop(),
};

// The reminders: every phone's, due 10 minutes before the reminded set.
const dueAt = edition.reminded.startsAt - REMINDER_MINUTES * 60_000;
console.log(`waiting ${Math.round((dueAt - Date.now()) / 1000)} s for the reminders to fall due`);
await sleep(dueAt - Date.now() - 10_000);
submissions = submissionsUntilStopped(url);
benchLoop = benchLoopDelay();
const everyone = new Set(phones.map((phone) => phone.endpoint));
const remindersArrived = arrivals(
  standIn,
  everyone,
  SIZE.phones,
  dueAt,
  PUSH_TARGETS.remindersMs + 60_000,
);
await sleep(dueAt - Date.now() + 20_000);
const remindersAnnouncement = await screens.timedAnnouncement(
  lead,
  "Bench: komunikat w trakcie przypomnień",
);
const reminders: PushPhaseFigures = {
  pushes: spread(await remindersArrived),
  announcement: remindersAnnouncement,
  submissions: spread(await submissions.stop()),
  benchLoop: benchLoop.stop(),
};

screens.close();
await target.stop();
await standIn.close();
rmSync(edition.dir, { recursive: true, force: true });

const figures = {
  quick: QUICK,
  shape: `${target.shape}, the stand-in at niceness ${STAND_IN_AT}`,
  size: SIZE,
  subscribeSeconds,
  subscribeRetries,
  baseline,
  fanOut,
  reminders,
  refusals: standIn.refusals,
  loadAverage: { start: loadAtStart, end: loadavg()[0]!, cores: availableParallelism() },
};
const checks = pushChecks(figures);
console.log(pushReport(figures, checks));
const file = writePushResults(ROOT, figures, checks);
console.log(`\nwritten to ${path.relative(ROOT, file)}`);
process.exit(checks.every((check) => check.pass) ? 0 : 1);
