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
} from "./builders";

/**
 * Notifications on the visitors' phones (server/push/README.md): the browsers' push subscriptions
 * with only what sending needs (the endpoint and keys, the language, the starred sets, the
 * reminder's minutes), and the durable queue of notices and their deliveries, one per
 * subscription, each claimed with a lease and marked when sent. New tables only: the release
 * before keeps running on the database during a rolling deploy (decision 022).
 */
export function pushNotificationsMigrations(kind: DatabaseKind): Record<string, Migration> {
  const autoKey = autoKeyFor(kind);
  return {
    "2026-12-02-010-push-notifications": {
      async up(db) {
        await createTable(db.schema.createTable("push_subscriptions"), [
          ["endpoint", "text", primaryKey],
          ["p256dh", "text", required],
          ["auth", "text", required],
          ["language", "text", (col) => col.notNull().check(sql`language in ('pl', 'en')`)],
          ["reminder_minutes", "integer", required],
          ["created_at", "text", required],
          ["updated_at", "text", required],
        ]);
        await createTable(
          db.schema.createTable("push_subscription_sets"),
          [
            ["endpoint", "text", required],
            ["set_id", "text", required],
          ],
          { table: "push_subscription_sets", columns: ["endpoint", "set_id"] },
        );
        await createIndexes(db, "push_subscription_sets", [
          ["push_subscription_sets_set", ["set_id"]],
        ]);
        // One row per notice, `notice_key` naming what it is about, so every instance that hears
        // of the same change stores it once.
        await createTable(
          autoKey(db, "push_notices", "id")
            .addColumn("notice_key", "text", (col) => col.notNull().unique())
            .addColumn("kind", "text", required),
          [
            ["content", "text", required],
            ["created_at", "text", required],
            ["expires_at", "text", required],
          ],
        );
        await createTable(
          autoKey(db, "push_deliveries", "id")
            .addColumn("notice_id", "integer", required)
            .addColumn("endpoint", "text", required)
            .addUniqueConstraint("push_deliveries_once", ["notice_id", "endpoint"]),
          [
            [
              "status",
              "text",
              (col) =>
                col
                  .notNull()
                  .check(sql`status in ('pending', 'sent', 'failed', 'gone', 'superseded')`),
            ],
            ["attempts", "integer", (col) => col.notNull().defaultTo(0)],
            ["next_attempt_at", "text", required],
            ["lease_until", "text"],
            ["created_at", "text", required],
            ["done_at", "text"],
          ],
        );
        await createIndexes(db, "push_deliveries", [
          ["push_deliveries_due", ["status", "next_attempt_at"]],
        ]);
        // The server's VAPID key pair when the environment sets none: one row, made on first
        // start, so every instance on one PostgreSQL signs with the same key.
        await createTable(db.schema.createTable("push_vapid_keys"), [
          ["id", "integer", primaryKey],
          ["public_key", "text", required],
          ["private_key", "text", required],
          ["created_at", "text", required],
        ]);
      },
      async down(db) {
        await dropTables(db, [
          "push_vapid_keys",
          "push_deliveries",
          "push_notices",
          "push_subscription_sets",
          "push_subscriptions",
        ]);
      },
    },
    // A notice's deliveries are written a few hundred per commit (db/push-notice-fill.ts), so a
    // fan-out to thousands never holds SQLite's event loop for long. The audience is kept to
    // resume a fill an instance stopped in; null `filled_at`: still being written. Notices from
    // before (no audience) were written whole, in one commit, and are never resumed.
    "2026-12-02-020-push-notice-fill": {
      async up(db) {
        await addColumns(db, "push_notices", [
          ["audience", "text"],
          ["filled_at", "text"],
        ]);
        // A set's subscriptions in key order: each commit of a fill reads a range of it.
        await createIndexes(db, "push_subscription_sets", [
          ["push_subscription_sets_set_endpoint", ["set_id", "endpoint"]],
        ]);
      },
      async down(db) {
        await db.schema.dropIndex("push_subscription_sets_set_endpoint").execute();
        await db.schema.alterTable("push_notices").dropColumn("filled_at").execute();
        await db.schema.alterTable("push_notices").dropColumn("audience").execute();
      },
    },
  };
}
