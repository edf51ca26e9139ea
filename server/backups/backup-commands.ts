import { existsSync } from "node:fs";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import type { ServerConfig } from "../config";
import { BackupError } from "./backup-error";
import type { DatabaseHandle } from "../db/connection";
import { pgArchiveTables, pgDump, pgRestore } from "./pg-tools";
import {
  countRecords,
  holdsRecords,
  missingTables,
  REQUIRED_TABLES,
  type RecordCounts,
} from "../db/record-counts";
import { SQLITE_FILE_NAME } from "../db/sqlite";
import { countSqliteRecords, restoreSqlite } from "./sqlite-restore";
import { openDatabase } from "../db/open-database";
import type { Database } from "../db/schema";
import { deleteExpired } from "../db/expired-records";
import { BACKUP_TEXTS } from "../texts/backup-texts";
import { takeBackup, type TakenBackup } from "./backup-job";
import { deleteExpiredBackups, keptAsideName } from "./backup-pruning";

/**
 * What `npm run backup` and `npm run restore` do (server/backups/README.md); the scripts in
 * scripts/ only read their arguments and print. Both work on the database the server's config
 * names (DATA_DIR or DATABASE_URL), with the server's .env.
 */

type CommandConfig = Pick<
  ServerConfig,
  "dataDir" | "databaseUrl" | "backups" | "pgBin" | "retention"
>;

const IGNORED_EVENTS = { answered: () => {}, failed: () => {} };

async function withDatabase<T>(
  config: CommandConfig,
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = openDatabase(config, IGNORED_EVENTS);
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

export interface BackupReport extends TakenBackup {
  /** What the backup file holds. */
  counts: RecordCounts;
  /** Kept-aside databases of earlier restores deleted by the retention date. */
  expiredKeptAside: string[];
}

const EXPORT_SNAPSHOT = sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`;

/**
 * PostgreSQL's backup and its counts from one snapshot: a read-only repeatable-read transaction
 * exports its snapshot, pg_dump dumps that snapshot (`--snapshot`), and the transaction counts
 * in it, so writes that land meanwhile are in neither. Counting the database after pg_dump
 * reported what had been written since too, more than the file holds. The transaction stays
 * open until pg_dump is done: an exported snapshot can be imported only while it is.
 */
async function dumpAndCount(
  db: Kysely<Database>,
  take: (write: (file: string) => Promise<void>) => Promise<TakenBackup>,
  dump: (file: string, snapshot: string) => Promise<void>,
): Promise<TakenBackup & { counts: RecordCounts }> {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => {
      const { rows } = await EXPORT_SNAPSHOT.execute(trx);
      const snapshot = rows[0]?.snapshot;
      if (!snapshot) throw new BackupError(BACKUP_TEXTS.noSnapshot);
      const counts = await countRecords(trx);
      const backup = await take((file) => dump(file, snapshot));
      return { ...backup, counts };
    });
}

/**
 * One backup of the configured database into BACKUP_DIR: SQLite's online backup, or pg_dump.
 * Past the edition's retention date, what the server would delete is deleted first, so no copy
 * made after the date holds it; then the folder is pruned.
 */
export async function backupDatabase(
  config: CommandConfig,
  now: () => Date = () => new Date(),
): Promise<BackupReport> {
  const settings = config.backups;
  if (!settings) throw new BackupError(BACKUP_TEXTS.noSettings);
  const { databaseUrl, retention } = config;
  if (!databaseUrl && !existsSync(path.join(config.dataDir, SQLITE_FILE_NAME))) {
    throw new BackupError(BACKUP_TEXTS.noDatabase(path.join(config.dataDir, SQLITE_FILE_NAME)));
  }
  const taken = await withDatabase(config, async (handle) => {
    if (retention && now() >= retention.deleteBefore) {
      await deleteExpired(handle.db, retention.deleteBefore);
    }
    if (databaseUrl) {
      return dumpAndCount(
        handle.db,
        (write) => takeBackup({ settings, format: "dump", write, retention, now }),
        (file, snapshot) => pgDump(databaseUrl, file, { pgBin: config.pgBin, snapshot }),
      );
    }
    const write = handle.backupTo;
    if (!write) throw new BackupError("Ta baza nie ma kopii online.");
    const backup = await takeBackup({ settings, format: "sqlite", write, retention, now });
    return { ...backup, counts: undefined };
  });
  const expiredKeptAside = retention
    ? await deleteExpiredBackups([config.dataDir], retention.deleteBefore, now())
    : [];
  const counts = taken.counts ?? (await countSqliteRecords(taken.file));
  return { ...taken, counts, expiredKeptAside };
}

export interface RestoreReport {
  /** The SQLite file written, or the PostgreSQL database (its URL without the password). */
  target: string;
  /** SQLite: where the replaced database was kept. */
  keptAside?: string;
  counts: RecordCounts;
}

function withoutPassword(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.password = "";
  return url.toString();
}

async function restorePostgres(
  config: CommandConfig & { databaseUrl: string },
  file: string,
  force: boolean,
): Promise<RestoreReport> {
  if (!existsSync(file)) throw new BackupError(BACKUP_TEXTS.noFile(file));
  const tables = await pgArchiveTables(file, { pgBin: config.pgBin });
  const missing = REQUIRED_TABLES.filter((table) => !tables.includes(table));
  if (missing.length > 0) {
    throw new BackupError(BACKUP_TEXTS.notOurs(file, missing));
  }
  const target = withoutPassword(config.databaseUrl);
  const { holds, hasTables } = await withDatabase(config, async (handle) => ({
    holds: await holdsRecords(handle.db),
    hasTables: (await missingTables(handle.db)).length < REQUIRED_TABLES.length,
  }));
  if (holds && !force) {
    throw new BackupError(BACKUP_TEXTS.holdsRecords(target, "dropped"));
  }
  // A server that started once on the database made our tables: they are dropped and restored.
  await pgRestore(config.databaseUrl, file, { pgBin: config.pgBin, clean: hasTables });
  const counts = await withDatabase(config, (handle) => countRecords(handle.db));
  return { target, counts };
}

/**
 * Restores `file` into the configured database, which must not hold records unless `force`:
 * SQLite replaces DATA_DIR's file (the old one kept aside); PostgreSQL runs pg_restore into
 * DATABASE_URL's database. Stop the server first.
 */
export async function restoreDatabase(
  config: CommandConfig,
  file: string,
  options: { force: boolean; now?: () => Date },
): Promise<RestoreReport> {
  const now = options.now ?? (() => new Date());
  if (config.databaseUrl) {
    return restorePostgres({ ...config, databaseUrl: config.databaseUrl }, file, options.force);
  }
  const restored = await restoreSqlite(file, config.dataDir, {
    force: options.force,
    keptAsideName: (database) => keptAsideName(database, now()),
  });
  return { target: restored.database, keptAside: restored.keptAside, counts: restored.counts };
}
