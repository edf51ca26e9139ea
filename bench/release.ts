/**
 * `npm run bench:release` (docs/operations/publishing.md#release): the release against today's
 * `npm start`, started alternately on fresh SQLite data folders. For each start: the time from spawning
 * the command to the first 200 of /api/health (the database migrated and ready) and of /homepage,
 * and the resident memory of the whole process tree after 5 s at rest. Prints min / median / max of
 * each figure over BENCH_RELEASE_RUNS starts of each (default 5). Needs `npm run release` first;
 * run it on a quiet machine.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "#tests/support/serve-build";

const ROOT = path.resolve(import.meta.dirname, "..");
const RELEASE = path.join(ROOT, "release/juwenalia-syrenki");
const RUNS = Number(process.env.BENCH_RELEASE_RUNS ?? 5);
const REST_MS = 5000;

interface Variant {
  name: string;
  command: string;
  args: string[];
  cwd: string;
}

const VARIANTS: Variant[] = [
  { name: "npm start", command: "npm", args: ["start", "--silent"], cwd: ROOT },
  { name: "release", command: process.execPath, args: ["server/main.mjs"], cwd: RELEASE },
];

interface Start {
  healthMs: number;
  pageMs: number;
  rssMiB: number;
}

/** Every process below `pid` (npm → tsx → node), from /proc. */
function descendants(pid: number): number[] {
  const children: number[] = [];
  for (const task of readdirSync(`/proc/${pid}/task`, { withFileTypes: true })) {
    const file = `/proc/${pid}/task/${task.name}/children`;
    if (!existsSync(file)) continue;
    for (const child of readFileSync(file, "utf8").split(" ").filter(Boolean)) {
      children.push(Number(child), ...descendants(Number(child)));
    }
  }
  return children;
}

function treeRssMiB(pid: number): number {
  let kib = 0;
  for (const member of [pid, ...descendants(pid)]) {
    const status = readFileSync(`/proc/${member}/status`, "utf8");
    kib += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  }
  return kib / 1024;
}

async function firstOk(url: string, since: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
}

async function startOnce(variant: Variant): Promise<Start> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-release-"));
  const started = performance.now();
  const child = spawn(variant.command, variant.args, {
    cwd: variant.cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      MODERATOR_PASSWORD: "bench-release-haslo",
    },
    stdio: "ignore",
    detached: true,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const healthMs = await firstOk(`${base}/api/health`, started, child);
    const pageMs = await firstOk(`${base}/homepage`, started, child);
    await sleep(REST_MS);
    return { healthMs, pageMs, rssMiB: treeRssMiB(child.pid as number) };
  } finally {
    process.kill(-(child.pid as number), "SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const summary = (values: number[], unit: string) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const shown = (value: number | undefined) => (value ?? Number.NaN).toFixed(0);
  return `${shown(median)} ${unit} (${shown(sorted[0])}–${shown(sorted.at(-1))})`;
};

if (!existsSync(path.join(RELEASE, "server/main.mjs"))) {
  throw new Error("no release: run npm run release first");
}
const results = new Map<string, Start[]>(VARIANTS.map((variant) => [variant.name, []]));
for (let run = 0; run < RUNS; run += 1) {
  // Alternating, so a neighbour's load falls on both alike.
  for (const variant of VARIANTS) results.get(variant.name)?.push(await startOnce(variant));
}
console.log(`Cold starts, ${RUNS} of each, alternating (median, min–max):`);
for (const [name, starts] of results) {
  console.log(
    `  ${name.padEnd(10)} health 200 after ${summary(
      starts.map((start) => start.healthMs),
      "ms",
    )}; /homepage 200 after ${summary(
      starts.map((start) => start.pageMs),
      "ms",
    )}; at rest ${summary(
      starts.map((start) => start.rssMiB),
      "MiB",
    )}`,
  );
}
