import { Migrator, sql, type Kysely, type Migration } from "kysely";
import type { DatabaseHandle, DatabaseKind } from "./connection";

/**
 * Schema migrations, run at start-up (decision 003). Kept in code rather than in
 * files so the server needs no migration folder at run time. Append new entries; never edit a
 * released one. The only dialect difference is how an auto-incrementing key is declared.
 */
export function migrationsFor(kind: DatabaseKind): Record<string, Migration> {
  // SQLite: INTEGER PRIMARY KEY AUTOINCREMENT never reuses an id; PostgreSQL: serial.
  const autoKey = (db: Kysely<unknown>, table: string, column: string) =>
    kind === "sqlite"
      ? db.schema
          .createTable(table)
          .addColumn(column, "integer", (col) => col.primaryKey().autoIncrement())
      : db.schema.createTable(table).addColumn(column, "serial", (col) => col.primaryKey());

  return {
    "2025-05-01-001-submissions": {
      async up(db) {
        await autoKey(db, "submissions", "id")
          .addColumn("author", "text", (col) => col.notNull())
          .addColumn("message", "text", (col) => col.notNull())
          .addColumn("status", "text", (col) =>
            col.notNull().check(sql`status in ('pending', 'approved', 'rejected')`),
          )
          .addColumn("created_at", "text", (col) => col.notNull())
          .addColumn("decided_at", "text")
          .execute();
        await db.schema
          .createIndex("submissions_status_created_at")
          .on("submissions")
          .columns(["status", "created_at"])
          .execute();

        await autoKey(db, "screen_events", "seq")
          .addColumn("submission_id", "integer", (col) =>
            col.notNull().references("submissions.id").onDelete("cascade"),
          )
          .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('show', 'hide')`))
          .addColumn("at", "text", (col) => col.notNull())
          .execute();
        await db.schema
          .createIndex("screen_events_submission_id")
          .on("screen_events")
          .column("submission_id")
          .execute();

        await db.schema
          .createTable("moderator_sessions")
          .addColumn("id", "text", (col) => col.primaryKey())
          .addColumn("created_at", "text", (col) => col.notNull())
          .addColumn("expires_at", "text", (col) => col.notNull())
          .execute();
      },
      async down(db) {
        await db.schema.dropTable("moderator_sessions").execute();
        await db.schema.dropTable("screen_events").execute();
        await db.schema.dropTable("submissions").execute();
      },
    },
    // Rate-limit and login counters shared by instances (docs/decisions/010). SQLite runs as one
    // process and keeps them in memory, so the table exists only in PostgreSQL.
    "2026-11-23-002-rate-counters": {
      async up(db) {
        if (kind !== "postgres") return;
        await db.schema
          .createTable("rate_counters")
          .addColumn("key", "text", (col) => col.primaryKey())
          .addColumn("count", "integer", (col) => col.notNull())
          .addColumn("resets_at", "text", (col) => col.notNull())
          .execute();
        await db.schema
          .createIndex("rate_counters_resets_at")
          .on("rate_counters")
          .column("resets_at")
          .execute();
      },
      async down(db) {
        if (kind !== "postgres") return;
        await db.schema.dropTable("rate_counters").execute();
      },
    },
  };
}

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrationsFor(handle.kind) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
}
