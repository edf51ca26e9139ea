import { chmodSync, closeSync, openSync, statSync } from "node:fs";
import { privateFolder } from "./private-folder";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { DatabaseHandle } from "./connection";
import { reportQueriesTo, type DatabaseEvents } from "./outage-log";
import type { Database } from "./schema";

export const SQLITE_FILE_NAME = "juwenalia.sqlite";

/**
 * Pages the backup API copies per turn of the event loop (8 MiB of 4 KiB pages): the festival's
 * database is copied in one turn. Another connection (`npm run moderators`) writing between
 * turns restarts the copy, so fewer, larger turns finish sooner.
 */
const BACKUP_PAGES_PER_TURN = 2048;

/**
 * Owner-only: the database holds staff sessions and the salted hashes of senders
 * (docs/security.md, "The data"). SQLite would create it 0644 under the usual umask.
 */
const OWNER_ONLY = 0o600;

/** Takes group and other access away from `file` if it exists with any. */
function tighten(file: string): void {
  try {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, OWNER_ONLY);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/**
 * Creates the database file owner-only before SQLite opens it: SQLite gives the -wal and -shm
 * files it creates later the main file's mode. A database created before (or by another tool)
 * is tightened, with its -wal and -shm.
 */
export function prepareDatabaseFile(file: string): void {
  closeSync(openSync(file, "a", OWNER_ONLY));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) tighten(name);
}

/**
 * Opens (and creates) the SQLite database in `dataDir`.
 *
 * - WAL: readers (screens, moderators) never wait for the writer and vice versa.
 * - synchronous=FULL: a commit is fsynced before the 201 is sent, so an acknowledged submission
 *   survives not only a killed process but a power cut too (a 201 promises the message is kept);
 *   WAL keeps that to one fsync per commit.
 * - busy_timeout: waits for a lock instead of failing if another process (a backup, sqlite3 CLI)
 *   holds it briefly. Past it, SQLITE_BUSY counts as "database unavailable" (db/unavailable.ts).
 */
export function openSqlite(dataDir: string, events: DatabaseEvents): DatabaseHandle {
  privateFolder(dataDir);
  const databaseFile = path.join(dataDir, SQLITE_FILE_NAME);
  prepareDatabaseFile(databaseFile);
  const file = new SqliteDatabase(databaseFile);
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
    backupTo: async (target) => {
      // Holding Kysely's one connection, so no transaction of ours is open between the copy's
      // turns (the backup API cannot step while its own connection is writing).
      await db.connection().execute(async () => {
        await file.backup(target, { progress: () => BACKUP_PAGES_PER_TURN });
      });
      // The copy keeps the WAL mode of its source; in rollback mode it is one file, which even a
      // read-only look (a restore's check) opens without creating -wal and -shm beside it.
      const copy = new SqliteDatabase(target, { fileMustExist: true });
      try {
        copy.pragma("journal_mode = DELETE");
      } finally {
        copy.close();
      }
    },
    close: () => db.destroy(),
  };
}
