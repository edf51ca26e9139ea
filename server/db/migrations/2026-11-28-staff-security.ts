import type { Migration } from "kysely";
import { addColumns, createTable, dropTables, primaryKey, required } from "./builders";

/**
 * Staff security (docs/security.md): the browser of each session, the quick-start password last
 * applied, and a version per screen key so a lead can renew one screen's link.
 */
export function staffSecurityMigrations(): Record<string, Migration> {
  return {
    // An account's list of its sessions: the coarse browser each was started in. Nullable: sessions
    // from before it, and the release before during a rolling deploy, simply have none.
    "2026-11-28-006-session-devices": {
      async up(db) {
        await addColumns(db, "moderator_sessions", [["device", "text"]]);
      },
      async down(db) {
        await db.schema.alterTable("moderator_sessions").dropColumn("device").execute();
      },
    },
    // The start's password last applied to the quick-start lead, so a start applies it only when
    // it changed and a `moderators reset` since survives restarts
    // (docs/operations/the-night.md#staff-passwords). Nullable: an account from before, or made by
    // `add`, takes the next start's.
    "2026-11-28-007-quick-start-password": {
      async up(db) {
        await addColumns(db, "moderators", [["start_password_hash", "text"]]);
      },
      async down(db) {
        await db.schema.alterTable("moderators").dropColumn("start_password_hash").execute();
      },
    },
    // A lead's new link for one screen (server/screens/README.md#screen-keys): the version its key
    // is made with, shared by every instance. A new table: the release before never reads it.
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
