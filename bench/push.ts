/**
 * `npm run bench:push` (server/push/README.md, docs/performance.md): the night's notifications
 * against the server started as the instances run it (`node --import tsx server/main.ts`, a fresh
 * SQLite data folder) and the stand-in push service of the tests on loopback, which verifies each
 * push's VAPID signature.
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
 * are no measurement. Writes bench-results/push-<time>.json; exits 1 when a check fails.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { ScreenBoard } from "#core/contract";
import { serveBuild } from "#tests/support/serve-build";
import { PushServiceStandIn, type TestSubscription } from "#tests/support/push-service-stand-in";
import { addModerator, Phone, StaffClient, Timings } from "./lib/night-clients";
import { spread, type Spread } from "./lib/night-checks";
import { openScreenStream } from "./lib/screen-stream";
import { pushBenchEdition } from "./lib/push-edition";

const ROOT = path.resolve(import.meta.dirname, "..");
const QUICK = process.argv.includes("--quick");
const SIZE = QUICK
  ? { phones: 500, starring: 170, screens: 50 }
  : { phones: 15_000, starring: 5_000, screens: 1_000 };
/** The targets of the point 5. */
const TARGET = { fanOutMs: 30_000, remindersMs: 60_000, announcementP99Ms: 150 };
/** The reminded set starts this far ahead: time to subscribe everyone and fan out first. */
const REMINDED_IN_MS = (QUICK ? 13 : 14) * 60_000;
const REMINDER_MINUTES = 10;
const SUBSCRIBE_PARALLEL = 32;
/** Submissions a second while the bench measures their answer times. */
const SUBMISSIONS_PER_SECOND = 20;

const edition = pushBenchEdition(REMINDED_IN_MS);
const standIn = await PushServiceStandIn.start({ decrypt: false });
const dataDir = mkdtempSync(path.join(tmpdir(), "juwenalia-bench-push-data-"));
const env = {
  DATA_DIR: dataDir,
  CONTENT_DIR: edition.dir,
  SUBMISSIONS_ANY_TIME: "1",
  BACKUP_EVERY_MINUTES: "0",
  RATE_LIMIT_PER_MINUTE: "1000000",
  RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE: "1000000",
  RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE: "1000000",
  MAX_CONNECTIONS_PER_ADDRESS: "0",
  PUSH_ALLOWED_TEST_ORIGINS: standIn.origin,
  NODE_EXTRA_CA_CERTS: standIn.caFile,
};
const server = await serveBuild(env);
const url = server.url;
// A failure anywhere below must not leave the server running.
process.on("uncaughtException", (error) => {
  console.error(error);
  void server.stop().finally(() => process.exit(1));
});
process.on("unhandledRejection", (error) => {
  console.error(error);
  void server.stop().finally(() => process.exit(1));
});
console.log(
  `bench:push${QUICK ? " (quick: no measurement)" : ""}: ${SIZE.phones} phones, ` +
    `${SIZE.starring} starring the delayed set, ${SIZE.screens} screens, server at ${url}`,
);

/** Runs `work` over `items`, `parallel` at a time. */
async function inParallel<T>(
  items: readonly T[],
  parallel: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: parallel }, lane));
}

// Phones: every one reminded 10 minutes before the reminded set; the first SIZE.starring also
// starred the set the lead will delay. Half in English.
const phones: TestSubscription[] = Array.from({ length: SIZE.phones }, () =>
  standIn.subscription(),
);
const starring = new Set(phones.slice(0, SIZE.starring).map((phone) => phone.endpoint));
const subscribeStarted = performance.now();
let subscribeRetries = 0;
await inParallel(phones, SUBSCRIBE_PARALLEL, async (phone) => {
  const index = phones.indexOf(phone);
  const body = JSON.stringify({
    subscription: phone,
    language: index % 2 === 0 ? "pl" : "en",
    setIds: starring.has(phone.endpoint)
      ? [edition.reminded.id, edition.delayed.id]
      : [edition.reminded.id],
    reminderMinutes: REMINDER_MINUTES,
  });
  // A 503 (shed load, a busy database) is tried again after a moment, as the page does.
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${url}/api/push/subscription`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body,
    });
    if (response.status === 200) return;
    const answer = await response.text();
    if (response.status !== 503 || attempt >= 10) {
      throw new Error(`subscribe: ${response.status} ${answer}`);
    }
    subscribeRetries += 1;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});
const subscribeSeconds = (performance.now() - subscribeStarted) / 1000;
console.log(
  `subscribed ${SIZE.phones} phones in ${subscribeSeconds.toFixed(1)} s ` +
    `(${subscribeRetries} tried again after a 503)`,
);

const timings = new Timings();
const lead = await StaffClient.signIn(
  url,
  "prowadzaca",
  await addModerator(env, "prowadzaca", true),
  timings,
);

/** Submissions at a steady rate until `stop()`; resolves to their answer times (ms). */
function submissionsUntilStopped(): { stop: () => Promise<number[]> } {
  const times: number[] = [];
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const started = performance.now();
    const sent = new Phone(url)
      .send("Bench", `Pozdrowienia ${Math.random().toString(36).slice(2, 8)}`)
      .then(() => void times.push(performance.now() - started))
      .catch(() => void times.push(Number.POSITIVE_INFINITY))
      .finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  }, 1000 / SUBMISSIONS_PER_SECOND);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      return times;
    },
  };
}

/** The screens, each noting when a board with `text` as its announcement arrives. */
const screens: { arrivals: Map<string, number>; close: () => void }[] = [];
for (let index = 0; index < SIZE.screens; index += 1) {
  const arrivals = new Map<string, number>();
  const request = await openScreenStream(url, {
    board: (board: ScreenBoard, arrivedAt: number) => {
      const text = board.announcement?.text;
      if (text !== undefined && !arrivals.has(text)) arrivals.set(text, arrivedAt);
    },
  });
  screens.push({ arrivals, close: () => request.destroy() });
}

/** A lead's announcement, timed from its POST to each screen's board. */
async function timedAnnouncement(text: string): Promise<Spread> {
  const sent = performance.now();
  const answer = await lead.request("announcement", "/api/moderation/announcement", { text });
  if (answer.status !== 200) {
    // Refused (503 overloaded while the machine is saturated): no screen got it, a failed check.
    console.log(`announcement refused: ${answer.status} ${JSON.stringify(answer.body)}`);
    return spread(screens.map(() => Number.POSITIVE_INFINITY));
  }
  const deadline = Date.now() + 10_000;
  while (screens.some((screen) => !screen.arrivals.has(text)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return spread(
    screens.map((screen) => (screen.arrivals.get(text) ?? Number.POSITIVE_INFINITY) - sent),
  );
}

/**
 * The arrival times (ms after `from`) of the pushes to `endpoints` from `from` on, once `count`
 * have arrived or `timeoutMs` has passed. Read as they come, in one pass: a push is never looked
 * at twice, whatever the crowd.
 */
async function arrivals(
  endpoints: ReadonlySet<string>,
  count: number,
  from: number,
  timeoutMs: number,
): Promise<number[]> {
  const times: number[] = [];
  let read = 0;
  const deadline = Date.now() + timeoutMs;
  while (times.length < count && Date.now() < deadline) {
    for (; read < standIn.received.length; read += 1) {
      const push = standIn.received[read];
      if (push && push.at >= from && endpoints.has(push.endpoint)) times.push(push.at - from);
    }
    if (times.length < count) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return times;
}

// Baseline: the submissions' answer times before any fan-out.
let submissions = submissionsUntilStopped();
await new Promise((resolve) => setTimeout(resolve, 10_000));
const baseline = spread(await submissions.stop());

// The delay: 5,000 phones to hear of it.
submissions = submissionsUntilStopped();
const changedAt = Date.now();
const change = await lead.send("late change", "PUT", "/api/moderation/late-changes", {
  setId: edition.delayed.id,
  delayMinutes: 15,
  cancelled: false,
});
if (change.status !== 200) {
  throw new Error(`late change: ${change.status} ${JSON.stringify(change.body)}`);
}
await new Promise((resolve) => setTimeout(resolve, 1000));
const duringFanOut = await timedAnnouncement("Bench: komunikat w trakcie wysyłki");
const fanOut = spread(await arrivals(starring, SIZE.starring, changedAt, TARGET.fanOutMs + 30_000));
const submissionsDuringFanOut = spread(await submissions.stop());

// The reminders: every phone's, due 10 minutes before the reminded set.
const dueAt = edition.reminded.startsAt - REMINDER_MINUTES * 60_000;
console.log(`waiting ${Math.round((dueAt - Date.now()) / 1000)} s for the reminders to fall due`);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - Date.now() - 10_000)));
submissions = submissionsUntilStopped();
const everyone = new Set(phones.map((phone) => phone.endpoint));
const remindersArrived = arrivals(everyone, SIZE.phones, dueAt, TARGET.remindersMs + 60_000);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - Date.now() + 20_000)));
const duringReminders = await timedAnnouncement("Bench: komunikat w trakcie przypomnień");
const reminders = spread(await remindersArrived);
const submissionsDuringReminders = spread(await submissions.stop());

for (const screen of screens) screen.close();
await server.stop();
await standIn.close();
rmSync(dataDir, { recursive: true, force: true });
rmSync(edition.dir, { recursive: true, force: true });

/** "Within its spread": the p99 at most twice the quiet p99, or 25 ms above it. */
const withinSpread = (during: Spread) =>
  during.p99 <= Math.max(2 * baseline.p99, baseline.p99 + 25);
const checks = [
  {
    name: `all ${SIZE.starring} late-change pushes within ${TARGET.fanOutMs / 1000} s`,
    pass: fanOut.n === SIZE.starring && fanOut.max <= TARGET.fanOutMs,
  },
  {
    name: `announcement to ${SIZE.screens} screens during the fan-out, p99 ≤ ${TARGET.announcementP99Ms} ms`,
    pass: duringFanOut.p99 <= TARGET.announcementP99Ms,
  },
  {
    name: "/api/submissions p99 during the fan-out within its spread",
    pass: withinSpread(submissionsDuringFanOut),
  },
  {
    name: `all ${SIZE.phones} reminders within ${TARGET.remindersMs / 1000} s of their time`,
    pass: reminders.n === SIZE.phones && reminders.max <= TARGET.remindersMs,
  },
  {
    name: `announcement to ${SIZE.screens} screens during the reminders, p99 ≤ ${TARGET.announcementP99Ms} ms`,
    pass: duringReminders.p99 <= TARGET.announcementP99Ms,
  },
  {
    name: "/api/submissions p99 during the reminders within its spread",
    pass: withinSpread(submissionsDuringReminders),
  },
  { name: "every push's VAPID signature verified", pass: standIn.refusals.length === 0 },
];

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "—");
const row = (label: string, figures: Spread) =>
  `| ${label} | ${figures.n} | ${ms(figures.p50)} | ${ms(figures.p99)} | ${ms(figures.max)} |`;
console.log(
  [
    "",
    "| What | n | p50 | p99 | max |",
    "| --- | --- | --- | --- | --- |",
    row("late change → push service (from the lead's change)", fanOut),
    row("reminders → push service (from their due time)", reminders),
    row("announcement → screens, during the fan-out", duringFanOut),
    row("announcement → screens, during the reminders", duringReminders),
    row("/api/submissions, before", baseline),
    row("/api/submissions, during the fan-out", submissionsDuringFanOut),
    row("/api/submissions, during the reminders", submissionsDuringReminders),
    "",
    ...checks.map((check) => `${check.pass ? "PASS" : "FAIL"} ${check.name}`),
  ].join("\n"),
);

const resultsDir = path.join(ROOT, "bench-results");
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `push-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      quick: QUICK,
      size: SIZE,
      subscribeSeconds,
      subscribeRetries,
      fanOut,
      reminders,
      duringFanOut,
      duringReminders,
      submissions: {
        baseline,
        duringFanOut: submissionsDuringFanOut,
        duringReminders: submissionsDuringReminders,
      },
      checks,
    },
    null,
    2,
  ),
);
console.log(`\nwritten to ${path.relative(ROOT, file)}`);
process.exit(checks.every((check) => check.pass) ? 0 : 1);
