import type { Transaction } from "kysely";
import type { SenderBlock } from "../../core/contract";
import { TRAIL_TEXTS } from "../errors";
import { recordAudit } from "./audit-trail";
import type { Changes } from "./change-bus";
import type { DatabaseHandle } from "./connection";
import { recordGroupChange } from "./group-changes";
import { groupLeader } from "./message-groups";
import type { Database, SubmissionRow } from "./schema";

export type BlockResult =
  { kind: "done"; block: SenderBlock } | { kind: "not_found" } | { kind: "sender_unknown" };

/**
 * Blocks the sender of message `id` for the rest of the edition (docs/product.md#blocking): the
 * message's group leaves the screens and the queue, and so does everything the sender still has
 * waiting; from now on the sender's messages are stored as blocked and never queued.
 */
export async function blockSender(
  handle: DatabaseHandle,
  trx: Transaction<Database>,
  request: { id: number; moderator: string },
  now: Date,
  changes: Changes,
): Promise<BlockResult> {
  const message = await trx
    .selectFrom("submissions")
    .selectAll()
    .where("id", "=", request.id)
    .executeTakeFirst();
  if (!message) return { kind: "not_found" };
  const sender = message.sender;
  if (sender === null) return { kind: "sender_unknown" };
  await handle.lockScreenOrder(trx);
  const at = now.toISOString();
  await trx
    .insertInto("sender_blocks")
    .values({
      sender,
      blocked_by: request.moderator,
      blocked_at: at,
      submission_id: message.id,
      example: message.message,
      example_author: message.author,
    })
    .onConflict((conflict) => conflict.column("sender").doNothing())
    .execute();
  const block = await trx
    .selectFrom("sender_blocks")
    .selectAll()
    .where("sender", "=", sender)
    .executeTakeFirstOrThrow();

  // The message's own group, and every group the sender started that still waits.
  const leader = await groupLeader(trx, message.id);
  const waiting = await trx
    .selectFrom("submissions")
    .selectAll()
    .where("sender", "=", sender)
    .where("status", "=", "pending")
    .whereRef("group_id", "=", "id")
    .execute();
  const groups = new Map<number, SubmissionRow>();
  for (const row of [...(leader ? [leader] : []), ...waiting]) {
    if (row.status !== "rejected") groups.set(row.id, row);
  }
  const rejected = { status: "rejected", decided_at: at, decided_by: request.moderator } as const;
  let count = 0;
  for (const group of groups.values()) {
    const result = await trx
      .updateTable("submissions")
      .set({ ...rejected, reason: "blocked", claimed_by: null, claimed_until: null })
      .where("group_id", "=", group.id)
      .executeTakeFirst();
    count += Number(result.numUpdatedRows);
    const updated = await trx
      .selectFrom("submissions")
      .selectAll()
      .where("id", "=", group.id)
      .executeTakeFirstOrThrow();
    await recordGroupChange(trx, changes, { leader: updated, previousStatus: group.status, at });
  }
  // The sender's copies waiting in other people's groups leave those groups.
  const copies = await trx
    .updateTable("submissions")
    .set({ ...rejected, reason: "blocked" })
    .set((eb) => ({ group_id: eb.ref("id") }))
    .where("sender", "=", sender)
    .where("status", "=", "pending")
    .executeTakeFirst();
  count += Number(copies.numUpdatedRows);
  await recordAudit(trx, at, [
    {
      actor: request.moderator,
      action: "block",
      submissionId: message.id,
      detail: TRAIL_TEXTS.block(count),
    },
  ]);
  return { kind: "done", block: toSenderBlock(block) };
}

function toSenderBlock(row: {
  id: number;
  blocked_by: string;
  blocked_at: string;
  example: string;
  example_author: string;
}): SenderBlock {
  return {
    id: row.id,
    blockedBy: row.blocked_by,
    blockedAt: row.blocked_at,
    example: row.example,
    exampleAuthor: row.example_author,
  };
}

/** Every block, newest first (a lead's list). */
export async function listBlocks(handle: DatabaseHandle): Promise<SenderBlock[]> {
  const rows = await handle.db
    .selectFrom("sender_blocks")
    .selectAll()
    .orderBy("id", "desc")
    .execute();
  return rows.map(toSenderBlock);
}

/** Lifts block `id`; false when there is none. Messages it rejected stay rejected. */
export async function unblockSender(
  trx: Transaction<Database>,
  request: { id: number; moderator: string },
  now: Date,
): Promise<boolean> {
  const removed = await trx
    .deleteFrom("sender_blocks")
    .where("id", "=", request.id)
    .returningAll()
    .executeTakeFirst();
  if (!removed) return false;
  await recordAudit(trx, now.toISOString(), [
    {
      actor: request.moderator,
      action: "unblock",
      submissionId: removed.submission_id,
      detail: `${removed.example_author}: ${removed.example}`,
    },
  ]);
  return true;
}
