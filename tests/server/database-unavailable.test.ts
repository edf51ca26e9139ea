import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "#server/app";
import { SQLITE_FILE_NAME } from "#server/db/sqlite";
import { HEALTH_TIMEOUT_MS } from "#server/routes/health";
import {
  listen,
  login,
  moderate,
  SseClient,
  submit,
  temporaryDir,
  testConfig,
  VALID,
} from "./helpers";
import { waitUntil } from "./load";
import { POSTGRES_RESTARTABLE, startPostgres, type TestPostgres } from "./postgres";

function expectDatabaseUnavailable(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toBe("5");
  expect(response.json()).toMatchObject({
    code: "database_unavailable",
    error: "Baza danych jest chwilowo niedostępna. Spróbuj ponownie za kilka sekund.",
  });
}

const sqliteFault = (code: string) => new SqliteDatabase.SqliteError("disk I/O error", code);

async function approved(app: FastifyInstance, session: string, message: string): Promise<number> {
  const created = await submit(app, { author: "Ala", message });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: number }>();
  expect((await moderate(app, session, id, "approve")).statusCode).toBe(200);
  return id;
}

describe("SQLite unavailable", () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = temporaryDir();
    app = await buildApp(testConfig({ dataDir }));
  });
  afterAll(() => app.close());

  it("a database locked by another process past busy_timeout: 503 with Retry-After, then 201", async () => {
    const other = new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME));
    try {
      other.exec("begin exclusive");
      expectDatabaseUnavailable(await submit(app)); // after the 5 s busy_timeout
      // Reading still works in WAL mode: the service reports itself healthy.
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      other.exec("rollback");
      other.close();
    }
    expect((await submit(app)).statusCode).toBe(201);
  }, 15_000);

  it("the moderation API answers 503 too, never 401 or 500", async () => {
    const session = await login(app);
    const isValid = vi
      .spyOn(app.staffSessions, "find")
      .mockRejectedValueOnce(sqliteFault("SQLITE_IOERR_READ"));
    const list = await app.inject({
      method: "GET",
      url: "/api/moderation/submissions",
      headers: { cookie: session },
    });
    expectDatabaseUnavailable(list);
    isValid.mockRestore();

    vi.spyOn(app.moderation, "decide").mockRejectedValueOnce(sqliteFault("SQLITE_BUSY"));
    expectDatabaseUnavailable(await moderate(app, session, 1, "approve"));
    vi.spyOn(app.submissions, "counts").mockRejectedValueOnce(sqliteFault("SQLITE_FULL"));
    expectDatabaseUnavailable(
      await app.inject({
        method: "GET",
        url: "/api/moderation/counts",
        headers: { cookie: session },
      }),
    );
  });

  it("a database that hangs instead of refusing: health still answers 503 in time", async () => {
    vi.spyOn(app.submissions, "ping").mockReturnValueOnce(new Promise<void>(() => {}));
    const started = Date.now();
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expectDatabaseUnavailable(health);
    expect(health.json()).toMatchObject({ database: "unavailable" });
    expect(Date.now() - started).toBeLessThan(HEALTH_TIMEOUT_MS + 1000);
  });

  it("any other error stays a 500 internal", async () => {
    vi.spyOn(app.moderation, "submit").mockRejectedValueOnce(new Error("a bug"));
    const response = await submit(app);
    expect(response.statusCode).toBe(500);
    expect(response.headers["retry-after"]).toBeUndefined();
    expect(response.json()).toMatchObject({ code: "internal" });
  });

  it("/api/screen/messages answers from memory when the screen log cannot be read", async () => {
    const session = await login(app);
    const id = await approved(app, session, "Widoczna mimo awarii");
    // The feed delivers after the commit: the memory the outage is answered from has it then.
    await vi.waitFor(async () => {
      const remembered = await app.feed.remembered.recentScreenMessages();
      const known = remembered.some((event) => event.kind === "show" && event.message.id === id);
      expect(known, "the feed's memory holds the approved message").toBe(true);
    });
    vi.spyOn(app.submissions, "recentScreenMessages").mockRejectedValueOnce(
      sqliteFault("SQLITE_IOERR"),
    );
    vi.spyOn(app.submissions, "screenEventsAfter").mockRejectedValueOnce(
      sqliteFault("SQLITE_CANTOPEN"),
    );
    for (const url of ["/api/screen/messages", "/api/screen/messages?after=0"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json<Array<{ id: number }>>(), url).toContainEqual(
        expect.objectContaining({ id, message: "Widoczna mimo awarii" }),
      );
    }
  });
});

/**
 * PostgreSQL stopped under an app in this process: what each endpoint answers during the
 * outage, that open streams stay open with their heartbeats, and that all of it comes back.
 */
describe.runIf(POSTGRES_RESTARTABLE)("PostgreSQL stopped and started again", () => {
  let cluster: TestPostgres;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    cluster = await startPostgres({ ownCluster: true });
    const databaseUrl = await cluster.createDatabase();
    app = await buildApp(testConfig({ databaseUrl, heartbeatMs: 100 }));
    url = await listen(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await cluster?.stop();
  });

  it("answers 503 or from memory while down, keeps streams open, recovers by itself", async () => {
    const session = await login(app);
    const before = await approved(app, session, "Zatwierdzona przed awarią");
    const screen = await SseClient.open(`${url}/api/screen/stream`);
    await screen.waitFor((client) => client.messages().some((m) => m.id === before));

    await cluster.halt("immediate");
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expectDatabaseUnavailable(health);
    expect(health.json()).toMatchObject({ database: "unavailable" });
    expectDatabaseUnavailable(await submit(app, VALID));
    expectDatabaseUnavailable(
      await app.inject({
        method: "GET",
        url: "/api/moderation/submissions",
        headers: { cookie: session },
      }),
    );
    const messages = await app.inject({ method: "GET", url: "/api/screen/messages" });
    expect(messages.statusCode).toBe(200);
    expect(messages.json<Array<{ id: number }>>().map((m) => m.id)).toContain(before);
    const lateScreen = await SseClient.open(`${url}/api/screen/stream`);
    await lateScreen.waitFor((client) => client.messages().some((m) => m.id === before));
    const heartbeats = screen.comments;
    await screen.waitFor((client) => client.comments >= heartbeats + 3, 2000);
    expect(screen.ended || lateScreen.ended).toBe(false);

    await cluster.resume();
    await waitUntil(
      async () => (await app.inject({ method: "GET", url: "/api/health" })).statusCode === 200,
      10_000,
      "health after the restart",
    );
    const after = await approved(app, session, "Zatwierdzona po awarii");
    for (const stream of [screen, lateScreen]) {
      await stream.waitFor((client) => client.messages().some((m) => m.id === after), 5000);
    }
    screen.close();
    lateScreen.close();
  }, 60_000);
});
