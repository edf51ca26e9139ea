import { sql, type Migration } from "kysely";
import type { DatabaseKind } from "../connection";
import {
  addColumns,
  autoKeyFor,
  createIndexes,
  createTable,
  dropTables,
  primaryKey,
  required,
  requiredEmpty,
} from "./builders";

/**
 * A stadium night on several instances: the counters they share, then named moderators and what
 * a queue of thousands needs (docs/decisions/010, docs/decisions/013).
 */
export function stadiumNightMigrations(kind: DatabaseKind): Record<string, Migration> {
  const autoKey = autoKeyFor(kind);
  return {
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
  };
}
