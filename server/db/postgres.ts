import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { DatabaseHandle, ListenOptions } from "./connection";
import { reportQueriesTo, type DatabaseEvents } from "./outage-log";
import type { Database } from "./schema";

/** Any constant shared by all instances: the key of the advisory lock that orders the screen log. */
const SCREEN_ORDER_LOCK = 0x6a757765; // "juwe"
const RECONNECT_DELAY_MS = 1000;
/**
 * How long a request waits for a connection (a new one, or a free one of the pool) before it
 * fails with 503: while the database is unreachable, requests must not hang.
 */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * A dedicated connection (LISTEN needs one that is not returned to a pool) that reconnects by
 * itself when the database restarts, and then tells the caller, which re-reads what it missed.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  options: ListenOptions,
  events: DatabaseEvents,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) {
        options.onNotification(message.payload);
      }
    });
    const lost = () => {
      if (stopped || client !== next) return;
      client = undefined;
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    // Stays attached for the client's whole life: an 'error' without a listener ends the process.
    next.on("error", (error) => {
      events.failed(error);
      lost();
    });
    next.on("end", lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (isReconnect) options.onReconnect();
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect(true).catch((error: unknown) => {
        events.failed(error);
        scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
  };

  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}

/**
 * Opens a PostgreSQL pool for `connectionString` (a `postgres://` URL). Every connection keeps
 * an 'error' listener for its whole life: pg-pool removes its own while a connection is checked
 * out, and a connection dying mid-query would otherwise end the process with an unhandled
 * 'error' event. Faults go to `events` (one log line per outage); the pool replaces dead
 * connections by itself once the database is back.
 */
export function openPostgres(connectionString: string, events: DatabaseEvents): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on("error", (error) => events.failed(error));
  pool.on("connect", (client) => client.on("error", (error) => events.failed(error)));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: reportQueriesTo(events),
  });
  return {
    kind: "postgres",
    db,
    notifyOnCommit: async (trx, channel, payload) => {
      await sql`select pg_notify(${channel}, ${payload})`.execute(trx);
    },
    lockScreenOrder: async (trx) => {
      await sql`select pg_advisory_xact_lock(${SCREEN_ORDER_LOCK})`.execute(trx);
    },
    listen: (channel, options) => listenOn(connectionString, channel, options, events),
    close: () => db.destroy(),
  };
}
