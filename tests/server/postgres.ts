import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "../support/serve-build";

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL cluster for the server tests (the same integration
 * test suite runs against both databases: decision 003).
 *
 * Enabled by TEST_POSTGRES=1. Then either TEST_DATABASE_URL points at a server to use (a
 * database is created per test app in it), or a cluster is created with the local binaries:
 * PG_BIN, else the newest /usr/lib/postgresql/<version>/bin (Debian's `postgresql` package).
 * As root, the cluster runs as the `postgres` user (PostgreSQL refuses to run as root).
 *
 * One cluster serves the whole Vitest run (tests/server/postgres-cluster.global.ts starts it and
 * hands its address to the workers in SHARED_CLUSTER_VARIABLE): every test app gets a database
 * of its own in it, so sharing costs no isolation, and a cluster's start is paid once instead
 * of once per file. Only the fault tests, which stop and start the postmaster, ask for a cluster
 * of their own (`ownCluster`).
 */
export const POSTGRES_ENABLED = process.env.TEST_POSTGRES === "1";
/** Fault tests stop and start the postmaster: only a cluster of our own, not TEST_DATABASE_URL. */
export const POSTGRES_RESTARTABLE = POSTGRES_ENABLED && !process.env.TEST_DATABASE_URL;

/** Where the run's shared cluster is, for the workers (set by the global setup). */
export const SHARED_CLUSTER_VARIABLE = "TEST_POSTGRES_SHARED_URL";

/** How `pg_ctl stop` ends the server: `immediate` is a crash, `fast` ends every session first. */
export type ShutdownMode = "immediate" | "fast";

export interface TestPostgres {
  /** The server's own `postgres` database: where databases are created. */
  readonly adminUrl: string;
  /** Creates an empty database and returns its postgres:// URL. */
  createDatabase(): Promise<string>;
  /** Stops the postmaster (`pg_ctl stop -m <mode>`), keeping the cluster for `resume`. */
  halt(mode: ShutdownMode): Promise<void>;
  /** Starts the postmaster again on the same port; resolves once it accepts connections. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export function postgresBinaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] === undefined) {
    throw new Error(
      "TEST_POSTGRES=1 but no PostgreSQL binaries found: apt-get install postgresql, or set PG_BIN / TEST_DATABASE_URL",
    );
  }
  return path.join(root, versions[0], "bin");
}

async function numericId(user: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([
    run("id", ["-u", user]).then((out) => Number(out.stdout.trim())),
    run("id", ["-g", user]).then((out) => Number(out.stdout.trim())),
  ]);
  return { uid, gid };
}

let counter = 0;

/** A server someone else started and stops: TEST_DATABASE_URL, or the run's shared cluster. */
function serverAt(baseUrl: string): TestPostgres {
  return {
    adminUrl: baseUrl,
    async createDatabase() {
      counter += 1;
      const name = `juwenalia_test_${process.pid}_${counter}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      } finally {
        await admin.end();
      }
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async halt() {
      throw new Error("a shared server cannot be stopped by a test: ask for { ownCluster: true }");
    },
    async resume() {
      throw new Error("a shared server cannot be started by a test: ask for { ownCluster: true }");
    },
    async stop() {},
  };
}

export interface StartOptions {
  /** A cluster this caller may stop and start (`halt`, `resume`), never the shared one. */
  ownCluster?: boolean;
}

/**
 * The server to test against: TEST_DATABASE_URL, else the run's shared cluster, else (or with
 * `ownCluster`) a new cluster. Call `stop()` in afterAll; it ends only a cluster started here.
 */
export async function startPostgres(wanted: StartOptions = {}): Promise<TestPostgres> {
  if (process.env.TEST_DATABASE_URL) return serverAt(process.env.TEST_DATABASE_URL);
  const shared = process.env[SHARED_CLUSTER_VARIABLE];
  if (shared && !wanted.ownCluster) return serverAt(shared);

  const bin = postgresBinaries();
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "juwenalia-pg-"));
  const dataDir = path.join(dir, "data");
  if (asRoot) {
    const { uid, gid } = await numericId("postgres");
    chownSync(dir, uid, gid);
  }
  const asUser = (command: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args])
      : run(path.join(bin, command), args);

  const port = await freePort();
  await asUser("initdb", [
    "-D",
    dataDir,
    "-A",
    "trust",
    "-U",
    "postgres",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-c unix_socket_directories=${dir}`,
    "-c fsync=off",
    // The shared cluster holds the apps of the files that run at the same time.
    "-c max_connections=400",
  ].join(" ");
  const start = () =>
    asUser("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  await start();

  const server = serverAt(`postgres://postgres@127.0.0.1:${port}/postgres`);
  return {
    adminUrl: server.adminUrl,
    createDatabase: server.createDatabase,
    async halt(mode) {
      await asUser("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "stop"]);
    },
    async resume() {
      await start();
    },
    async stop() {
      await asUser("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every message text in a database: what each acknowledged (201) submission must be among. */
export async function storedMessages(databaseUrl: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ message: string }>("select message from submissions");
    return new Set(rows.map((row) => row.message));
  } finally {
    await client.end();
  }
}
