import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import http from "node:http";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, vi } from "vitest";
import { API_ERRORS } from "#server/errors";
import { RULE_TEXTS } from "#server/validation-errors";
import { buildApp } from "#server/app";
import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { MemoryRateCounters, PostgresRateCounters } from "#server/db/rate-counters";
import { FIXTURE_LOG2_N, hashPassword } from "#server/moderation/password-hash";
import type { SubmissionStatus } from "#core/submission-transitions";
import { accountName } from "#core/staff-accounts";
import type { AppConfig, ServerEdition } from "#server/config";
import { messageWindows, type WindowOverride } from "#core/message-window";
import { RESULT_TEXTS } from "#core/codes";
import { POSTGRES_ENABLED, startPostgres, type TestPostgres } from "./postgres";
import { temporaryDir } from "../temporary-dirs";
import { completeSecondFactor, fetchCall, type StaffCall } from "../support/soft-passkey";

export const MODERATOR_PASSWORD = "haslo-testowe-moderatora";

/**
 * Makes the shared rate counters fail every hit with `error`, on either database, until
 * restored. No decorator hands out an app's counters (only its admission and login throttle
 * hold them), so the spies sit on their classes.
 */
export function failRateCounters(error: Error): { mockRestore(): void } {
  const spies = [MemoryRateCounters, PostgresRateCounters].map((counters) =>
    vi.spyOn(counters.prototype, "hit").mockRejectedValue(error),
  );
  return { mockRestore: () => spies.forEach((spy) => spy.mockRestore()) };
}
/**
 * Hashed once per test file: the apps under test get the hash, as the real server does. At the
 * fixture's low cost: the suites sign in hundreds of times, and each check at the full cost
 * takes about 135 ms of a core here (password-hash.test.ts keeps the full cost's own checks).
 */
export const MODERATOR_PASSWORD_HASH = await hashPassword(MODERATOR_PASSWORD, FIXTURE_LOG2_N);

/** A database kind the suite runs against, with a factory of empty databases. */
export interface TestDatabase {
  readonly name: "sqlite" | "postgres";
  /** A fresh, empty database: its config fields. */
  fresh(): Promise<Pick<AppConfig, "dataDir" | "databaseUrl">>;
}

export { temporaryDir };

/**
 * The databases of this run: SQLite always, PostgreSQL with TEST_POSTGRES=1 (the run's shared
 * throwaway cluster, a new database per app). Call at the top level of a test file.
 */
export function testDatabases(): TestDatabase[] {
  const sqlite: TestDatabase = {
    name: "sqlite",
    fresh: async () => ({ dataDir: temporaryDir(), databaseUrl: undefined }),
  };
  if (!POSTGRES_ENABLED) return [sqlite];
  let cluster: TestPostgres | undefined;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });
  const postgres: TestDatabase = {
    name: "postgres",
    fresh: async () => {
      if (!cluster) throw new Error("PostgreSQL cluster not started");
      return { dataDir: temporaryDir(), databaseUrl: await cluster.createDatabase() };
    },
  };
  return [sqlite, postgres];
}

/**
 * The edition the server tests run with: a made-up one, not the content folder's, so no test
 * depends on the dates of the edition being prepared. Its window is summer in Warsaw (CEST,
 * +02:00): 2031-06-11T14:00:00Z to 2031-06-13T21:59:59Z. Its sets (core/festival-schedule.ts):
 * 2031-06-11-kora-i-kompas, -szklany-wrzesien, -drugi-termin and -student-2000 (a slot with no
 * band) on Wednesday, 2031-06-12-wydma and -dj-nocny-prom (until 00:30) on Thursday.
 */
export const TEST_EDITION: ServerEdition = {
  name: "Festiwal Testowy",
  timeZone: "Europe/Warsaw",
  messageWindow: { opensAt: "2031-06-11T16:00:00", closesAt: "2031-06-13T23:59:59" },
  days: [
    {
      date: "2031-06-11",
      opensAt: "17:00",
      lastConcertEndsAt: "23:00",
      lineup: [
        {
          acts: [
            { name: "Szklany Wrzesień", stage: "main", startsAt: "21:30", endsAt: "23:00" },
            { name: "Kora i Kompas", stage: "main", startsAt: "20:00", endsAt: "21:00" },
          ],
        },
      ],
      studentStage: [
        { startsAt: "18:00", endsAt: "18:45", band: "Drugi Termin" },
        { startsAt: "20:00", endsAt: "20:45" },
      ],
    },
    {
      date: "2031-06-12",
      opensAt: "16:00",
      lastConcertEndsAt: "00:30",
      lineup: [
        {
          acts: [
            { name: "Wydma", stage: "main", startsAt: "21:00", endsAt: "22:30" },
            { name: "DJ Nocny Prom", stage: "main", startsAt: "23:00", endsAt: "00:30" },
          ],
        },
      ],
      studentStage: [],
    },
  ],
};

/** A static folder with one page, standing in for the prerendered build. */
function staticDir(): string {
  const dir = temporaryDir("juwenalia-static-");
  mkdirSync(path.join(dir, "homepage"));
  writeFileSync(
    path.join(dir, "homepage", "index.html"),
    '<!doctype html><html lang="pl"><head><title>Strona</title></head>' +
      "<body><script>window.__x=1</script></body></html>",
  );
  return dir;
}

/**
 * What a test may set besides the config itself: the window override as the environment gives
 * it (SUBMISSIONS_OPEN_AT / _CLOSE_AT), resolved by the config's own `messageWindows`.
 */
export type TestConfigOverrides = Partial<AppConfig> & { submissionWindow?: WindowOverride };

/** The release stamp of apps under test: what their health answer and /metrics report. */
export const TEST_RELEASE = { commit: "0123456789ab", edition: "2031" } as const;

/**
 * A config for an app under test. Messages are accepted at any time (SUBMISSIONS_ANY_TIME, as
 * the end-to-end harness runs) and the pages are served as built; tests of the message window
 * turn that off and move the window with `submissionWindow`.
 */
export function testConfig({
  submissionWindow = {},
  ...overrides
}: TestConfigOverrides = {}): AppConfig {
  const edition = overrides.edition ?? TEST_EDITION;
  const submissionsAnyTime = overrides.submissionsAnyTime ?? true;
  return {
    port: 0,
    host: "127.0.0.1",
    logLevel: "silent",
    staticDir: staticDir(),
    // No CMS unless a test gives one (tests/server/cms-admin.test.ts).
    cms: {
      adminDir: temporaryDir("juwenalia-admin-"),
      host: { backend: "github", branch: "main" },
    },
    dataDir: temporaryDir(),
    databaseUrl: undefined,
    moderatorPasswordHash: MODERATOR_PASSWORD_HASH,
    sessionSecret: randomBytes(32).toString("hex"),
    edition,
    messageWindows: messageWindows({ edition, submissionWindow, submissionsAnyTime }),
    submissionsAnyTime,
    moderation: "pre",
    rateLimitPerMinute: 10_000,
    rateLimitUnverifiedPerIpPerMinute: 100_000,
    rateLimitNewDevicesPerIpPerMinute: 100_000,
    trustProxy: false,
    bench: false,
    release: TEST_RELEASE,
    ...overrides,
  };
}

/** Builds an app on a fresh database of `database`; closed after the file's tests. */
export async function createTestApp(
  database: TestDatabase,
  overrides: TestConfigOverrides = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ ...(await database.fresh()), ...overrides }));
  openApps.push(app);
  return app;
}

const openApps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(openApps.splice(0).map((app) => app.close()));
});

/** Listens on a free port and returns the base URL (for real-HTTP tests). */
export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return address;
}

export const VALID = { author: "Ala z Mokotowa", message: "Pozdrowienia dla całego stadionu!" };

/** Every Polish error text the API can answer with. */
export const KNOWN_ERROR_TEXTS: ReadonlySet<string> = new Set([
  ...Object.values(API_ERRORS).map((entry) => entry.error),
  ...Object.values(RESULT_TEXTS).map((entry) => entry.body),
]);

/**
 * A staff request the contract refused is answered with the field and the rule it broke
 * (server/validation-errors.ts), not a fixed text.
 */
function isWordedValidation(code: string, text: string): boolean {
  if (code !== "invalid_body" && code !== "invalid_query") return false;
  return (
    (Object.values(RULE_TEXTS) as string[]).includes(text) ||
    /^(Pole „[^”]+”|Treść żądania|Nieznane pol[ea])/.test(text)
  );
}

/** POSTs a submission with `app.inject` (JSON unless told otherwise). */
export function submit(
  app: FastifyInstance,
  body: unknown = VALID,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/submissions",
    headers: { "content-type": "application/json", ...headers },
    payload: typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });
}

/**
 * A `{code, error}` answer with its status. Its text is one of the fixed ones unless it names
 * someone (a 409 naming the moderator who decided first): then it only has to say something.
 */
export function expectError(
  response: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
  { namesSomeone = false } = {},
) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { code: string; error: string };
  expect(body.code).toBe(code);
  if (namesSomeone) expect(body.error.length).toBeGreaterThan(10);
  else expect(KNOWN_ERROR_TEXTS.has(body.error) || isWordedValidation(code, body.error)).toBe(true);
}

/**
 * Signs in with the password alone (the quick-start lead unless told) and returns the session's
 * Cookie header value: a lead's session is then not verified yet (`login` completes it).
 */
export async function signInWithPassword(
  app: FastifyInstance,
  name: string = QUICK_START_LEAD,
  password: string = MODERATOR_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/moderation/session",
    payload: { name, password },
  });
  if (response.statusCode !== 204) throw new Error(`login failed: ${response.statusCode}`);
  const cookie = response.cookies.find((entry) => entry.name === "moderator_session");
  if (!cookie) throw new Error("no session cookie");
  return `moderator_session=${cookie.value}`;
}

/** The origin of `app.inject`'s requests (Host: localhost:80), as a browser there reports it. */
export const INJECT_ORIGIN = "http://localhost";

/** One staff request of `session` through `app.inject`, for the second factor's steps. */
export function injectedCall(
  app: FastifyInstance,
  session: string,
  headers: Record<string, string> = {},
): StaffCall {
  return async (method, url, body) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...headers,
        cookie: session,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: response.statusCode, body: response.body === "" ? null : response.json() };
  };
}

/**
 * Logs in (the quick-start lead unless told) and returns the session's Cookie header value, its
 * second factor proved with a soft passkey where the account needs one
 * (tests/support/soft-passkey.ts): the session may do all its role may.
 */
export async function login(
  app: FastifyInstance,
  name: string = QUICK_START_LEAD,
  password: string = MODERATOR_PASSWORD,
): Promise<string> {
  const session = await signInWithPassword(app, name, password);
  await completeSecondFactor(injectedCall(app, session), accountName(name), INJECT_ORIGIN);
  return session;
}

/** The `moderator_session=…` pair of a login answer over real HTTP, for a Cookie header. */
export function sessionCookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith("moderator_session="));
  return cookie?.split(";")[0] ?? "";
}

/** One staff request of `session` to a running server, for the second factor's steps. */
export const fetchedCall = fetchCall;

/**
 * Logs in to a running server over HTTP as the quick-start lead, its second factor proved with a
 * soft passkey; the session cookie for its staff requests.
 */
export async function moderatorSessionCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/api/moderation/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: QUICK_START_LEAD, password: MODERATOR_PASSWORD }),
  });
  expect(response.status).toBe(204);
  const session = sessionCookieOf(response);
  await completeSecondFactor(fetchedCall(url, session), QUICK_START_LEAD, new URL(url).origin);
  return session;
}

/**
 * A decision as the panel sends it: JSON naming the status the moderator saw (`from`; the queue's
 * "pending" unless told).
 */
export async function moderate(
  app: FastifyInstance,
  session: string,
  id: number,
  action: "approve" | "reject" | "undo",
  from: SubmissionStatus = "pending",
) {
  return app.inject({
    method: "POST",
    url: `/api/moderation/submissions/${id}/${action}`,
    headers: { cookie: session, "content-type": "application/json" },
    payload: JSON.stringify({ from }),
  });
}

export async function countAll(app: FastifyInstance, session: string) {
  const response = await app.inject({
    method: "GET",
    url: "/api/moderation/counts",
    headers: { cookie: session },
  });
  return response.json<{ pending: number; approved: number; rejected: number }>();
}

/** A parsed server-sent event. */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * Opens a server-sent-events stream over real HTTP and collects its events (comments are
 * counted separately, as heartbeats).
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  comments = 0;
  status = 0;
  headers: IncomingMessage["headers"] = {};
  ended = false;
  private buffer = "";
  private request: http.ClientRequest | undefined;
  private waiters: Array<() => void> = [];

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const client = new SseClient();
    await new Promise<void>((resolve, reject) => {
      client.request = http.get(url, { headers: { accept: "text/event-stream", ...headers } });
      client.request.on("error", (error) => (client.ended ? undefined : reject(error)));
      client.request.on("response", (response) => {
        client.status = response.statusCode ?? 0;
        client.headers = response.headers;
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => client.receive(chunk));
        response.on("end", () => {
          client.ended = true;
          client.notify();
        });
        resolve();
      });
    });
    return client;
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    let boundary = this.buffer.indexOf("\n\n");
    while (boundary !== -1) {
      const block = this.buffer.slice(0, boundary);
      this.buffer = this.buffer.slice(boundary + 2);
      const event: SseEvent = { event: "message", data: "" };
      let hasData = false;
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) this.comments += 1;
        else if (line.startsWith("id: ")) event.id = line.slice(4);
        else if (line.startsWith("event: ")) event.event = line.slice(7);
        else if (line.startsWith("data: ")) {
          event.data += line.slice(6);
          hasData = true;
        }
      }
      if (hasData) this.events.push(event);
      boundary = this.buffer.indexOf("\n\n");
    }
    this.notify();
  }

  private notify(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Resolves when `predicate` holds (checked on every chunk), or rejects after `timeoutMs`. */
  async waitFor(predicate: (client: SseClient) => boolean, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this)) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        throw new Error(
          `SSE condition not met in ${timeoutMs} ms; events: ${JSON.stringify(this.events)}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The `data` of default (`message`) events, parsed. */
  messages<T = { id: number; author: string; message: string; approvedAt: string }>(): T[] {
    return this.events
      .filter((event) => event.event === "message")
      .map((event) => JSON.parse(event.data) as T);
  }

  close(): void {
    this.ended = true;
    this.request?.destroy();
  }
}
