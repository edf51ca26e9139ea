import {
  DEFAULT_MIGRATION_TABLE,
  Migrator,
  sql,
  type ColumnBuilderCallback,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
} from "kysely";
import type { DatabaseHandle, DatabaseKind } from "./connection";

/**
 * The migrations declare tables, columns and indexes as lists, so that a new migration states what
 * it adds and the builders below write every statement the same way. A column without a build
 * step is nullable; an index's columns are in the order it sorts by.
 */
type Column = readonly [name: string, type: "text" | "integer", build?: ColumnBuilderCallback];
type Index = readonly [name: string, columns: readonly string[]];

const primaryKey: ColumnBuilderCallback = (col) => col.primaryKey();
const required: ColumnBuilderCallback = (col) => col.notNull();
/** A required column added to a table that may hold rows: those rows get the empty text. */
const requiredEmpty: ColumnBuilderCallback = (col) => col.notNull().defaultTo("");

async function createTable(
  table: CreateTableBuilder<string, string>,
  columns: readonly Column[],
): Promise<void> {
  await columns
    .reduce((builder, [name, type, build]) => builder.addColumn(name, type, build), table)
    .execute();
}

/** One statement a column: SQLite's ALTER TABLE adds a single column. */
async function addColumns(
  db: Kysely<unknown>,
  table: string,
  columns: readonly Column[],
): Promise<void> {
  for (const [name, type, build] of columns) {
    await db.schema.alterTable(table).addColumn(name, type, build).execute();
  }
}

async function createIndexes(
  db: Kysely<unknown>,
  table: string,
  indexes: readonly Index[],
): Promise<void> {
  for (const [name, columns] of indexes) {
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  }
}

/** Drops the tables in the order given: those that refer to others first. */
async function dropTables(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).execute();
}

/**
 * Schema migrations, run at start-up (decision 003). Kept in code rather than in
 * files so the server needs no migration folder at run time. Append new entries; never edit a
 * released one's effect on the schema. The only dialect difference is how an auto-incrementing
 * key is declared.
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
        await createTable(autoKey(db, "submissions", "id"), [
          ["author", "text", required],
          ["message", "text", required],
          [
            "status",
            "text",
            (col) => col.notNull().check(sql`status in ('pending', 'approved', 'rejected')`),
          ],
          ["created_at", "text", required],
          ["decided_at", "text"],
        ]);
        await createIndexes(db, "submissions", [
          ["submissions_status_created_at", ["status", "created_at"]],
        ]);

        await createTable(autoKey(db, "screen_events", "seq"), [
          [
            "submission_id",
            "integer",
            (col) => col.notNull().references("submissions.id").onDelete("cascade"),
          ],
          ["kind", "text", (col) => col.notNull().check(sql`kind in ('show', 'hide')`)],
          ["at", "text", required],
        ]);
        await createIndexes(db, "screen_events", [
          ["screen_events_submission_id", ["submission_id"]],
        ]);

        await createTable(db.schema.createTable("moderator_sessions"), [
          ["id", "text", primaryKey],
          ["created_at", "text", required],
          ["expires_at", "text", required],
        ]);
      },
      down: (db) => dropTables(db, ["moderator_sessions", "screen_events", "submissions"]),
    },
    // Rate-limit and login counters shared by instances (docs/decisions/010). SQLite runs as one
    // process and keeps them in memory, so the table exists only in PostgreSQL.
    "2026-11-23-002-rate-counters": {
      async up(db) {
        if (kind !== "postgres") return;
        await createTable(db.schema.createTable("rate_counters"), [
          ["key", "text", primaryKey],
          ["count", "integer", required],
          ["resets_at", "text", required],
        ]);
        await createIndexes(db, "rate_counters", [["rate_counters_resets_at", ["resets_at"]]]);
      },
      async down(db) {
        if (kind !== "postgres") return;
        await dropTables(db, ["rate_counters"]);
      },
    },
    // A stadium night (docs/decisions/013): named moderators, sessions that say whose they are,
    // groups of the same text, triage, claims, blocks and the audit trail.
    "2026-11-25-003-stadium-night": {
      async up(db) {
        await createTable(db.schema.createTable("moderators"), [
          ["name", "text", primaryKey],
          ["role", "text", (col) => col.notNull().check(sql`role in ('moderator', 'lead')`)],
          ["password_hash", "text", required],
          ["created_at", "text", required],
        ]);

        // Sessions of the one shared account cannot say whose they are: they end here.
        await sql`delete from moderator_sessions`.execute(db);
        await addColumns(db, "moderator_sessions", [
          ["moderator", "text", requiredEmpty],
          ["last_seen_at", "text", requiredEmpty],
        ]);

        await addColumns(db, "submissions", [
          ["sender", "text"],
          ["group_id", "integer"],
          ["duplicate_key", "text", requiredEmpty],
          ["flags", "text", requiredEmpty],
          ["reason", "text"],
          ["decided_by", "text"],
          ["claimed_by", "text"],
          ["claimed_until", "text"],
        ]);
        // Every earlier message is a group of its own.
        await sql`update submissions set group_id = id`.execute(db);
        await createIndexes(db, "submissions", [
          ["submissions_status_id", ["status", "id"]],
          ["submissions_group_id", ["group_id"]],
          ["submissions_duplicate_key", ["duplicate_key", "id"]],
          ["submissions_sender", ["sender", "id"]],
          ["submissions_claimed_by", ["claimed_by"]],
          ["submissions_decided_at", ["decided_at"]],
        ]);

        await createTable(autoKey(db, "audit_log", "id"), [
          ["at", "text", required],
          ["actor", "text", required],
          ["action", "text", required],
          ["submission_id", "integer"],
          ["detail", "text", required],
        ]);
        await createIndexes(db, "audit_log", [
          ["audit_log_actor", ["actor", "id"]],
          ["audit_log_submission_id", ["submission_id"]],
        ]);

        await createTable(autoKey(db, "sender_blocks", "id"), [
          ["sender", "text", (col) => col.notNull().unique()],
          ["blocked_by", "text", required],
          ["blocked_at", "text", required],
          ["submission_id", "integer"],
          ["example", "text", required],
          ["example_author", "text", required],
        ]);
      },
      down: (db) => dropTables(db, ["sender_blocks", "audit_log", "moderators"]),
    },
    "2026-11-26-004-screens-on-the-night": {
      async up(db) {
        // When a screen first showed the message: the sender's receipt and the screens' backlog.
        await addColumns(db, "submissions", [["shown_at", "text"]]);
        await createIndexes(db, "submissions", [
          ["submissions_status_shown_at", ["status", "shown_at"]],
        ]);
        // What every screen follows (server/db/screen-board.ts): one row, a JSON document.
        await createTable(db.schema.createTable("screen_board"), [
          ["id", "integer", primaryKey],
          ["version", "integer", required],
          ["board", "text", required],
        ]);
        await createTable(autoKey(db, "announcements", "id"), [
          ["text", "text", required],
          ["created_by", "text", required],
          ["created_at", "text", required],
        ]);
        // The named screens' last heartbeats (server/db/screen-heartbeats.ts).
        await createTable(db.schema.createTable("screen_heartbeats"), [
          ["screen", "text", primaryKey],
          ["at", "text", required],
          ["report", "text", required],
        ]);
      },
      async down(db) {
        await dropTables(db, ["screen_heartbeats", "announcements", "screen_board"]);
        await db.schema.dropIndex("submissions_status_shown_at").execute();
        await db.schema.alterTable("submissions").dropColumn("shown_at").execute();
      },
    },
    // Messages in flight (docs/architecture.md): the key a resent message repeats. Nullable, so
    // the release before it, still running during a rolling deploy, inserts as it always did;
    // unique, so two instances storing the same key at once store it once (NULLs never clash).
    "2026-11-27-005-idempotency-keys": {
      async up(db) {
        await addColumns(db, "submissions", [["idempotency_key", "text"]]);
        await db.schema
          .createIndex("submissions_idempotency_key")
          .on("submissions")
          .column("idempotency_key")
          .unique()
          .execute();
      },
      async down(db) {
        await db.schema.dropIndex("submissions_idempotency_key").execute();
        await db.schema.alterTable("submissions").dropColumn("idempotency_key").execute();
      },
    },
    // An account's list of its sessions (docs/architecture.md, "Staff sessions"): the coarse
    // browser each was started in. Nullable: sessions from before it, and the release before
    // during a rolling deploy, simply have none.
    "2026-11-28-006-session-devices": {
      async up(db) {
        await addColumns(db, "moderator_sessions", [["device", "text"]]);
      },
      async down(db) {
        await db.schema.alterTable("moderator_sessions").dropColumn("device").execute();
      },
    },
    // The start's password last applied to the quick-start lead, so a start applies it only when
    // it changed and a `moderators reset` since survives restarts (docs/operations.md, "Staff
    // passwords"). Nullable: an account from before, or made by `add`, takes the next start's.
    "2026-11-28-007-quick-start-password": {
      async up(db) {
        await addColumns(db, "moderators", [["start_password_hash", "text"]]);
      },
      async down(db) {
        await db.schema.alterTable("moderators").dropColumn("start_password_hash").execute();
      },
    },
    // A lead's new link for one screen (docs/product.md#screen-keys): the version its key is
    // made with, shared by every instance. A new table: the release before never reads it.
    "2026-11-28-008-screen-key-versions": {
      async up(db) {
        await createTable(db.schema.createTable("screen_key_versions"), [
          ["screen", "text", primaryKey],
          ["version", "integer", required],
          ["changed_at", "text", required],
          ["changed_by", "text", required],
        ]);
      },
      down: (db) => dropTables(db, ["screen_key_versions"]),
    },
  };
}

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
 * Brings the schema to the latest migration; throws with the failing migration's name. A database
 * a newer release has already migrated (its check during a deploy, or before a rollback) is left
 * as it is when it holds every migration this release knows: releases only ever add to the
 * schema (decision 022), so this one runs on it unchanged. Returns the newer migrations found.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const known = migrationsFor(handle.kind);
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
