import type { Kysely } from "kysely";
import type { Database } from "./schema";

/** Rows deleted, per table. */
export interface DeletedRows {
  submissions: number;
  screen_events: number;
  sender_blocks: number;
  audit_log: number;
  announcements: number;
}

/**
 * Deletes every message written before `cutoff` with its screen events, and every block, audit
 * entry, announcement and screen heartbeat made before it, in one transaction. The screen events are deleted explicitly
 * rather than left to the foreign key's cascade, which SQLite applies only on connections that
 * turned it on.
 */
export async function deleteExpired(db: Kysely<Database>, cutoff: Date): Promise<DeletedRows> {
  const before = cutoff.toISOString();
  return db.transaction().execute(async (trx) => {
    const expired = trx.selectFrom("submissions").select("id").where("created_at", "<", before);
    const events = await trx
      .deleteFrom("screen_events")
      .where("submission_id", "in", expired)
      .executeTakeFirst();
    const submissions = await trx
      .deleteFrom("submissions")
      .where("created_at", "<", before)
      .executeTakeFirst();
    const blocks = await trx
      .deleteFrom("sender_blocks")
      .where("blocked_at", "<", before)
      .executeTakeFirst();
    const audit = await trx.deleteFrom("audit_log").where("at", "<", before).executeTakeFirst();
    // Announcements can describe a person (a lost-person notice); heartbeats go with them.
    const announcements = await trx
      .deleteFrom("announcements")
      .where("created_at", "<", before)
      .executeTakeFirst();
    await trx.deleteFrom("screen_heartbeats").where("at", "<", before).execute();
    return {
      submissions: Number(submissions.numDeletedRows),
      screen_events: Number(events.numDeletedRows),
      sender_blocks: Number(blocks.numDeletedRows),
      audit_log: Number(audit.numDeletedRows),
      announcements: Number(announcements.numDeletedRows),
    };
  });
}
