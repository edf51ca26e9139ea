import { readFileSync } from "node:fs";
import path from "node:path";
import { ContentError, loadEdition } from "#content-layer/load";
import { editionMessageWindow, messageWindowInstants, messageWindows } from "#core/message-window";
import { deployRootOf } from "../deploy/deploy-history";
import { passwordProblem } from "../moderation/password-policy";
import {
  connectionsForDescriptors,
  defaultOverloadThresholds,
  fileDescriptorLimit,
  type OverloadThresholds,
} from "../operations/capacity";
import { readReleaseStamp } from "../operations/release-stamp";
import { retentionPolicy } from "../operations/retention";
import { stageNamesOf, type PushSettings } from "../push/push-settings";
import { ConfigError } from "./config-error";
import type { ServerConfig, ServerEdition } from "./server-config";
import { readEnvironment, type EnvValues } from "./variables";

/**
 * Environment → typed config, read once at boot: the variables
 * and their checks are variables.ts; this module adds what they point at (the edition's content,
 * the TLS files, the release) and assembles the config. Its errors are ConfigErrors, one line per
 * problem.
 */

function readEdition(dir: string): {
  edition: ServerEdition;
  retentionDays: number;
  year: number;
  siteUrl: string;
  stageNames: PushSettings["stageNames"];
} {
  try {
    const { name, timeZone, messageWindow, messageRetentionDays, year, days, siteUrl, stages } =
      loadEdition(dir);
    return {
      edition: { name, timeZone, messageWindow, days },
      retentionDays: messageRetentionDays,
      year,
      siteUrl,
      stageNames: stageNamesOf(dir, stages),
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

/**
 * TEST_CLOCK_FROM's clock: `start` when the config is read, then real seconds. Real speed keeps
 * every timer of the server (the push ticks, the leases, the sessions) as it runs on the night.
 */
function clockFrom(start: Date): () => Date {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

export function loadConfig(env: NodeJS.ProcessEnv, projectRoot: string): ServerConfig {
  const values = readEnvironment(env);
  const date = (value: string | undefined) => (value ? new Date(value) : undefined);
  const { edition, retentionDays, year, siteUrl, stageNames } = readEdition(
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
        // Named on the CMS's local sign-in page when CMS_REPO is unset.
        localFolder: path.basename(projectRoot),
      },
      githubSignIn:
        values.CMS_GITHUB_CLIENT_ID && values.CMS_GITHUB_CLIENT_SECRET
          ? { clientId: values.CMS_GITHUB_CLIENT_ID, clientSecret: values.CMS_GITHUB_CLIENT_SECRET }
          : undefined,
    },
    dataDir: path.resolve(projectRoot, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    moderatorPassword: values.MODERATOR_PASSWORD,
    sessionSecret: values.SESSION_SECRET,
    staffIdleMs: values.STAFF_IDLE_MINUTES * 60_000,
    staffSecondFactor: values.STAFF_SECOND_FACTOR,
    metricsToken: values.METRICS_TOKEN,
    edition,
    messageWindows: messageWindows({ edition, submissionWindow, submissionsAnyTime }),
    submissionsAnyTime,
    moderation: values.MODERATION,
    rateLimitPerMinute: values.RATE_LIMIT_PER_MINUTE,
    rateLimitUnverifiedPerIpPerMinute: values.RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE,
    rateLimitNewDevicesPerIpPerMinute: values.RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE,
    trustProxy: values.TRUST_PROXY,
    staffHost: values.STAFF_HOST,
    bench: values.BENCH === "1",
    clock: values.TEST_CLOCK_FROM ? clockFrom(new Date(values.TEST_CLOCK_FROM)) : undefined,
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
    push:
      values.PUSH_NOTIFICATIONS === "off"
        ? undefined
        : {
            vapidKeys:
              values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
                ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY }
                : undefined,
            subject: values.VAPID_SUBJECT ?? siteUrl,
            allowedTestOrigins: values.PUSH_ALLOWED_TEST_ORIGINS ?? [],
            stageNames,
            editionEndsAt,
            perAddressPerMinute: values.RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE,
          },
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
