import type { Transaction } from "kysely";
import { type QueueItem } from "#core/contract";
import type { ClaimPlan } from "../messages/plans";
import { toQueueItems } from "./message-groups";
import type { Database } from "./schema";

/** How many times a claim reaches for the next free items when others took them first. */
const CLAIM_ROUNDS = 3;

/**
 * Renews the moderator's claims for `plan.ttlMs` and tops them up to `plan.batch` with the oldest
 * unclaimed items. An item is taken only while nobody else's claim holds, so two moderators never
 * get the same item.
 */
export async function claimNext(
  trx: Transaction<Database>,
  plan: ClaimPlan,
  now: Date,
): Promise<{ items: QueueItem[]; claimedUntil: string }> {
  const { moderator } = plan;
  const at = now.toISOString();
  const claimedUntil = new Date(now.getTime() + plan.ttlMs).toISOString();
  const mine = await trx
    .updateTable("submissions")
    .set({ claimed_until: claimedUntil })
    .where("claimed_by", "=", moderator)
    .where("status", "=", "pending")
    .whereRef("group_id", "=", "id")
    .where("claimed_until", ">", at)
    .executeTakeFirst();
  let wanted = plan.batch - Number(mine.numUpdatedRows);
  // A moderator claiming at the same moment on another instance may take some of the same items
  // first; then the next oldest are tried, a few times at most.
  for (let round = 0; round < CLAIM_ROUNDS && wanted > 0; round += 1) {
    const free = await trx
      .selectFrom("submissions")
      .select("id")
      .where("status", "=", "pending")
      .whereRef("group_id", "=", "id")
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", at)]))
      .orderBy("id")
      .limit(wanted)
      .execute();
    if (free.length === 0) break;
    const taken = await trx
      .updateTable("submissions")
      .set({ claimed_by: moderator, claimed_until: claimedUntil })
      .where(
        "id",
        "in",
        free.map((row) => row.id),
      )
      // Checked again as the row is written (on PostgreSQL, after the other writer commits):
      // an item someone else took in between stays theirs.
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", at)]))
      .executeTakeFirst();
    wanted -= Number(taken.numUpdatedRows);
  }
  const rows = await trx
    .selectFrom("submissions")
    .selectAll()
    .where("claimed_by", "=", moderator)
    .where("status", "=", "pending")
    .whereRef("group_id", "=", "id")
    .where("claimed_until", "=", claimedUntil)
    .orderBy("id")
    .execute();
  return { items: await toQueueItems(trx, rows), claimedUntil };
}

/** Lets go of everything `moderator` holds (signing out). */
export async function releaseClaims(trx: Transaction<Database>, moderator: string): Promise<void> {
  await trx
    .updateTable("submissions")
    .set({ claimed_by: null, claimed_until: null })
    .where("claimed_by", "=", moderator)
    .where("status", "=", "pending")
    .execute();
}
