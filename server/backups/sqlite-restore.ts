import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { BackupError } from "./backup-error";
import { BACKUP_TEXTS } from "../texts/backup-texts";
import { countRecords, holdsRecords, missingTables, type RecordCounts } from "../db/record-counts";
import type { Database } from "../db/schema";
import { SQLITE_FILE_NAME } from "../db/sqlite";
import { writeAtomically } from "./backup-files";

/**
 * Restoring a SQLite backup into DATA_DIR. The server must be
 * stopped: a database another process holds open is refused, since replacing the file under it
 * would lose what it writes next.
 */

/** A SQLite file behind Kysely, for a few reads. */
async function withFile<T>(
  file: string,
  readonly: boolean,
  read: (db: Kysely<Database>, raw: SqliteDatabase.Database) => Promise<T>,
): Promise<T> {
  let raw: SqliteDatabase.Database;
  try {
    raw = new SqliteDatabase(file, { readonly, fileMustExist: true });
    raw.pragma("busy_timeout = 5000");
  } catch (error) {
    throw new BackupError(BACKUP_TEXTS.cannotOpenSqlite(file, error));
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
  try {
    return await read(db, raw);
  } finally {
    await db.destroy();
  }
}

/**
 * Checks a backup before anything is replaced: a SQLite file that passes `PRAGMA
 * integrity_check` and has our tables. Resolves to what it holds.
 */
export async function checkSqliteBackup(file: string): Promise<RecordCounts> {
  if (!existsSync(file)) throw new BackupError(BACKUP_TEXTS.noFile(file));
  return withFile(file, true, async (db, raw) => {
    let verdict: string;
    try {
      const rows = raw.pragma("integrity_check") as Array<{ integrity_check: string }>;
      verdict = rows.map((row) => row.integrity_check).join("; ");
    } catch (error) {
      throw new BackupError(BACKUP_TEXTS.notSqlite(file, error));
    }
    if (verdict !== "ok") {
      throw new BackupError(BACKUP_TEXTS.damaged(file, verdict));
    }
    const missing = await missingTables(db);
    if (missing.length > 0) {
      throw new BackupError(BACKUP_TEXTS.notOurs(file, missing));
    }
    return countRecords(db);
  });
}

/** Reads the database at `file` (holding no file of its own open afterwards). */
export function countSqliteRecords(file: string): Promise<RecordCounts> {
  return withFile(file, true, (db) => countRecords(db));
}

/**
 * Whether the database at `file` holds the festival's record. Opening it read-write and closing
 * it folds its -wal into the file (the last connection checkpoints); a -wal that stays means
 * another process, a running server, has it open.
 */
async function inspectTarget(file: string): Promise<{ holdsRecords: boolean }> {
  const holds = await withFile(file, false, (db) => holdsRecords(db));
  if (existsSync(`${file}-wal`)) {
    throw new BackupError(BACKUP_TEXTS.openElsewhere(file));
  }
  return { holdsRecords: holds };
}

export interface SqliteRestoreOptions {
  /** Replace a database that holds records (it is kept aside). */
  force: boolean;
  /** The name the replaced database is kept under (server/backups/backup-pruning.ts). */
  keptAsideName: (databaseFile: string) => string;
}

export interface SqliteRestoreResult {
  database: string;
  /** Where the replaced database went, when there was one. */
  keptAside?: string;
  counts: RecordCounts;
}

/**
 * Restores `backup` as DATA_DIR's database: checked first, copied with the backup API into a
 * temporary file beside the database (owner-only), which then replaces it by a rename, so the
 * database's name never shows a half-copied file. A database that is there already is kept
 * aside under `keptAsideName`; one that holds records only with `force`.
 */
export async function restoreSqlite(
  backup: string,
  dataDir: string,
  options: SqliteRestoreOptions,
): Promise<SqliteRestoreResult> {
  await checkSqliteBackup(backup);
  const database = path.join(dataDir, SQLITE_FILE_NAME);
  const exists = existsSync(database);
  if (exists && (await inspectTarget(database)).holdsRecords && !options.force) {
    throw new BackupError(BACKUP_TEXTS.holdsRecords(database, "kept_aside"));
  }
  let keptAside: string | undefined;
  const copy = async (temporary: string) => {
    const source = new SqliteDatabase(backup, { readonly: true, fileMustExist: true });
    try {
      await source.backup(temporary, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
  };
  const replace = async () => {
    if (exists) {
      keptAside = options.keptAsideName(database);
      await rename(database, keptAside);
    }
    // Left by the replaced database (checkpointed above): they must not be applied to the new one.
    await rm(`${database}-wal`, { force: true });
    await rm(`${database}-shm`, { force: true });
  };
  await writeAtomically(dataDir, SQLITE_FILE_NAME, copy, replace);
  return { database, keptAside, counts: await countSqliteRecords(database) };
}
