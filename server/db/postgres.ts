import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { DatabaseHandle, ListenOptions } from "./connection";
import type { Database } from "./schema";

/** Any constant shared by all instances: the key of the advisory lock that orders the screen log. */
const SCREEN_ORDER_LOCK = 0x6a757765; // "juwe"
const RECONNECT_DELAY_MS = 1000;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * A dedicated connection (LISTEN needs one that is not returned to a pool) that reconnects by
 * itself when the database restarts, and then tells the caller, which re-reads what it missed.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  options: ListenOptions,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) {
        options.onNotification(message.payload);
      }
    });
    const lost = () => {
      if (stopped || client !== next) return;
      client = undefined;
      next.removeAllListeners("error");
      next.on("error", () => {});
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on("error", lost);
    next.on("end", lost);
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    if (isReconnect) options.onReconnect();
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect(true).catch(() => scheduleReconnect());
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

/** Opens a PostgreSQL pool for `connectionString` (a `postgres://` URL). */
export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: "postgres",
    db,
    notifyOnCommit: async (trx, channel, payload) => {
      await sql`select pg_notify(${channel}, ${payload})`.execute(trx);
    },
    lockScreenOrder: async (trx) => {
      await sql`select pg_advisory_xact_lock(${SCREEN_ORDER_LOCK})`.execute(trx);
    },
    listen: (channel, options) => listenOn(connectionString, channel, options),
    close: () => db.destroy(),
  };
}
