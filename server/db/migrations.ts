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
    // A stadium night (docs/decisions/013): named moderators, sessions that say whose they are,
    // groups of the same text, triage, claims, blocks and the audit trail.
    "2026-11-25-003-stadium-night": {
      async up(db) {
        await db.schema
          .createTable("moderators")
          .addColumn("name", "text", (col) => col.primaryKey())
          .addColumn("role", "text", (col) =>
            col.notNull().check(sql`role in ('moderator', 'lead')`),
          )
          .addColumn("password_hash", "text", (col) => col.notNull())
          .addColumn("created_at", "text", (col) => col.notNull())
          .execute();

        // Sessions of the one shared account cannot say whose they are: they end here.
        await sql`delete from moderator_sessions`.execute(db);
        await db.schema
          .alterTable("moderator_sessions")
          .addColumn("moderator", "text", (col) => col.notNull().defaultTo(""))
          .execute();
        await db.schema
          .alterTable("moderator_sessions")
          .addColumn("last_seen_at", "text", (col) => col.notNull().defaultTo(""))
          .execute();

        const columns: Array<[string, "text" | "integer", boolean]> = [
          ["sender", "text", false],
          ["group_id", "integer", false],
          ["duplicate_key", "text", true],
          ["flags", "text", true],
          ["reason", "text", false],
          ["decided_by", "text", false],
          ["claimed_by", "text", false],
          ["claimed_until", "text", false],
        ];
        for (const [name, type, required] of columns) {
          await db.schema
            .alterTable("submissions")
            .addColumn(name, type, (col) => (required ? col.notNull().defaultTo("") : col))
            .execute();
        }
        // Every earlier message is a group of its own.
        await sql`update submissions set group_id = id`.execute(db);
        await db.schema
          .createIndex("submissions_status_id")
          .on("submissions")
          .columns(["status", "id"])
          .execute();
        await db.schema
          .createIndex("submissions_group_id")
          .on("submissions")
          .column("group_id")
          .execute();
        await db.schema
          .createIndex("submissions_duplicate_key")
          .on("submissions")
          .columns(["duplicate_key", "id"])
          .execute();
        await db.schema
          .createIndex("submissions_sender")
          .on("submissions")
          .columns(["sender", "id"])
          .execute();
        await db.schema
          .createIndex("submissions_claimed_by")
          .on("submissions")
          .column("claimed_by")
          .execute();
        await db.schema
          .createIndex("submissions_decided_at")
          .on("submissions")
          .column("decided_at")
          .execute();

        await autoKey(db, "audit_log", "id")
          .addColumn("at", "text", (col) => col.notNull())
          .addColumn("actor", "text", (col) => col.notNull())
          .addColumn("action", "text", (col) => col.notNull())
          .addColumn("submission_id", "integer")
          .addColumn("detail", "text", (col) => col.notNull())
          .execute();
        await db.schema
          .createIndex("audit_log_actor")
          .on("audit_log")
          .columns(["actor", "id"])
          .execute();
        await db.schema
          .createIndex("audit_log_submission_id")
          .on("audit_log")
          .column("submission_id")
          .execute();

        await autoKey(db, "sender_blocks", "id")
          .addColumn("sender", "text", (col) => col.notNull().unique())
          .addColumn("blocked_by", "text", (col) => col.notNull())
          .addColumn("blocked_at", "text", (col) => col.notNull())
          .addColumn("submission_id", "integer")
          .addColumn("example", "text", (col) => col.notNull())
          .addColumn("example_author", "text", (col) => col.notNull())
          .execute();
      },
      async down(db) {
        await db.schema.dropTable("sender_blocks").execute();
        await db.schema.dropTable("audit_log").execute();
        await db.schema.dropTable("moderators").execute();
      },
    },
    "2026-11-26-004-screens-on-the-night": {
      async up(db) {
        // When a screen first showed the message: the sender's receipt and the screens' backlog.
        await db.schema.alterTable("submissions").addColumn("shown_at", "text").execute();
        await db.schema
          .createIndex("submissions_status_shown_at")
          .on("submissions")
          .columns(["status", "shown_at"])
          .execute();
        // What every screen follows (server/db/screen-board.ts): one row, a JSON document.
        await db.schema
          .createTable("screen_board")
          .addColumn("id", "integer", (col) => col.primaryKey())
          .addColumn("version", "integer", (col) => col.notNull())
          .addColumn("board", "text", (col) => col.notNull())
          .execute();
        await autoKey(db, "announcements", "id")
          .addColumn("text", "text", (col) => col.notNull())
          .addColumn("created_by", "text", (col) => col.notNull())
          .addColumn("created_at", "text", (col) => col.notNull())
          .execute();
        // The named screens' last heartbeats (server/db/screen-heartbeats.ts).
        await db.schema
          .createTable("screen_heartbeats")
          .addColumn("screen", "text", (col) => col.primaryKey())
          .addColumn("at", "text", (col) => col.notNull())
          .addColumn("report", "text", (col) => col.notNull())
          .execute();
      },
      async down(db) {
        await db.schema.dropTable("screen_heartbeats").execute();
        await db.schema.dropTable("announcements").execute();
        await db.schema.dropTable("screen_board").execute();
        await db.schema.dropIndex("submissions_status_shown_at").execute();
        await db.schema.alterTable("submissions").dropColumn("shown_at").execute();
      },
    },
  };
}

/** How often a SQLite migration is tried when another process migrates the same file at once. */
const SQLITE_MIGRATION_ATTEMPTS = 5;

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrationsFor(handle.kind) },
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return;
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
