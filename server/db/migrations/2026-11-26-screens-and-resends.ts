import type { Migration } from "kysely";
import type { DatabaseKind } from "../connection";
import {
  addColumns,
  autoKeyFor,
  createIndexes,
  createTable,
  dropTables,
  primaryKey,
  required,
} from "./builders";

/**
 * The screens on the night (what they follow, their heartbeats, when a message was first shown)
 * and messages in flight (the key a resent message repeats).
 */
export function screensAndResendsMigrations(kind: DatabaseKind): Record<string, Migration> {
  const autoKey = autoKeyFor(kind);
  return {
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
        // The named screens' last heartbeats (server/db/screen-heartbeats-repo.ts).
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
    // Messages in flight (server/README.md#messages-in-flight): the key a resent message repeats.
    // Nullable, so the release before it, still running during a rolling deploy, inserts as it
    // always did; unique, so two instances storing the same key at once store it once (NULLs never
    // clash).
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
  };
}
