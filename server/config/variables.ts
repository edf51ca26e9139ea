import { z } from "zod";
import { CMS_BACKENDS } from "../cms/cms-host";
import { MODERATION_MODES } from "#core/submission-transitions";
import { SECOND_FACTOR_POLICIES } from "#core/contract";
import { DEFAULT_LIMITS, DEFAULT_MAX_EVENT_LOOP_DELAY_MS } from "../operations/capacity";
import { HEARTBEAT_MS } from "../screens/feed";
import { ConfigError } from "./config-error";
import { SECRET_STRENGTH, weakSecretReason, type CheckedSecret } from "./secret-strength";

/**
 * The environment variables the server reads, each with its parser, default and checks
 * (server/config/README.md); load-config.ts assembles the typed config from them once,
 * at boot. Every variable is documented in README.md and .env.example; an invalid value fails
 * fast with an error naming the variable. An empty value (`FOO=` in a .env file) counts as unset.
 */
const positiveInt = z.coerce.number().int().min(1);
/** A secret whose value is refused when it is a placeholder, a pattern or guessable. */
const realSecret = (name: CheckedSecret, schema: z.ZodString) =>
  schema.superRefine((value, context) => {
    const reason = weakSecretReason(name, value);
    if (reason) context.addIssue({ code: "custom", message: reason });
  });
/** A cap or threshold: 0 turns it off. */
const countOrOff = z.coerce.number().int().min(0);
const instant = z.iso.datetime({ offset: true, message: "must be an ISO-8601 instant" });

/**
 * A host name as a browser sends it in Host, without a port (`podglad.juwenalia-syrenki.pl`);
 * compared in lower case.
 */
const hostName = z
  .string()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
    "must be a host name without scheme, port or path (podglad.example.pl)",
  )
  .transform((value) => value.toLowerCase());

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * Fastify's trustProxy: `true` / `false`, a hop count (trust that many proxies in front), or the
 * comma-separated addresses/CIDRs of the trusted proxies.
 */
const trustProxy = z.string().transform((value): TrustProxy => {
  const text = value.trim().toLowerCase();
  if (text === "true") return true;
  if (text === "false") return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return value.trim();
});

export const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("warn"),
    STATIC_DIR: z.string().min(1).optional(),
    CONTENT_DIR: z.string().min(1).default("content"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//i, "must be a postgres:// URL (unset it to use SQLite)")
      .optional(),
    // Its rules (length, placeholders, common passwords) are checked in load-config.ts, where
    // the festival's name is known: server/moderation/password-policy.ts.
    MODERATOR_PASSWORD: z.string().optional(),
    SESSION_SECRET: realSecret(
      "SESSION_SECRET",
      z.string().min(32, "must have at least 32 characters"),
    ).optional(),
    // A staff session unused this long ends (server/plugins/README.md#staff-sessions): at least
    // the few minutes a backgrounded panel's slowed timers may leave between requests, at most
    // the session's whole 12 hours.
    STAFF_IDLE_MINUTES: positiveInt
      .min(5, "must be at least 5")
      .max(720, "must be at most 720 (a session's 12 hours)")
      .default(120),
    // Who must add a second factor (server/moderation/README.md#second-factor): the leads
    // always; `all` makes every moderator add one too.
    STAFF_SECOND_FACTOR: z.enum(SECOND_FACTOR_POLICIES).default("leads"),
    // Sent as `Authorization: Bearer …`: printable ASCII without spaces fits any header.
    METRICS_TOKEN: realSecret(
      "METRICS_TOKEN",
      z
        .string()
        .min(16, "must have at least 16 characters")
        .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces"),
    ).optional(),
    SUBMISSIONS_OPEN_AT: instant.optional(),
    SUBMISSIONS_CLOSE_AT: instant.optional(),
    SUBMISSIONS_ANY_TIME: z.enum(["0", "1"]).default("0"),
    MODERATION: z.enum(MODERATION_MODES).default("pre"),
    RATE_LIMIT_PER_MINUTE: positiveInt.default(5),
    RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE: positiveInt.default(20),
    RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE: positiveInt.default(60),
    // Its one ceiling per address became two (docs/decisions/010): a value left in a .env must
    // not be ignored without a word.
    RATE_LIMIT_PER_IP_PER_MINUTE: z
      .never({
        error:
          "replaced by RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE and " +
          "RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE (docs/operations/README.md); remove it",
      })
      .optional(),
    TRUST_PROXY: trustProxy.default(false),
    // The staff side's own host (docs/decisions/028-the-staff-side-on-a-host-of-its-own.md).
    STAFF_HOST: hostName.optional(),
    BENCH: z.enum(["0", "1"]).default("0"),
    TLS_CERT_FILE: z.string().min(1).optional(),
    TLS_KEY_FILE: z.string().min(1).optional(),
    HEADERS_TIMEOUT_MS: positiveInt.default(DEFAULT_LIMITS.headersTimeoutMs),
    REQUEST_TIMEOUT_MS: positiveInt.default(DEFAULT_LIMITS.requestTimeoutMs),
    IDLE_TIMEOUT_MS: positiveInt.default(DEFAULT_LIMITS.idleTimeoutMs),
    KEEP_ALIVE_TIMEOUT_MS: positiveInt.default(DEFAULT_LIMITS.keepAliveTimeoutMs),
    MAX_REQUESTS_PER_SOCKET: countOrOff.default(DEFAULT_LIMITS.maxRequestsPerSocket),
    MAX_CONNECTIONS_PER_ADDRESS: countOrOff.default(DEFAULT_LIMITS.maxConnectionsPerAddress),
    MAX_CONNECTIONS: countOrOff.optional(),
    OVERLOAD_EVENT_LOOP_DELAY_MS: countOrOff.default(DEFAULT_MAX_EVENT_LOOP_DELAY_MS),
    OVERLOAD_HEAP_USED_MB: countOrOff.optional(),
    OVERLOAD_RSS_MB: countOrOff.optional(),
    // Backups (server/backups/README.md). setInterval's limit is about 24 days: a week is plenty.
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_EVERY_MINUTES: countOrOff.max(10_080, "must be at most 10080 (a week)").default(15),
    BACKUP_KEEP: positiveInt.default(16),
    PG_BIN: z.string().min(1).optional(),
    // The git host the CMS at /admin saves to (server/cms/README.md).
    CMS_BACKEND: z.enum(CMS_BACKENDS).default("github"),
    CMS_REPO: z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)+$/, "must be owner/name (GitLab groups: group/subgroup/name)")
      .optional(),
    CMS_BRANCH: z.string().min(1).default("main"),
    CMS_HOST_URL: z.url({ protocol: /^https$/, message: "must be an https:// URL" }).optional(),
    CMS_APP_ID: z.string().min(1).optional(),
    // GitHub's OAuth app: our server signs organisers in with it (server/cms/github-sign-in.ts).
    CMS_GITHUB_CLIENT_ID: z
      .string()
      .regex(/^[\w.-]+$/, "must be the OAuth app's Client ID (letters, digits, . _ -)")
      .optional(),
    CMS_GITHUB_CLIENT_SECRET: realSecret(
      "CMS_GITHUB_CLIENT_SECRET",
      z
        .string()
        .regex(/^[\w.-]{8,}$/, "must be the OAuth app's client secret (letters and digits)"),
    ).optional(),
    // The third-party helper it replaced: a value left in a .env must not be ignored silently.
    CMS_AUTH_URL: z
      .never({
        error:
          "replaced by our own sign-in: CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET " +
          "(docs/redakcja.md); remove it",
      })
      .optional(),
    // The phones' notifications (server/push/README.md): on unless `off`. The VAPID key pair, both
    // or neither (unset: generated on first start and kept in the database); the contact the push
    // services see (unset: the edition's siteUrl).
    PUSH_NOTIFICATIONS: z.enum(["on", "off"]).default("on"),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "must be a P-256 public key, base64url (87 characters)")
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key, base64url (43 characters)")
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: or https:// URL")
      .optional(),
    // Tests only (the release check refuses it): https origins on loopback pushes may go to.
    PUSH_ALLOWED_TEST_ORIGINS: z
      .string()
      .transform((value) => value.split(",").map((origin) => origin.trim()))
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^https:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/,
              "must list https://127.0.0.1:<port> origins (loopback only)",
            ),
        ),
      )
      .optional(),
    // Tests only (the release check refuses it): the server's one clock starts at this instant
    // and runs at real speed, so an end-to-end test can stand minutes before a set.
    TEST_CLOCK_FROM: instant.optional(),
    // Previews of a proposed change (docs/operations/publishing.md#previews): all three or none.
    PREVIEWS_DIR: z.string().min(1).optional(),
    PREVIEW_HOST: hostName.optional(),
    PREVIEW_PASSWORD: realSecret(
      "PREVIEW_PASSWORD",
      z.string().min(12, "must have at least 12 characters"),
    ).optional(),
  })
  .refine(
    (env) =>
      !env.SUBMISSIONS_OPEN_AT ||
      !env.SUBMISSIONS_CLOSE_AT ||
      Date.parse(env.SUBMISSIONS_OPEN_AT) < Date.parse(env.SUBMISSIONS_CLOSE_AT),
    { path: ["SUBMISSIONS_CLOSE_AT"], message: "must be later than SUBMISSIONS_OPEN_AT" },
  )
  .refine(
    (env) =>
      env.SUBMISSIONS_ANY_TIME === "0" || (!env.SUBMISSIONS_OPEN_AT && !env.SUBMISSIONS_CLOSE_AT),
    {
      path: ["SUBMISSIONS_ANY_TIME"],
      message: "cannot be combined with SUBMISSIONS_OPEN_AT / SUBMISSIONS_CLOSE_AT",
    },
  )
  .refine((env) => Boolean(env.TLS_CERT_FILE) === Boolean(env.TLS_KEY_FILE), {
    path: ["TLS_KEY_FILE"],
    message: "TLS_CERT_FILE and TLS_KEY_FILE go together",
  })
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    path: ["HEADERS_TIMEOUT_MS"],
    message: "must not exceed REQUEST_TIMEOUT_MS (the head is part of the request)",
  })
  .refine((env) => Boolean(env.CMS_GITHUB_CLIENT_ID) === Boolean(env.CMS_GITHUB_CLIENT_SECRET), {
    path: ["CMS_GITHUB_CLIENT_SECRET"],
    message: "CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET go together",
  })
  .refine((env) => !env.CMS_GITHUB_CLIENT_ID || env.CMS_BACKEND === "github", {
    path: ["CMS_GITHUB_CLIENT_ID"],
    message: "only for CMS_BACKEND=github (GitLab and Forgejo/Gitea use CMS_APP_ID)",
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    path: ["VAPID_PRIVATE_KEY"],
    message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together",
  })
  .refine((env) => Boolean(env.PREVIEWS_DIR) === Boolean(env.PREVIEW_HOST), {
    path: ["PREVIEW_HOST"],
    message: "PREVIEWS_DIR and PREVIEW_HOST go together",
  })
  // The preview host is on the internet: without a password anyone could read unpublished pages.
  .refine((env) => !env.PREVIEW_HOST || Boolean(env.PREVIEW_PASSWORD), {
    path: ["PREVIEW_PASSWORD"],
    message: "required with PREVIEW_HOST and PREVIEWS_DIR (at least 12 characters)",
  })
  .refine((env) => !env.STAFF_HOST || env.STAFF_HOST !== env.PREVIEW_HOST, {
    path: ["STAFF_HOST"],
    message: "must differ from PREVIEW_HOST",
  })
  // One leaked secret must not open what another guards.
  .superRefine((env, context) => {
    const seen = new Map<string, string>();
    for (const name of Object.keys(SECRET_STRENGTH) as CheckedSecret[]) {
      const value = env[name];
      if (value === undefined) continue;
      const first = seen.get(value);
      if (first) {
        context.addIssue({
          code: "custom",
          path: [name],
          message: `is the same as ${first}: each secret must be its own`,
        });
      }
      seen.set(value, first ?? name);
    }
  })
  // The streams of the big screen and the moderators are quiet between heartbeats.
  .refine((env) => env.IDLE_TIMEOUT_MS > HEARTBEAT_MS, {
    path: ["IDLE_TIMEOUT_MS"],
    message: `must be longer than the ${HEARTBEAT_MS} ms heartbeat of the event streams`,
  });

/** The environment as parsed: every variable with its default applied. */
export type EnvValues = z.infer<typeof EnvSchema>;

function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value !== "") values[name] = value;
  }
  return values;
}

/** Parses the environment, or throws a ConfigError with one line per invalid variable. */
export function readEnvironment(env: NodeJS.ProcessEnv): EnvValues {
  const parsed = EnvSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw ConfigError.invalidEnvironment(lines);
  }
  return parsed.data;
}
