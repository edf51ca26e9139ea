import type { DatabaseHandle } from "./connection";
import type { DatabaseEvents } from "./outage-log";
import { openPostgres } from "./postgres";
import { openSqlite } from "./sqlite";

/** SQLite in `dataDir` by default; PostgreSQL when a postgres:// URL is given (decision 003). */
export function openDatabase(
  options: { dataDir: string; databaseUrl?: string },
  events: DatabaseEvents,
): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, events)
    : openSqlite(options.dataDir, events);
}
