/**
 * `npm run bench:api` (docs/performance.md): the submissions API under load, next to a bare route
 * of the same server in the same run, and how fast an approval reaches 1,000 connected screens.
 *
 * Starts the real server (`server/main.ts`, BENCH=1 adds GET /api/bench/hello) on a throwaway
 * SQLite data directory — or on DATABASE_URL when it is set — and prints:
 *   1. GET /api/bench/hello and POST /api/submissions: req/s and p99 at 50 connections;
 *   2. approval → screen latency with 1,000 /api/screen/stream clients.
 *
 * Options (environment): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_SCREENS (default 1000), BENCH_APPROVALS (default 20).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { freePort } from "#tests/support/serve-build";
import { completeSecondFactor, fetchCall } from "#tests/support/soft-passkey";
import { openScreenStream } from "./lib/screen-stream";

const ROOT = path.resolve(import.meta.dirname, "..");
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SCREENS = Number(process.env.BENCH_SCREENS ?? 1000);
const APPROVALS = Number(process.env.BENCH_APPROVALS ?? 20);
const PASSWORD = "bench-moderator-haslo";

async function startServer(dataDir: string) {
  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BENCH: "1",
      LOG_LEVEL: "warn",
      MODERATOR_PASSWORD: PASSWORD,
      SUBMISSIONS_OPEN_AT: "2000-01-01T00:00:00Z",
      SUBMISSIONS_CLOSE_AT: "2100-01-01T00:00:00Z",
      // The benchmark measures the server, not its limits.
      RATE_LIMIT_PER_MINUTE: "1000000000",
      RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE: "1000000000",
      RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE: "1000000000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, server };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill("SIGKILL");
  throw new Error("the server did not start");
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function loadTest(label: string, options: Parameters<typeof autocannon>[0]) {
  process.stdout.write(`  ${label}: ${DURATION_S} s at ${CONNECTIONS} connections… `);
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S });
  console.log("done");
  return {
    label,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** A screen: one SSE connection, noting when each message id arrives. */
function openScreen(url: string, arrivals: Map<number, number[]>): Promise<http.ClientRequest> {
  return openScreenStream(url, {
    message: (id, arrivedAt) => arrivals.get(id)?.push(arrivedAt),
  });
}

async function screenLatency(url: string) {
  const login = await fetch(`${url}/api/moderation/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: QUICK_START_LEAD, password: PASSWORD }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  await completeSecondFactor(fetchCall(url, cookie), QUICK_START_LEAD, new URL(url).origin);
  const arrivals = new Map<number, number[]>();

  process.stdout.write(`  opening ${SCREENS} screen streams… `);
  const screens: http.ClientRequest[] = [];
  for (let i = 0; i < SCREENS; i += 100) {
    const batch = Array.from({ length: Math.min(100, SCREENS - i) }, () =>
      openScreen(url, arrivals),
    );
    screens.push(...(await Promise.all(batch)));
  }
  console.log("connected");

  const latencies: number[] = [];
  const lastScreen: number[] = [];
  for (let round = 0; round < APPROVALS; round++) {
    const created = await fetch(`${url}/api/submissions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ author: "Pomiar", message: `Wiadomość pomiarowa ${round}` }),
    });
    const { id } = (await created.json()) as { id: number };
    const times: number[] = [];
    arrivals.set(id, times);
    const start = performance.now();
    const approved = await fetch(`${url}/api/moderation/submissions/${id}/approve`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ from: "pending" }),
    });
    if (!approved.ok) throw new Error(`approve: ${approved.status}`);
    const deadline = performance.now() + 10_000;
    while (times.length < SCREENS && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    if (times.length < SCREENS) throw new Error(`only ${times.length} screens got message ${id}`);
    for (const time of times) latencies.push(time - start);
    lastScreen.push(Math.max(...times) - start);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const screen of screens) screen.destroy();
  latencies.sort((a, b) => a - b);
  lastScreen.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    allScreensMedian: percentile(lastScreen, 50),
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), "juwenalia-bench-"));
const { url, server } = await startServer(dataDir);
try {
  const storage = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "SQLite (WAL, fsync)";
  console.log(`Benchmark of ${url} — storage: ${storage}, Node ${process.version}\n`);
  const hello = await loadTest("GET /api/bench/hello", { url: `${url}/api/bench/hello` });
  const submissions = await loadTest("POST /api/submissions", {
    url: `${url}/api/submissions`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ author: "Autocannon", message: "Pozdrowienia z testu obciążenia!" }),
  });
  const screen = await screenLatency(url);

  console.log(
    `\nThroughput at ${CONNECTIONS} connections, ${DURATION_S} s each (same server, same run):`,
  );
  console.table(
    [hello, submissions].map((row) => ({
      route: row.label,
      "req/s": Math.round(row.reqPerSec),
      "p50 latency": ms(row.p50),
      "p99 latency": ms(row.p99),
      "2xx": row.ok,
      "not 2xx / errors": row.failed,
    })),
  );
  console.log(
    `POST /api/submissions runs at ${((submissions.reqPerSec / hello.reqPerSec) * 100).toFixed(0)} % of the bare route.\n`,
  );
  console.log(`Approval → screen latency, ${SCREENS} connected screens, ${APPROVALS} approvals:`);
  console.table([
    {
      "p50 (each screen)": ms(screen.p50),
      "p99 (each screen)": ms(screen.p99),
      "max (each screen)": ms(screen.max),
      "median until all screens had it": ms(screen.allScreensMedian),
    },
  ]);
  console.log("Measured from sending the approve request to the event arriving at each screen.");
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
