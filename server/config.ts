import { readFileSync } from "node:fs";
import path from "node:path";
import { ContentError, loadEdition, type Content } from "../content-layer/load";
import { type ReleaseStamp } from "../core/contract";
import type { ScheduleDayInput } from "../core/festival-schedule";
import type { ModerationMode } from "../core/submission-transitions";
import {
  editionMessageWindow,
  messageWindowInstants,
  messageWindows,
  type MessageWindows,
} from "../core/message-window";
import type { BackupSettings } from "./backups/backup-job";
import type { CmsHostSettings } from "./cms/cms-host";
import type { PreviewSettings } from "./previews/changes";
import { deployRootOf } from "./deploy/deploy-history";
import { ConfigError } from "./environment/config-error";
import { passwordProblem } from "./moderation/password-policy";
import { readEnvironment, type EnvValues, type TrustProxy } from "./environment/variables";
import { readReleaseStamp } from "./operations/release-stamp";
import { retentionPolicy, type RetentionPolicy } from "./operations/retention";
import {
  connectionsForDescriptors,
  defaultOverloadThresholds,
  fileDescriptorLimit,
  type ConnectionLimits,
  type OverloadThresholds,
} from "./operations/capacity";

/**
 * Environment → typed config, read once at boot (docs/architecture.md#conventions): the variables
 * and their checks are server/environment/variables.ts; this module adds what they point at (the
 * edition's content, the TLS files, the release) and assembles the config. Its errors are
 * ConfigErrors, one line per problem, re-exported here with `loadConfig`.
 */
export { ConfigError };
export type { TrustProxy };

/** What the server takes from the edition's content (CONTENT_DIR/edition.yaml). */
export type ServerEdition = Pick<Content["edition"], "name" | "timeZone" | "messageWindow"> & {
  /** The festival's days with their sets: the sets a lead may delay or cancel. */
  days: readonly ScheduleDayInput[];
};

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: EnvValues["LOG_LEVEL"];
  /** The prerendered site (build/client). */
  staticDir: string;
  /** The browser CMS (build/admin) and the git host it saves to (server/plugins/cms-admin.ts). */
  cms: { adminDir: string; host: CmsHostSettings };
  /** SQLite file and generated secrets live here. */
  dataDir: string;
  /** A postgres:// URL: PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  /** Unset: generated and stored in dataDir by `resolveSecrets` (server/operations/app-config.ts). */
  moderatorPassword?: string;
  /** Key of the signed cookies. Unset: generated and stored in dataDir. */
  sessionSecret?: string;
  /** STAFF_IDLE_MINUTES in ms: an unused staff session ends. Unset (tests): two hours. */
  staffIdleMs?: number;
  /**
   * The bearer token of GET /metrics (METRICS_TOKEN; docs/architecture.md#metrics). Unset: the
   * server has no /metrics at all.
   */
  metricsToken?: string;
  /**
   * The edition of CONTENT_DIR: its name (API title, start-up line), message window and the
   * days whose sets late changes name.
   */
  edition: ServerEdition;
  /** What runs: the release's commit and edition, reported by health and /metrics. */
  release: ReleaseStamp;
  /**
   * The deploy's folder when this release runs from `<root>/releases/<name>`: its record of
   * deploys and rollbacks goes out on /metrics (docs/operations.md, "Deploy and rollback").
   */
  deployRoot?: string;
  /**
   * The windows the API and the served pages follow: the edition's, with SUBMISSIONS_OPEN_AT /
   * _CLOSE_AT moving either end (a rehearsal) or SUBMISSIONS_ANY_TIME opening it for good
   * (`messageWindows`). Decided here once; the app only uses them.
   */
  messageWindows: MessageWindows;
  /**
   * SUBMISSIONS_ANY_TIME=1: messages are accepted at any time while the pages keep the content's
   * window — only for end-to-end tests that fake the browser's clock; never in production.
   */
  submissionsAnyTime: boolean;
  moderation: ModerationMode;
  /** Submissions per minute of one device (RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
  /** Submissions without a valid proof per minute from one address. */
  rateLimitUnverifiedPerIpPerMinute: number;
  /** Submissions with a proof but no device cookie per minute from one address. */
  rateLimitNewDevicesPerIpPerMinute: number;
  trustProxy: TrustProxy;
  /** BENCH=1 adds GET /api/bench/hello, the baseline of bench/api.ts. */
  bench: boolean;
  /** SSE heartbeat interval; not an environment variable (tests shorten it). Default 15 s. */
  heartbeatMs?: number;
  /**
   * How often the staff streams' sessions are looked up again; not an environment variable
   * (tests shorten it). Default 5 s (server/screens/staff-streams.ts).
   */
  staffStreamCheckMs?: number;
  /** The clock of the rate counters and login limits; not an environment variable (tests move it). */
  clock?: () => Date;
  /**
   * The range a proof-of-work challenge's secret counter is drawn from, i.e. its work; not an
   * environment variable (tests make proofs cheap). Default `PROOF_COUNTER`.
   */
  proofCounter?: { min: number; max: number };
  /**
   * PEM certificate chain and key (TLS_CERT_FILE, TLS_KEY_FILE): the server speaks HTTPS with
   * HTTP/2 (HTTP/1.1 still accepted). Unset: plain HTTP/1.1, for a proxy that terminates TLS.
   */
  tls?: { cert: Buffer; key: Buffer };
  /** Timeouts and connection caps. Unset (apps built by tests): `defaultConnectionLimits()`. */
  connections?: ConnectionLimits;
  /** When to shed load with 503. Unset (apps built by tests): never. */
  overload?: OverloadThresholds;
  /**
   * When the edition's messages, blocks and audit trail are deleted: `messageRetentionDays` of
   * the content after its message window closes (server/operations/retention.ts). Unset (apps built by
   * tests): never.
   */
  retention?: RetentionPolicy;
  /**
   * BACKUP_DIR (default DATA_DIR/backups), BACKUP_EVERY_MINUTES, BACKUP_KEEP: the server's SQLite
   * backups and the folder every backup is pruned in (server/backups/). Unset (apps built by
   * tests): no backups, nothing pruned.
   */
  backups?: BackupSettings;
  /** PG_BIN: the folder of pg_dump and pg_restore; unset: PATH. */
  pgBin?: string;
  /**
   * PREVIEWS_DIR, PREVIEW_HOST, PREVIEW_PASSWORD: requests for that host are answered by the
   * previews of proposed changes (server/plugins/previews.ts). Unset: no previews at all.
   */
  previews?: PreviewSettings;
}

function readEdition(dir: string): {
  edition: ServerEdition;
  retentionDays: number;
  year: number;
} {
  try {
    const { name, timeZone, messageWindow, messageRetentionDays, year, days } = loadEdition(dir);
    return {
      edition: { name, timeZone, messageWindow, days },
      retentionDays: messageRetentionDays,
      year,
    };
  } catch (error) {
    if (error instanceof ContentError) throw ConfigError.invalidContent(error);
    throw error;
  }
}

function readPem(variable: string, file: string): Buffer {
  try {
    const pem = readFileSync(file);
    if (!pem.toString("latin1").includes("-----BEGIN ")) throw new Error("not a PEM file");
    return pem;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw ConfigError.invalidEnvironment([`${variable}: cannot read ${file} (${reason})`]);
  }
}

/** A weak chosen lead password stops the start: it would guard the whole staff panel. */
function checkModeratorPassword(password: string | undefined, festivalName: string): void {
  if (password === undefined) return;
  const problem = passwordProblem(password, { festivalName });
  if (problem) throw ConfigError.invalidEnvironment([`MODERATOR_PASSWORD: ${problem}`]);
}

export function loadConfig(env: NodeJS.ProcessEnv, projectRoot: string): ServerConfig {
  const values = readEnvironment(env);
  const date = (value: string | undefined) => (value ? new Date(value) : undefined);
  const { edition, retentionDays, year } = readEdition(
    path.resolve(projectRoot, values.CONTENT_DIR),
  );
  // The content's own window, not a rehearsal's: the edition ends when the content says.
  const editionEndsAt = messageWindowInstants(editionMessageWindow(edition)).closesAt;
  const submissionWindow = {
    opensAt: date(values.SUBMISSIONS_OPEN_AT),
    closesAt: date(values.SUBMISSIONS_CLOSE_AT),
  };
  const submissionsAnyTime = values.SUBMISSIONS_ANY_TIME === "1";
  // One end moved past the edition's other end would leave a window that never opens.
  const { submissions } = messageWindows({ edition, submissionWindow, submissionsAnyTime: false });
  if (submissions.opensAt.getTime() >= submissions.closesAt.getTime()) {
    const problem = submissionWindow.opensAt
      ? `SUBMISSIONS_OPEN_AT: must be earlier than the end of the edition's message window`
      : `SUBMISSIONS_CLOSE_AT: must be later than the start of the edition's message window`;
    const edge = submissionWindow.opensAt ? submissions.closesAt : submissions.opensAt;
    throw ConfigError.invalidEnvironment([`${problem} (${edge.toISOString()})`]);
  }
  checkModeratorPassword(values.MODERATOR_PASSWORD, edition.name);
  return {
    port: values.PORT,
    host: values.HOST,
    logLevel: values.LOG_LEVEL,
    staticDir: path.resolve(projectRoot, values.STATIC_DIR ?? `${env.BUILD_DIR || "build"}/client`),
    cms: {
      adminDir: path.resolve(projectRoot, `${env.BUILD_DIR || "build"}/admin`),
      host: {
        backend: values.CMS_BACKEND,
        repo: values.CMS_REPO,
        branch: values.CMS_BRANCH,
        hostUrl: values.CMS_HOST_URL,
        appId: values.CMS_APP_ID,
        authUrl: values.CMS_AUTH_URL,
      },
    },
    dataDir: path.resolve(projectRoot, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    moderatorPassword: values.MODERATOR_PASSWORD,
    sessionSecret: values.SESSION_SECRET,
    staffIdleMs: values.STAFF_IDLE_MINUTES * 60_000,
    metricsToken: values.METRICS_TOKEN,
    edition,
    messageWindows: messageWindows({ edition, submissionWindow, submissionsAnyTime }),
    submissionsAnyTime,
    moderation: values.MODERATION,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    rateLimitUnverifiedPerIpPerMinute: values.RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE,
    rateLimitNewDevicesPerIpPerMinute: values.RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE,
    trustProxy: values.TRUST_PROXY,
    bench: values.BENCH === "1",
    tls:
      values.TLS_CERT_FILE && values.TLS_KEY_FILE
        ? {
            cert: readPem("TLS_CERT_FILE", path.resolve(projectRoot, values.TLS_CERT_FILE)),
            key: readPem("TLS_KEY_FILE", path.resolve(projectRoot, values.TLS_KEY_FILE)),
          }
        : undefined,
    connections: {
      headersTimeoutMs: values.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
      idleTimeoutMs: values.IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: values.KEEP_ALIVE_TIMEOUT_MS,
      maxRequestsPerSocket: values.MAX_REQUESTS_PER_SOCKET,
      maxConnectionsPerAddress: values.MAX_CONNECTIONS_PER_ADDRESS,
      maxConnections: values.MAX_CONNECTIONS ?? connectionsForDescriptors(fileDescriptorLimit()),
    },
    overload: overloadThresholds(values),
    retention: retentionPolicy(editionEndsAt, retentionDays),
    backups: {
      dir: path.resolve(projectRoot, values.BACKUP_DIR ?? path.join(values.DATA_DIR, "backups")),
      everyMinutes: values.BACKUP_EVERY_MINUTES,
      keep: values.BACKUP_KEEP,
    },
    pgBin: values.PG_BIN === undefined ? undefined : path.resolve(projectRoot, values.PG_BIN),
    previews:
      values.PREVIEWS_DIR && values.PREVIEW_HOST && values.PREVIEW_PASSWORD
        ? {
            dir: path.resolve(projectRoot, values.PREVIEWS_DIR),
            host: values.PREVIEW_HOST,
            password: values.PREVIEW_PASSWORD,
          }
        : undefined,
    release: readReleaseStamp(projectRoot, year),
    deployRoot: deployRootOf(projectRoot),
  };
}

const MIB = 1024 * 1024;

function overloadThresholds(values: EnvValues): OverloadThresholds {
  const derived = defaultOverloadThresholds();
  const mib = (value: number | undefined) => (value === undefined ? undefined : value * MIB);
  return {
    maxEventLoopDelayMs: values.OVERLOAD_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: mib(values.OVERLOAD_HEAP_USED_MB) ?? derived.maxHeapUsedBytes,
    maxRssBytes: mib(values.OVERLOAD_RSS_MB) ?? derived.maxRssBytes,
  };
}
