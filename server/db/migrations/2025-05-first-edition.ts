import { sql, type Migration } from "kysely";
import type { DatabaseKind } from "../connection";
import {
  autoKeyFor,
  createIndexes,
  createTable,
  dropTables,
  primaryKey,
  required,
} from "./builders";

/** The first edition's schema: messages, what the screen showed, the one account's sessions. */
export function firstEditionMigrations(kind: DatabaseKind): Record<string, Migration> {
  const autoKey = autoKeyFor(kind);
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
  };
}
