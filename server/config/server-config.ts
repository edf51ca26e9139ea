import type { Content } from "#content-layer/load";
import type { ReleaseStamp, SecondFactorPolicy } from "#core/contract";
import type { ScheduleDayInput } from "#core/festival-schedule";
import type { MessageWindows } from "#core/message-window";
import type { ModerationMode } from "#core/submission-transitions";
import type { BackupSettings } from "../backups/backup-job";
import type { CmsHostSettings } from "../cms/cms-host";
import type { GitHubSignInSettings } from "../cms/github-sign-in";
import type { ConnectionLimits, OverloadThresholds } from "../operations/capacity";
import type { RetentionPolicy } from "../operations/retention";
import type { PreviewSettings } from "../previews/changes";
import type { PushSettings } from "../push/push-settings";
import type { EnvValues, TrustProxy } from "./variables";

/**
 * The typed config the server runs on, as `loadConfig` (load-config.ts) assembles it; the app
 * reads this, never the environment.
 */

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
  /**
   * The browser CMS (build/admin), the git host it saves to (server/plugins/cms-admin.ts) and
   * GitHub's OAuth app our server signs organisers in with (CMS_GITHUB_CLIENT_ID / _SECRET).
   */
  cms: { adminDir: string; host: CmsHostSettings; githubSignIn?: GitHubSignInSettings };
  /** SQLite file and generated secrets live here. */
  dataDir: string;
  /** A postgres:// URL: PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  /** Unset: generated and stored in dataDir by `resolveSecrets` (secrets.ts). */
  moderatorPassword?: string;
  /** Key of the signed cookies. Unset: generated and stored in dataDir. */
  sessionSecret?: string;
  /** STAFF_IDLE_MINUTES in ms: an unused staff session ends. Unset (tests): two hours. */
  staffIdleMs?: number;
  /** STAFF_SECOND_FACTOR: who must add a second factor. Unset (tests): the leads. */
  staffSecondFactor?: SecondFactorPolicy;
  /**
   * The bearer token of GET /metrics (METRICS_TOKEN; server/operations/README.md#metrics). Unset: the
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
   * deploys and rollbacks goes out on /metrics (docs/operations/publishing.md#deploy-and-rollback).
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
  /**
   * STAFF_HOST: the only host the staff side (/moderacja, /admin, /api/moderation/*) answers on,
   * which serves no public page (server/plugins/staff-host.ts). Unset: one origin for all.
   */
  staffHost?: string;
  /** BENCH=1 adds GET /api/bench/hello, the baseline of bench/api.ts. */
  bench: boolean;
  /** SSE heartbeat interval; not an environment variable (tests shorten it). Default 15 s. */
  heartbeatMs?: number;
  /**
   * How often the staff streams' sessions are looked up again; not an environment variable
   * (tests shorten it). Default 5 s (server/screens/staff-streams.ts).
   */
  staffStreamCheckMs?: number;
  /**
   * The server's one clock: the rate counters, sessions, late changes, announcements, the trail,
   * retention and the notifications' queue and reminders. Unset: the real time. TEST_CLOCK_FROM
   * starts it at another instant for an end-to-end test; server tests move it at will.
   */
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
  /**
   * The phones' notifications (server/push/README.md): PUSH_NOTIFICATIONS, the VAPID keys and
   * subject, PUSH_ALLOWED_TEST_ORIGINS. Unset: off (GET /api/push/key answers 404).
   */
  push?: PushSettings;
}
