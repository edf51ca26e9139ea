import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Migration } from "kysely";
import type { DatabaseHandle } from "../connection";

/** How often a SQLite migration is tried when another process migrates the same file at once. */
const SQLITE_MIGRATION_ATTEMPTS = 5;

/** The migrations the database has run, or none when it has never been migrated. */
async function executedMigrations(handle: DatabaseHandle): Promise<string[]> {
  try {
    const rows = await sql<{
      name: string;
    }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(handle.db);
    return rows.rows.map((row) => row.name);
  } catch {
    return [];
  }
}

/**
 * Brings the schema to the last of `known` (this release's migrations, in order); throws with the
 * failing migration's name. A database a newer release has already migrated (its check during a
 * deploy, or before a rollback) is left as it is when it holds every migration this release
 * knows: releases only ever add to the schema (decision 022), so this one runs on it unchanged.
 * Returns the newer migrations found.
 */
export async function migrateWith(
  handle: DatabaseHandle,
  known: Record<string, Migration>,
): Promise<string[]> {
  const executed = await executedMigrations(handle);
  const newer = executed.filter((name) => !(name in known));
  if (newer.length > 0) {
    const missing = Object.keys(known).filter((name) => !executed.includes(name));
    if (missing.length === 0) return newer;
    throw new Error(
      `Database migration impossible: the database has a newer release's migrations ` +
        `(${newer.join(", ")}) but lacks ${missing.join(", ")}`,
    );
  }
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => known },
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return [];
    // Kysely takes no migration lock on SQLite. When two processes open a fresh file at the same
    // moment (the server and `npm run moderators`), one fails on a table the other has just
    // created; the other's work is committed, so reading the list again continues from there.
    if (handle.kind === "sqlite" && attempt < SQLITE_MIGRATION_ATTEMPTS) {
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      continue;
    }
    const failed = results?.find((result) => result.status === "Error");
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
