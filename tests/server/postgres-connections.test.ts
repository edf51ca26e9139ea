import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/connection";
import { openPostgres } from "#server/db/postgres";
import { isDatabaseUnavailable } from "#server/db/unavailable";
import { waitUntil } from "./load";
import { POSTGRES_ENABLED, startPostgres, type TestPostgres } from "./postgres";

/**
 * The connections of server/db/postgres.ts when their backend is killed
 * (pg_terminate_backend: what `pg_ctl stop -m fast` does to every session).
 */
describe.runIf(POSTGRES_ENABLED)("PostgreSQL connections whose backend dies", () => {
  let cluster: TestPostgres;
  let databaseUrl: string;
  let admin: pg.Client;
  let handle: DatabaseHandle;
  const failures: unknown[] = [];

  beforeAll(async () => {
    cluster = await startPostgres();
    databaseUrl = await cluster.createDatabase();
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    handle = openPostgres(databaseUrl, { answered: () => {}, failed: (e) => failures.push(e) });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await admin?.end();
    await cluster?.stop();
  });

  const terminate = (pid: number) => admin.query("select pg_terminate_backend($1)", [pid]);

  it("a connection killed while checked out (between two queries) ends no process", async () => {
    failures.length = 0;
    const outcome = await handle.db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await terminate(rows[0]?.pid ?? 0);
        // No query is running: node-postgres reports the loss as an 'error' event, which pg-pool
        // does not listen to while the connection is checked out.
        await waitUntil(() => failures.length > 0, 5000, "the connection's error event");
      })
      .then(
        () => "committed",
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(outcome)).toBe(true);
    expect(failures.length).toBeGreaterThan(0); // heard by our listener, not thrown
    expect(failures.every((failure) => isDatabaseUnavailable(failure))).toBe(true);
    // The pool dropped the dead connection; the next query gets a new one.
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it("the LISTEN connection reconnects by itself and then asks for a catch-up", async () => {
    const received: string[] = [];
    let reconnects = 0;
    const stop = await handle.listen("juwenalia_test_channel", {
      onNotification: (payload) => received.push(payload),
      onReconnect: () => (reconnects += 1),
    });
    try {
      const listener = await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where query like 'LISTEN %' and datname = current_database()",
      );
      expect(listener.rows).toHaveLength(1);
      await terminate(listener.rows[0]?.pid ?? 0);
      await waitUntil(() => reconnects === 1, 10_000, "the LISTEN connection to come back");
      await admin.query("select pg_notify('juwenalia_test_channel', 'po awarii')");
      await waitUntil(() => received.includes("po awarii"), 5000, "a notification");
    } finally {
      await stop();
    }
  });
});
