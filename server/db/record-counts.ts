import type { Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * What a backup or a restored database holds, as the backup and restore commands report it: the
 * night's messages, the decisions on them and the trail.
 */
export interface RecordCounts {
  messages: number;
  /** Messages approved or rejected. */
  decidedMessages: number;
  /** The screens' log: a row each time a message went on or off the screens. */
  screenEvents: number;
  auditEntries: number;
}

/** The tables without which a file is not one of our databases. */
export const REQUIRED_TABLES = ["submissions", "screen_events", "audit_log", "moderators"] as const;

/** Tables whose rows are the festival's record; sessions, counters, accounts are not. */
const RECORD_TABLES = ["submissions", "audit_log", "sender_blocks", "announcements"] as const;

async function rowsIn(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countRecords(db: Kysely<Database>): Promise<RecordCounts> {
  const decided = await db
    .selectFrom("submissions")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("status", "!=", "pending")
    .executeTakeFirstOrThrow();
  return {
    messages: await rowsIn(db, "submissions"),
    decidedMessages: Number(decided.n),
    screenEvents: await rowsIn(db, "screen_events"),
    auditEntries: await rowsIn(db, "audit_log"),
  };
}

/** Which of REQUIRED_TABLES the database lacks (all of them for an empty one). */
export async function missingTables(db: Kysely<Database>): Promise<string[]> {
  const tables = new Set((await db.introspection.getTables()).map((table) => table.name));
  return REQUIRED_TABLES.filter((table) => !tables.has(table));
}

/**
 * Whether the database holds any of the festival's record (messages, the trail, blocks,
 * announcements): what a restore must not overwrite unasked. A server that started once on an
 * empty database made its tables and the quick-start account, which count as nothing.
 */
export async function holdsRecords(db: Kysely<Database>): Promise<boolean> {
  if ((await missingTables(db)).includes("submissions")) return false;
  const tables = new Set((await db.introspection.getTables()).map((table) => table.name));
  for (const table of RECORD_TABLES) {
    if (tables.has(table) && (await rowsIn(db, table)) > 0) return true;
  }
  return false;
}
