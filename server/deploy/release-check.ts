import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "node:util";
import type { ReleaseStamp } from "#core/contract";

/**
 * Before anything switches, the new release runs once on a spare loopback port with the
 * instances' own settings (their database included: its migrations run here, while the live
 * instances keep serving — which is why a release may only add to the database, decision 022)
 * and must answer its health and serve the pages. A release that does not is never switched to.
 */

/** What the check asks, and what each must answer: 200, and the health names the release. */
export const CHECKED_PATHS = [
  "/api/health",
  "/homepage",
  "/en/homepage",
  "/telebim",
  "/api/announcement",
];

export function spareLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The instances' environment as systemd gives it to them, from their environment file. */
export function instanceEnvironment(environmentFile: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(environmentFile, "utf8");
  } catch (error) {
    // Checking with no settings would pass a release on a scratch SQLite database while the
    // instances run on PostgreSQL: no check at all.
    throw new Error(
      `cannot read the instances' environment file ${environmentFile} ` +
        `(${(error as NodeJS.ErrnoException).code}): the deploying account must be able to ` +
        "read it (docs/operations/publishing.md#the-deploying-account); " +
        "DEPLOY_ENV_FILE names another",
    );
  }
  return { PATH: process.env.PATH ?? "/usr/bin:/bin", NODE_ENV: "production", ...parseEnv(text) };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(url: string): Promise<{ status: number; body: string } | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return { status: response.status, body: await response.text() };
  } catch {
    return undefined;
  }
}

/** Waits until `port` answers its health naming `commit`; the last answer seen when it does not. */
export async function waitForRelease(
  port: number,
  commit: string,
  timeoutMs: number,
  path = "/api/health?scope=instance",
  gone: () => boolean = () => false,
): Promise<string | undefined> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline && !gone()) {
    const health = await answer(`http://127.0.0.1:${port}${path}`);
    if (health?.status === 200 && releaseIn(health.body)?.commit === commit) return undefined;
    if (health) last = `${health.status} ${health.body.slice(0, 200)}`;
    await wait(250);
  }
  return last;
}

function releaseIn(body: string): ReleaseStamp | undefined {
  try {
    return (JSON.parse(body) as { release?: ReleaseStamp }).release;
  } catch {
    return undefined;
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Runs the release in `folder` on a spare port; the problems found (empty: it works). */
export async function checkRelease(
  folder: string,
  stamp: ReleaseStamp,
  environmentFile: string,
  timeoutMs: number,
): Promise<string[]> {
  const environment = instanceEnvironment(environmentFile);
  const port = await spareLoopbackPort();
  const scratch = mkdtempSync(path.join(tmpdir(), "juwenalia-check-"));
  let output = "";
  const child = spawn(process.execPath, ["server/main.mjs"], {
    cwd: folder,
    env: {
      ...environment,
      PORT: String(port),
      HOST: "127.0.0.1",
      // Its own scratch state: with SQLite the check never opens the live instances' files.
      DATA_DIR: scratch,
      BACKUP_EVERY_MINUTES: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  try {
    const notHealthy = await waitForRelease(port, stamp.commit, timeoutMs, "/api/health", exited);
    if (notHealthy !== undefined) {
      const why = exited() ? `it exited (${child.exitCode ?? child.signalCode})` : notHealthy;
      return [`the release did not start: ${why}\n${output.trim()}`];
    }
    const problems: string[] = [];
    for (const checked of CHECKED_PATHS.slice(1)) {
      const page = await answer(`http://127.0.0.1:${port}${checked}`);
      if (page?.status !== 200) problems.push(`${checked}: ${page?.status ?? "no answer"}`);
    }
    return problems;
  } finally {
    await stop(child);
    rmSync(scratch, { recursive: true, force: true });
  }
}
