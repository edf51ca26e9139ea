import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
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

/**
 * Why an environment behind HTTPS (the server's own TLS, or a proxy it trusts) without STAFF_HOST
 * is refused: the staff side would share the public pages' origin, and their consented widgets
 * could call the staff API (docs/decisions/028-the-staff-side-on-a-host-of-its-own.md).
 */
export function missingStaffHost(
  environment: Readonly<Record<string, string | undefined>>,
  environmentFile: string,
): string | undefined {
  const proxy = (environment.TRUST_PROXY ?? "").trim().toLowerCase();
  const behindHttps = Boolean(environment.TLS_CERT_FILE) || (proxy !== "" && proxy !== "false");
  if (!behindHttps || environment.STAFF_HOST) return undefined;
  return (
    `STAFF_HOST is not set in ${environmentFile}: the staff side (/moderacja, /admin, ` +
    "/api/moderation) would share the public pages' origin; set it to the staff host's name " +
    "(docs/operations/README.md#staff-host)"
  );
}

/** The variables only tests may set, and what each would do to the instances. */
const TEST_ONLY_VARIABLES = {
  PUSH_ALLOWED_TEST_ORIGINS: "lets the server send notifications to loopback",
  TEST_CLOCK_FROM: "moves the server's clock off the real time (reminders, sessions, retention)",
} as const;

/**
 * Why an environment that sets a tests-only variable is refused: each stands in for the world
 * around an end-to-end test (server/push/README.md#tests), never for the night's.
 */
export function testOnlySettings(
  environment: Readonly<Record<string, string | undefined>>,
  environmentFile: string,
): string | undefined {
  for (const [variable, effect] of Object.entries(TEST_ONLY_VARIABLES)) {
    if (!environment[variable]?.trim()) continue;
    return (
      `${variable} is set in ${environmentFile}: it ${effect}, for tests only; remove it ` +
      "(docs/operations/README.md#environment-variables)"
    );
  }
  return undefined;
}

/** The status and Location of a GET for `path` as the browser asks `host` (no redirect followed). */
function answerFor(
  port: number,
  host: string,
  urlPath: string,
): Promise<{ status: number; location?: string } | undefined> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: urlPath, headers: { host }, timeout: 5000 },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      },
    );
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(undefined));
  });
}

/** The staff host's panel is served there, and the public host sends the panel to it. */
async function staffHostProblems(port: number, staffHost: string): Promise<string[]> {
  const problems: string[] = [];
  const onStaff = await answerFor(port, staffHost, "/moderacja");
  if (onStaff?.status !== 200) {
    problems.push(`/moderacja on ${staffHost}: ${onStaff?.status ?? "no answer"}`);
  }
  const onPublic = await answerFor(port, `127.0.0.1:${port}`, "/moderacja");
  if (onPublic?.status !== 302 || !onPublic.location?.includes(`//${staffHost}:`)) {
    problems.push(
      `/moderacja on the public host: ${onPublic?.status ?? "no answer"} ` +
        `${onPublic?.location ?? ""}, not a redirect to ${staffHost}`,
    );
  }
  return problems;
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
  const noStaffHost = missingStaffHost(environment, environmentFile);
  if (noStaffHost) return [noStaffHost];
  const testOnly = testOnlySettings(environment, environmentFile);
  if (testOnly) return [testOnly];
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
    const staffHost = environment.STAFF_HOST?.trim().toLowerCase();
    if (staffHost) problems.push(...(await staffHostProblems(port, staffHost)));
    return problems;
  } finally {
    await stop(child);
    rmSync(scratch, { recursive: true, force: true });
  }
}
