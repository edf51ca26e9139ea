import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { DatabaseHandle } from "./connection";
import { reportQueriesTo, type DatabaseEvents } from "./outage-log";
import type { Database } from "./schema";

export const SQLITE_FILE_NAME = "juwenalia.sqlite";

/**
 * Opens (and creates) the SQLite database in `dataDir`.
 *
 * - WAL: readers (screens, moderators) never wait for the writer and vice versa.
 * - synchronous=FULL: a commit is fsynced before the 201 is sent, so an acknowledged submission
 *   survives not only a killed process but a power cut too (nothing acknowledged is ever lost,
 *   docs/product.md#submissions-api); WAL keeps that to one fsync per commit.
 * - busy_timeout: waits for a lock instead of failing if another process (a backup, sqlite3 CLI)
 *   holds it briefly. Past it, SQLITE_BUSY counts as "database unavailable" (db/unavailable.ts).
 */
export function openSqlite(dataDir: string, events: DatabaseEvents): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const file = new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME));
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("busy_timeout = 5000");
  file.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: file }),
    log: reportQueriesTo(events),
  });
  return {
    kind: "sqlite",
    db,
    notifyOnCommit: async () => {},
    lockScreenOrder: async () => {},
    listen: async () => async () => {},
    close: () => db.destroy(),
  };
}
