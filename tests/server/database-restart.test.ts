import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODERATOR_PASSWORD, moderatorSessionCookie, SseClient, temporaryDir } from "./helpers";
import { Load, sleep, waitUntil, type Outcome } from "./load";
import {
  POSTGRES_RESTARTABLE,
  startPostgres,
  storedMessages,
  type ShutdownMode,
  type TestPostgres,
} from "./postgres";
import { startServerProcess, type ServerProcess } from "./process";

/** Load before the outage, outage length, load after recovery (ms). */
const WARM_UP_MS = 2000;
const OUTAGE_MS = 3000;
const OUTAGE_GRACE_MS = 500;
const AFTER_RECOVERY_MS = 1500;
/** Service must be back this soon after PostgreSQL accepts connections again. */
const RECOVERY_LIMIT_MS = 5000;
const SUBMITTERS = 6;

/** A static folder with one page: pages must keep answering while the database is down. */
function siteDir(): string {
  const dir = temporaryDir("juwenalia-static-");
  mkdirSync(path.join(dir, "homepage"));
  writeFileSync(path.join(dir, "homepage", "index.html"), "<!doctype html><title>Strona</title>");
  return dir;
}

function environment(databaseUrl: string, extra: Record<string, string> = {}) {
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: temporaryDir(),
    STATIC_DIR: siteDir(),
    MODERATOR_PASSWORD,
    SUBMISSIONS_ANY_TIME: "1",
    RATE_LIMIT_PER_MINUTE: "1000000",
    RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE: "1000000",
    RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE: "1000000",
    ...extra,
  };
}

async function submitAndApprove(submitOn: string, approveOn: string, message: string) {
  const created = await fetch(`${submitOn}/api/submissions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ author: "Po awarii", message }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const approved = await fetch(`${approveOn}/api/moderation/submissions/${id}/approve`, {
    method: "POST",
    // Staff changes are declared JSON (server/plugins/staff-requests.ts).
    headers: {
      cookie: await moderatorSessionCookie(approveOn),
      "content-type": "application/json",
    },
    body: JSON.stringify({ from: "pending" }),
  });
  expect(approved.status).toBe(200);
  return id;
}

/** What every answer must look like, whatever the database does. */
function expectWellFormed(outcomes: Outcome[]): void {
  const summary = (entry: Outcome) => `${entry.kind} ${entry.status} ${JSON.stringify(entry.body)}`;
  const allowed: Record<Outcome["kind"], number[]> = {
    submission: [201, 503],
    health: [200, 503],
    screen: [200],
    page: [200],
  };
  const unexpected = outcomes.filter(
    (entry) => entry.status === "network" || !allowed[entry.kind].includes(entry.status),
  );
  expect(unexpected.slice(0, 5).map(summary)).toEqual([]);
  for (const entry of outcomes.filter((each) => each.status === 503)) {
    expect(Number(entry.retryAfter)).toBeGreaterThan(0);
    expect(entry.body).toMatchObject({ code: "database_unavailable", error: expect.any(String) });
  }
  for (const entry of outcomes.filter((each) => each.kind === "health" && each.status === 503)) {
    expect(entry.body).toMatchObject({ database: "unavailable" });
  }
}

const alive = (server: ServerProcess) =>
  server.child.exitCode === null && server.child.signalCode === null;

/** Fails at once, with the server's output, when the process died. */
function requireAlive(server: ServerProcess): void {
  if (!alive(server)) throw new Error(`the server process exited:\n${server.output()}`);
}

/**
 * PostgreSQL restarted under load (the SRE's finding): the process survives, answers 503 with
 * Retry-After while the database is down, is back by itself, and loses no acknowledged message.
 */
describe.runIf(POSTGRES_RESTARTABLE)("PostgreSQL restarts under load", () => {
  let cluster: TestPostgres;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    cluster = await startPostgres({ ownCluster: true });
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await cluster?.stop();
  });

  for (const mode of ["immediate", "fast"] as ShutdownMode[]) {
    it(`pg_ctl stop -m ${mode}, then start: the server survives and recovers`, async () => {
      const databaseUrl = await cluster.createDatabase();
      const server = await startServerProcess(environment(databaseUrl));
      servers.push(server);
      const load = new Load(server.url, { submitters: SUBMITTERS, page: "/homepage" });
      await sleep(WARM_UP_MS);

      const haltStarted = Date.now();
      await cluster.halt(mode);
      const halted = Date.now();
      await sleep(OUTAGE_MS);
      const restartIssued = Date.now();
      await cluster.resume();
      // pg_ctl start -w has seen PostgreSQL accept connections.
      const accepting = Date.now();
      const backAt = async (kind: Outcome["kind"], status: number) => {
        await waitUntil(
          () => {
            requireAlive(server);
            return load.firstAfter(kind, status, restartIssued) !== undefined;
          },
          15_000,
          `${kind} ${status} after the restart`,
        );
        return (load.firstAfter(kind, status, restartIssued) ?? Infinity) - accepting;
      };
      const submissionBack = await backAt("submission", 201);
      const healthBack = await backAt("health", 200);
      await sleep(AFTER_RECOVERY_MS);
      await load.stop();

      expect(alive(server), server.output()).toBe(true);
      // Warnings once per outage, no error stack per request. (A query a backend was still
      // running when the shutdown began may answer, so up to two outages may be seen.)
      const log = server.output();
      const outages = log.split("database unavailable").length - 1;
      expect(outages, log).toBeGreaterThanOrEqual(1);
      expect(outages, log).toBeLessThanOrEqual(2);
      expect(log).not.toMatch(/"level":(50|60)/);
      expectWellFormed(load.outcomes);
      // Answers of the outage: from a moment after pg_ctl stop returned (an answer to a commit
      // made just before may still be on its way on a busy machine) to the restart.
      const outageFrom = halted + OUTAGE_GRACE_MS;
      const duringOutage = load.of("submission", outageFrom, restartIssued);
      expect(duringOutage.length).toBeGreaterThan(0);
      expect(duringOutage.every((entry) => entry.status === 503)).toBe(true);
      const healthDuringOutage = load.of("health", outageFrom, restartIssued);
      expect(healthDuringOutage.every((entry) => entry.status === 503)).toBe(true);
      expect(submissionBack).toBeLessThan(RECOVERY_LIMIT_MS);
      expect(healthBack).toBeLessThan(RECOVERY_LIMIT_MS);

      const acknowledged = load.of("submission").filter((entry) => entry.status === 201);
      const stored = await storedMessages(databaseUrl);
      expect(acknowledged.filter((entry) => !stored.has(entry.message ?? ""))).toEqual([]);

      const submissions = load.of("submission");
      const loadSpan = (submissions.at(-1)?.at ?? 0) - (submissions[0]?.at ?? 0);
      console.info(
        `-m ${mode}: ${submissions.length} submissions in ${loadSpan} ms ` +
          `(${Math.round((submissions.length * 1000) / loadSpan)}/s, ${acknowledged.length} ` +
          `acknowledged, ${duringOutage.length} answered 503 in the last ` +
          `${restartIssued - outageFrom} ms of the outage; pg_ctl stop ${halted - haltStarted} ms, ` +
          `start ${accepting - restartIssued} ms); after pg_ctl start returned: first 201 ` +
          `in ${submissionBack} ms, health 200 in ${healthBack} ms`,
      );
    }, 60_000);
  }

  it("two instances: after the restart an approval on A reaches a screen stream on B", async () => {
    const databaseUrl = await cluster.createDatabase();
    const shared = { SESSION_SECRET: randomBytes(32).toString("hex") };
    const [a, b] = await Promise.all([
      startServerProcess(environment(databaseUrl, shared)),
      startServerProcess(environment(databaseUrl, shared)),
    ]);
    servers.push(a, b);
    const screenOnB = await SseClient.open(`${b.url}/api/screen/stream`);
    const before = await submitAndApprove(a.url, a.url, "Zatwierdzona przed awarią");
    await screenOnB.waitFor((client) => client.messages().some((m) => m.id === before));
    const loads = [a, b].map(
      (server) => new Load(server.url, { submitters: 2, page: "/homepage" }),
    );
    await sleep(500);

    await cluster.halt("immediate");
    await sleep(1000);
    // A screen connecting during the outage gets the messages the instance remembers.
    const lateScreenOnB = await SseClient.open(`${b.url}/api/screen/stream`);
    expect(lateScreenOnB.status).toBe(200);
    await lateScreenOnB.waitFor((client) => client.messages().some((m) => m.id === before));
    const remembered = await fetch(`${b.url}/api/screen/messages`);
    expect(remembered.status).toBe(200);
    expect((await remembered.json()) as Array<{ id: number }>).toContainEqual(
      expect.objectContaining({ id: before }),
    );
    await sleep(1000);
    await cluster.resume();
    const resumed = Date.now();
    for (const server of [a, b]) {
      await waitUntil(
        async () => (await fetch(`${server.url}/api/health`)).status === 200,
        15_000,
        "health after the restart",
      );
    }

    const after = await submitAndApprove(b.url, a.url, "Zatwierdzona na A po awarii");
    for (const screen of [screenOnB, lateScreenOnB]) {
      await screen.waitFor((client) => client.messages().some((m) => m.id === after), 10_000);
      expect(screen.ended).toBe(false);
    }
    const delivered = Date.now();
    await Promise.all(loads.map((load) => load.stop()));
    expect([a, b].every(alive)).toBe(true);
    for (const load of loads) expectWellFormed(load.outcomes);
    console.info(
      `two instances: approval on A after the restart reached B's screens ` +
        `${delivered - resumed} ms after PostgreSQL accepted connections`,
    );
    screenOnB.close();
    lateScreenOnB.close();
  }, 60_000);
});
