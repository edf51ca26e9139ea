import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../support/serve-build";
import { startPostgres, type ShutdownMode, type TestPostgres } from "../server/postgres";
import { requireCaddy, requirePostgres, requireRelease } from "./prerequisites";
import { deployOrThrow, deploySettings, INSTALLED_COMMIT } from "./deploy-command";
import { startChild, waitForOk, type Child } from "./processes";
import { releaseVariant } from "./release-variants";
import {
  INSTANCE_NAMES,
  STAFF_HOST,
  type InstanceName,
  type StaffAccount,
  type TopologyInfo,
} from "./topology-info";

/**
 * The production topology of deploy/README.md on loopback: one PostgreSQL cluster of our own,
 * two instances started from the release folder (`node server/main.mjs`, as systemd's
 * juwenalia@.service does) and Caddy with the release's deploy/Caddyfile in front. Everything
 * runs in the Playwright runner's process (tests/deploy/global-setup.ts), which also answers a
 * small control server on loopback so the specs, in a worker process, can kill and restart an
 * instance or PostgreSQL while this process stays the one owner of every child.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
export const RELEASE_DIR = path.join(ROOT, "release", "juwenalia-syrenki");
const START_TIMEOUT_MS = 30_000;
/** The previews' name and password in the topology (any name under .localhost is loopback). */
export const PREVIEW_HOST = "podglad.localhost";
export const PREVIEW_PASSWORD = "podglad-testowy-haslo-2025";
export { STAFF_HOST } from "./topology-info";
/** Where the processes' output is written at the end (test-results/ is ignored by git). */
const LOG_DIR = path.join(ROOT, "test-results", "deploy-logs");
/** Caddy keeps idle upstream connections 30 s (deploy/Caddyfile): the server must keep them longer. */
const KEEP_ALIVE_TIMEOUT_MS = "35000";

export interface Topology {
  readonly info: TopologyInfo;
  /** The processes serving visitors now (the instances and Caddy), to measure them. */
  pids: () => number[];
  stop: () => Promise<void>;
}

export interface TopologyOptions {
  /**
   * Added to every instance's environment over the defaults below (`bench:night -- --topology`
   * raises the limits); an empty value unsets a default, as in an environment file.
   */
  environment?: Record<string, string>;
  /**
   * Added to the instances' processes only, never to the environment file whose variables the
   * deploy's release check reads: the tests-only ones it refuses (`bench:push -- --topology`
   * lets its stand-in push service through).
   */
  instancesOnly?: Record<string, string>;
}

/**
 * A lead account made as deploy/README.md makes one: the release's moderators command against
 * the instances' database. Its generated password.
 */
async function addLead(
  releaseFolder: string,
  environment: Record<string, string>,
  name: string,
): Promise<StaffAccount> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["server/moderators.mjs", "add", name, "--lead"],
    { cwd: releaseFolder, env: environment },
  );
  const password = /Hasło: (\S+)/.exec(stdout)?.[1];
  if (!password) throw new Error(`no password in the output of "moderators add": ${stdout}`);
  return { name, password };
}

/** What every instance shares; each adds its PORT and DATA_DIR (deploy/systemd/juwenalia.env.example). */
function sharedEnvironment(
  databaseUrl: string,
  info: Omit<TopologyInfo, "instances" | "controlUrl" | "deploy" | "leads">,
) {
  const now = Date.now();
  return {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    METRICS_TOKEN: info.metricsToken,
    MODERATOR_PASSWORD: info.moderatorPassword,
    // Caddy connects from 127.0.0.1; only its X-Forwarded-For is believed.
    TRUST_PROXY: "127.0.0.1",
    // The staff side on its own name through the same Caddy, as in production.
    STAFF_HOST,
    KEEP_ALIVE_TIMEOUT_MS,
    LOG_LEVEL: "warn",
    // A rehearsal window around now (docs/new-edition.md, "Rehearsal"): the server accepts
    // messages and the pages it serves open the toast, with no faked browser clock. Rate limits
    // stay at their defaults.
    SUBMISSIONS_OPEN_AT: new Date(now - 60_000).toISOString(),
    SUBMISSIONS_CLOSE_AT: new Date(now + 60 * 60_000).toISOString(),
  };
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  requireCaddy();
  requirePostgres();
  requireRelease(RELEASE_DIR);
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const scratch = mkdtempSync(path.join(tmpdir(), "juwenalia-deploy-"));
    cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));

    // A cluster of our own even when a developer points the server tests at another one: the
    // specs stop and start it.
    delete process.env.TEST_DATABASE_URL;
    const postgres: TestPostgres = await startPostgres({ ownCluster: true });
    cleanups.push(() => postgres.stop());
    const databaseUrl = await postgres.createDatabase();

    const caddyPort = await freePort();
    const base = {
      caddyUrl: `https://localhost:${caddyPort}`,
      caddyPort,
      // Caddy's internal CA (tls internal), under its XDG_DATA_HOME.
      caCertFile: path.join(
        scratch,
        "caddy-data",
        "caddy",
        "pki",
        "authorities",
        "local",
        "root.crt",
      ),
      databaseUrl,
      moderatorPassword: `deploy-${randomBytes(8).toString("hex")}`,
      metricsToken: randomBytes(24).toString("hex"),
    };
    const shared = {
      ...sharedEnvironment(databaseUrl, base),
      // Previews of proposed changes (docs/operations/publishing.md#previews), as the deploy
      // command unpacks them, on their own name through the same Caddy.
      PREVIEWS_DIR: path.join(scratch, "juwenalia", "previews"),
      PREVIEW_HOST: PREVIEW_HOST,
      PREVIEW_PASSWORD: PREVIEW_PASSWORD,
      ...options.environment,
    };

    const instances = new Map<InstanceName, Child>();
    const retired: Child[] = [];
    const ports = new Map<InstanceName, number>();
    for (const name of INSTANCE_NAMES) ports.set(name, await freePort());
    // The deploy's folder, as /opt/juwenalia on a server: the instances run from its `current`,
    // as systemd's WorkingDirectory, so a deploy that switches it restarts them onto the new one.
    const deployRoot = path.join(scratch, "juwenalia");
    mkdirSync(deployRoot);
    /** Starts the instance from `current`; with `healthy`, waits until it answers its health. */
    const startInstance = async (name: InstanceName, healthy = true) => {
      const port = ports.get(name)!;
      const child = startChild(`instance ${name}`, process.execPath, ["server/main.mjs"], {
        cwd: path.join(deployRoot, "current"),
        env: {
          ...shared,
          ...options.instancesOnly,
          PORT: String(port),
          DATA_DIR: mkdtempSync(path.join(scratch, `data-${name}-`)),
        },
      });
      const previous = instances.get(name);
      if (previous) retired.push(previous);
      instances.set(name, child);
      if (healthy) await waitForOk(child, `http://127.0.0.1:${port}/api/health`, START_TIMEOUT_MS);
    };
    cleanups.push(async () => {
      await Promise.all([...instances.values()].map((child) => child.stop("SIGTERM")));
    });

    const control = await startControl({
      async kill(name) {
        await instances.get(name)?.stop("SIGKILL");
      },
      start: startInstance,
      // As `systemctl restart`: SIGTERM, the drain, then a new process, without waiting for it.
      async restart(port) {
        const name = [...ports].find(([, each]) => each === port)?.[0];
        if (!name) throw new Error(`no instance on port ${port}`);
        await instances.get(name)?.stop("SIGTERM");
        await startInstance(name, false);
      },
      halt: (mode) => postgres.halt(mode),
      resume: () => postgres.resume(),
    });
    cleanups.push(() => new Promise<void>((resolve) => control.server.close(() => resolve())));

    const caddyAdminPort = await freePort();
    const deploy = deploySettings(scratch, deployRoot, shared, {
      ports: [...ports.values()],
      controlUrl: control.url,
      caddyAdmin: `http://127.0.0.1:${caddyAdminPort}`,
    });
    // Installed as deploy/README.md installs it: the deploy command, whose restarts start them
    // one after the other (the first runs the migrations). No Caddy yet: nothing to wait for.
    const installed = releaseVariant(RELEASE_DIR, scratch, { commit: INSTALLED_COMMIT });
    await deployOrThrow(deploy, ["deploy", installed], {
      DEPLOY_CADDY_ADMIN: "off",
      DEPLOY_PROXY_SETTLE_MS: "0",
    });
    const current = path.join(deployRoot, "current");
    const leads = {
      panel: await addLead(current, shared, "prowadzaca-panel"),
      api: await addLead(current, shared, "prowadzaca-api"),
    };

    const caddy = await startCaddy(
      scratch,
      caddyPort,
      caddyAdminPort,
      [...ports.values()],
      () => base.caCertFile,
    );
    cleanups.push(() => caddy.stop("SIGTERM"));
    // Last (runs first): every process's output, for a failure's post-mortem.
    cleanups.push(async () => {
      mkdirSync(LOG_DIR, { recursive: true });
      for (const [index, child] of [caddy, ...retired, ...instances.values()].entries()) {
        const file = `${index}-${child.name.replace(/\W+/g, "-")}.log`;
        writeFileSync(path.join(LOG_DIR, file), child.output());
      }
    });

    const info: TopologyInfo = {
      ...base,
      leads,
      instances: INSTANCE_NAMES.map((name) => ({
        name,
        url: `http://127.0.0.1:${ports.get(name)!}`,
      })),
      controlUrl: control.url,
      deploy,
    };
    const pids = () =>
      [caddy, ...instances.values()]
        .filter((child) => child.alive())
        .map((child) => child.process.pid as number);
    return { info, pids, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startCaddy(
  scratch: string,
  port: number,
  adminPort: number,
  upstreamPorts: number[],
  caCertFile: () => string,
): Promise<Child> {
  const caddy = startChild(
    "caddy",
    "caddy",
    ["run", "--config", path.join(RELEASE_DIR, "deploy", "Caddyfile"), "--adapter", "caddyfile"],
    {
      cwd: scratch,
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        // Its certificates and state in our folder, never /root or the system service's.
        HOME: scratch,
        XDG_DATA_HOME: path.join(scratch, "caddy-data"),
        XDG_CONFIG_HOME: path.join(scratch, "caddy-config"),
        SITE_ADDRESS: `https://localhost:${port}`,
        PREVIEW_ADDRESS: `https://${PREVIEW_HOST}:${port}`,
        STAFF_ADDRESS: `https://${STAFF_HOST}:${port}`,
        TLS_MODE: "internal",
        LISTEN: "loopback",
        // The deploy asks it whether a restarted instance is back in rotation.
        CADDY_ADMIN: `127.0.0.1:${adminPort}`,
        HTTPS_PORT: String(port),
        HTTP_PORT: String(await freePort()),
        UPSTREAMS: upstreamPorts.map((each) => `127.0.0.1:${each}`).join(" "),
      },
    },
  );
  try {
    await waitForOk(caddy, `https://localhost:${port}/api/health`, START_TIMEOUT_MS, () => {
      try {
        return readFileSync(caCertFile(), "utf8");
      } catch {
        return undefined; // written when Caddy has made its CA
      }
    });
  } catch (error) {
    await caddy.stop("SIGKILL");
    throw error;
  }
  return caddy;
}

interface ControlActions {
  kill: (name: InstanceName) => Promise<void>;
  restart: (port: number) => Promise<void>;
  start: (name: InstanceName) => Promise<void>;
  halt: (mode: ShutdownMode) => Promise<void>;
  resume: () => Promise<void>;
}

/**
 * POST /kill/<a|b>, /start/<a|b>, /restart-port/<port>, /halt/<fast|immediate>, /resume: 204
 * once done, 500 with the
 * error's message. Loopback only, on a free port, for the specs' worker.
 */
async function startControl(actions: ControlActions): Promise<{ server: Server; url: string }> {
  const isInstance = (value: string | undefined): value is InstanceName =>
    (INSTANCE_NAMES as readonly string[]).includes(value ?? "");
  const server = createServer((request, response) => {
    const [, action, argument] = (request.url ?? "").split("/");
    const run = async () => {
      if (request.method !== "POST") throw new Error("POST only");
      if (action === "kill" && isInstance(argument)) return actions.kill(argument);
      if (action === "start" && isInstance(argument)) return actions.start(argument);
      if (action === "restart-port" && /^\d+$/.test(argument ?? "")) {
        return actions.restart(Number(argument));
      }
      if (action === "halt" && (argument === "fast" || argument === "immediate")) {
        return actions.halt(argument);
      }
      if (action === "resume") return actions.resume();
      throw new Error(`unknown control request ${request.url}`);
    };
    run().then(
      () => response.writeHead(204).end(),
      (error: unknown) =>
        response.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${port}` };
}
