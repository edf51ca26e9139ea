import dns from "node:dns";
import { readFileSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import tls from "node:tls";
import { serveBuild } from "#tests/support/serve-build";
import { addModerator, StaffClient, type Timings } from "./night-clients";

/**
 * What `bench:push` runs against (docs/performance/push.md): the server as the instances run it
 * on a fresh SQLite data folder, or with `--topology` production's shape — the release on two
 * instances on a PostgreSQL of their own behind Caddy over HTTPS, started by the topology test's
 * own harness (tests/deploy/topology.ts), as `bench:night -- --topology` does. Either way the
 * instances reach the bench's stand-in push service, let through by PUSH_ALLOWED_TEST_ORIGINS.
 */
export interface PushTarget {
  /** The public site: the phones, screens and submissions go here. */
  url: string;
  /** "SQLite, one server" or "PostgreSQL, two instances behind Caddy". */
  shape: string;
  /** A signed-in lead, on the staff host when there is one. */
  lead(timings: Timings): Promise<StaffClient>;
  /** The processes serving visitors (for a CPU profile's or a measurement's sake). */
  pids(): number[];
  stop(): Promise<void>;
}

export interface PushTargetOptions {
  /** The edition's content folder (bench/lib/push-edition.ts). */
  contentDir: string;
  /** The stand-in push service: its origin, and its certificate for the servers to trust. */
  standIn: { origin: string; caFile: string };
  /** The servers' NODE_OPTIONS (`--cpu-prof …`): the local server's, or each instance's. */
  nodeOptions?: string;
}

/** Every client of the bench is 127.0.0.1: the limits a crowd of addresses would spread over. */
const RAISED_LIMITS = {
  SUBMISSIONS_ANY_TIME: "1",
  BACKUP_EVERY_MINUTES: "0",
  RATE_LIMIT_PER_MINUTE: "1000000",
  RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE: "1000000",
  RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE: "1000000",
  MAX_CONNECTIONS_PER_ADDRESS: "0",
};

const LEAD = "prowadzaca";

export async function startLocalTarget(options: PushTargetOptions): Promise<PushTarget> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "juwenalia-bench-push-data-"));
  const env = {
    DATA_DIR: dataDir,
    CONTENT_DIR: options.contentDir,
    ...RAISED_LIMITS,
    PUSH_ALLOWED_TEST_ORIGINS: options.standIn.origin,
    NODE_EXTRA_CA_CERTS: options.standIn.caFile,
  };
  const server = await serveBuild(
    options.nodeOptions ? { ...env, NODE_OPTIONS: options.nodeOptions } : env,
  );
  return {
    url: server.url,
    shape: "SQLite, one server",
    lead: async (timings) =>
      StaffClient.signIn(server.url, LEAD, await addModerator(env, LEAD, true), timings),
    pids: () => [server.process.pid!],
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Node resolves no `*.localhost` name but `localhost` itself (browsers resolve them all): the
 * staff host `panel.localhost` goes to Caddy's loopback address as a browser's would.
 */
function resolveLocalhostNames(): void {
  const lookup = dns.lookup;
  const patched = (hostname: string, ...rest: unknown[]) =>
    (lookup as (...args: unknown[]) => void)(
      hostname.endsWith(".localhost") ? "localhost" : hostname,
      ...rest,
    );
  dns.lookup = patched as typeof dns.lookup;
}

export async function startTopologyTarget(options: PushTargetOptions): Promise<PushTarget> {
  const { startTopology } = await import("#tests/deploy/topology");
  const { STAFF_HOST } = await import("#tests/deploy/topology-info");
  const topology = await startTopology({
    environment: {
      CONTENT_DIR: options.contentDir,
      ...RAISED_LIMITS,
      // The bench opens the window for good (SUBMISSIONS_ANY_TIME); the harness's rehearsal
      // window would contradict it.
      SUBMISSIONS_OPEN_AT: "",
      SUBMISSIONS_CLOSE_AT: "",
    },
    // Refused in an environment file by the release's check (server/push/README.md#tests).
    instancesOnly: {
      PUSH_ALLOWED_TEST_ORIGINS: options.standIn.origin,
      NODE_EXTRA_CA_CERTS: options.standIn.caFile,
      ...(options.nodeOptions ? { NODE_OPTIONS: options.nodeOptions } : {}),
    },
  });
  const { info } = topology;
  // Caddy's internal CA, trusted from now on by this process's fetch and https (NODE_EXTRA_CA_CERTS
  // is read only when a process starts).
  tls.setDefaultCACertificates([
    ...tls.getCACertificates("default"),
    readFileSync(info.caCertFile, "utf8"),
  ]);
  resolveLocalhostNames();
  const staffUrl = `https://${STAFF_HOST}:${info.caddyPort}`;
  return {
    url: info.caddyUrl,
    shape: "PostgreSQL, two instances behind Caddy",
    lead: (timings) =>
      StaffClient.signIn(staffUrl, info.leads.api.name, info.leads.api.password, timings),
    pids: () => topology.pids(),
    stop: () => topology.stop(),
  };
}
