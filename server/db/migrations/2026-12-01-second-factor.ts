import { sql, type Migration } from "kysely";
import {
  addColumns,
  createIndexes,
  createTable,
  dropTables,
  primaryKey,
  required,
} from "./builders";

/**
 * The staff's second factor (server/moderation/README.md#second-factor): passkeys, a TOTP secret
 * (encrypted at rest), recovery codes (hashed), and per session whether it is verified, its wrong
 * attempts and its pending challenges — in the database, so every instance on one PostgreSQL
 * agrees. New tables and nullable or defaulted columns only: the release before keeps running on
 * the database during a rolling deploy (decision 022).
 */
export function secondFactorMigrations(): Record<string, Migration> {
  return {
    "2026-12-01-009-second-factor": {
      async up(db) {
        // Null: not verified. A session from before opens unverified, so a lead proves (or adds)
        // a second factor at the next request rather than keeping a password-only session.
        await addColumns(db, "moderator_sessions", [
          ["second_factor_at", "text"],
          ["second_factor_failures", "integer", (col) => col.notNull().defaultTo(0)],
        ]);
        // What a session asked for and must answer within minutes: a WebAuthn challenge of either
        // ceremony, or a TOTP secret being set up (encrypted). One of each kind per session.
        await createTable(
          db.schema.createTable("second_factor_challenges"),
          [
            ["session_id", "text", required],
            [
              "kind",
              "text",
              (col) =>
                col.notNull().check(sql`kind in ('authentication', 'registration', 'totp_setup')`),
            ],
            ["value", "text", required],
            ["expires_at", "text", required],
          ],
          { table: "second_factor_challenges", columns: ["session_id", "kind"] },
        );
        // The sign counter is text: WebAuthn's is an unsigned 32-bit number, past PostgreSQL's
        // integer.
        await createTable(db.schema.createTable("staff_passkeys"), [
          ["id", "text", primaryKey],
          ["moderator", "text", required],
          ["public_key", "text", required],
          ["sign_count", "text", required],
          ["transports", "text"],
          ["label", "text", required],
          ["created_at", "text", required],
          ["last_used_at", "text"],
        ]);
        await createIndexes(db, "staff_passkeys", [["staff_passkeys_moderator", ["moderator"]]]);
        // `last_step`: the TOTP time step last accepted, so no code is ever accepted twice.
        await createTable(db.schema.createTable("staff_totp"), [
          ["moderator", "text", primaryKey],
          ["secret", "text", required],
          ["created_at", "text", required],
          ["last_step", "integer"],
        ]);
        await createTable(
          db.schema.createTable("staff_recovery_codes"),
          [
            ["moderator", "text", required],
            ["code_hash", "text", required],
            ["created_at", "text", required],
          ],
          { table: "staff_recovery_codes", columns: ["moderator", "code_hash"] },
        );
      },
      async down(db) {
        await dropTables(db, [
          "staff_recovery_codes",
          "staff_totp",
          "staff_passkeys",
          "second_factor_challenges",
        ]);
        await db.schema
          .alterTable("moderator_sessions")
          .dropColumn("second_factor_failures")
          .execute();
        await db.schema.alterTable("moderator_sessions").dropColumn("second_factor_at").execute();
      },
    },
  };
}
