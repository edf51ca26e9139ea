import SqliteDatabase from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "#server/app";
import { FIGURES_TIMEOUT_MS } from "#server/routes/metrics";
import { createTestApp, submit, testConfig, testDatabases, type TestDatabase } from "./helpers";
import { waitUntil } from "./load";
import { metricsText, sample, submitted, TOKEN } from "./metrics-scrape";
import { POSTGRES_RESTARTABLE, startPostgres, type TestPostgres } from "./postgres";

/**
 * GET /metrics while the database is down (server/operations/README.md#metrics): the request and
 * process metrics are what show an outage, so they are served, with the night's figures NaN.
 */

/** What each driver throws when its database cannot be read. */
const DATABASE_FAULTS: Record<TestDatabase["name"], () => Error> = {
  sqlite: () => new SqliteDatabase.SqliteError("disk I/O error", "SQLITE_IOERR_READ"),
  postgres: () => new Error("Connection terminated unexpectedly"),
};

describe.each(testDatabases())("GET /metrics, the database failing, on $name", (database) => {
  it("still answers while the database fails: figures NaN, requests and process served", async () => {
    const app = await createTestApp(database, { metricsToken: TOKEN });
    await submitted(app, "Przed awarią");
    vi.spyOn(app.staffSessions, "signedIn").mockRejectedValueOnce(DATABASE_FAULTS[database.name]());
    const text = await metricsText(app);
    expect(sample(text, "juwenalia_figures_up")).toBe(0);
    expect(sample(text, "juwenalia_pending_items")).toBeNaN();
    expect(sample(text, "juwenalia_median_wait_seconds")).toBeNaN();
    expect(sample(text, "juwenalia_screens_connected")).toBe(0);
    expect(text).not.toMatch(/^juwenalia_moderator_working\{/m);
    expect(
      sample(text, "juwenalia_http_requests_total", {
        method: "POST",
        route: "/api/submissions",
        status_code: "201",
      }),
    ).toBe(1);
    expect(sample(text, "juwenalia_process_resident_memory_bytes")).toBeGreaterThan(0);
    // Back once the database answers.
    expect(sample(await metricsText(app), "juwenalia_figures_up")).toBe(1);
  });

  it("does not wait for a database that hangs instead of refusing", async () => {
    const app = await createTestApp(database, { metricsToken: TOKEN });
    vi.spyOn(app.staffSessions, "signedIn").mockReturnValueOnce(new Promise(() => {}));
    const started = Date.now();
    const text = await metricsText(app);
    expect(Date.now() - started).toBeLessThan(FIGURES_TIMEOUT_MS + 1000);
    expect(sample(text, "juwenalia_figures_up")).toBe(0);
  }, 10_000);
});

/** A real outage: the postmaster stopped under the app, then started again. */
describe.runIf(POSTGRES_RESTARTABLE)("GET /metrics with PostgreSQL stopped", () => {
  let cluster: TestPostgres;
  let app: FastifyInstance;

  beforeAll(async () => {
    cluster = await startPostgres({ ownCluster: true });
    const databaseUrl = await cluster.createDatabase();
    app = await buildApp(testConfig({ databaseUrl, metricsToken: TOKEN }));
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await cluster?.stop();
  });

  it("serves the request and process metrics, the figures NaN, and the figures again after", async () => {
    await submitted(app, "Przed awarią bazy");
    await cluster.halt("immediate");
    expect((await submit(app)).statusCode).toBe(503);
    const text = await metricsText(app);
    expect(sample(text, "juwenalia_figures_up")).toBe(0);
    expect(sample(text, "juwenalia_pending_items")).toBeNaN();
    expect(
      sample(text, "juwenalia_http_errors_total", {
        route: "/api/submissions",
        status_class: "5xx",
        code: "database_unavailable",
      }),
    ).toBe(1);
    expect(sample(text, "juwenalia_process_resident_memory_bytes")).toBeGreaterThan(0);

    await cluster.resume();
    await waitUntil(
      async () => sample(await metricsText(app), "juwenalia_figures_up") === 1,
      10_000,
      "the figures after the restart",
    );
    expect(sample(await metricsText(app), "juwenalia_pending_items")).toBe(1);
  }, 60_000);
});
