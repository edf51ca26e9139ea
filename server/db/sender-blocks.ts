import type { Transaction } from "kysely";
import type { SenderBlock } from "#core/contract";
import type { BlockOrder, GroupStanding, UnblockOrder } from "../messages/plans";
import { recordAudit } from "./audit-trail";
import type { Changes } from "./change-bus";
import type { DatabaseHandle } from "./connection";
import { recordGroupChange } from "./group-changes";
import { groupLeader } from "./message-groups";
import type { Database, SubmissionRow } from "./schema";

export type BlockResult =
  | { kind: "done"; block: SenderBlock }
  | { kind: "not_found" }
  | { kind: "sender_unknown" }
  | { kind: "claimed_by_other"; by: string };

/**
 * Blocks the sender of message `order.id` for the rest of the edition and carries out the order's
 * plan (server/messages/blocking.ts), made from the groups read here: the groups it rejects, each
 * recorded as a group change, the sender's copies that leave other groups, the trail's line. From
 * now on the sender's messages arrive blocked (store-messages.ts).
 */
export async function blockSender(
  handle: DatabaseHandle,
  trx: Transaction<Database>,
  order: BlockOrder,
  now: Date,
  changes: Changes,
): Promise<BlockResult> {
  const message = await trx
    .selectFrom("submissions")
    .selectAll()
    .where("id", "=", order.id)
    .executeTakeFirst();
  if (!message) return { kind: "not_found" };
  const sender = message.sender;
  if (sender === null) return { kind: "sender_unknown" };
  await handle.lockScreenOrder(trx);
  const at = now.toISOString();
  const read = new Map<number, SubmissionRow>();
  const known = (rows: readonly SubmissionRow[]): GroupStanding[] =>
    rows.map((row) => {
      read.set(row.id, row);
      return { id: row.id, status: row.status };
    });
  const leader = await groupLeader(trx, message.id);
  const ownGroup = leader && known([leader])[0];
  const senderGroups = known(
    await trx
      .selectFrom("submissions")
      .selectAll()
      .where("sender", "=", sender)
      .where("status", "=", order.senderGroupsAt)
      .whereRef("group_id", "=", "id")
      .execute(),
  );
  const ownClaim =
    leader?.claimed_by && leader.claimed_until
      ? { by: leader.claimed_by, until: leader.claimed_until }
      : undefined;
  const plan = order.plan({ at, ownGroup, senderGroups, ownClaim });
  if (plan.claimedBy !== undefined) return { kind: "claimed_by_other", by: plan.claimedBy };
  await trx
    .insertInto("sender_blocks")
    .values({
      sender,
      blocked_by: order.moderator,
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

  const decided = {
    status: plan.decision.status,
    decided_at: plan.decision.status === "pending" ? null : at,
    decided_by: plan.decision.decidedBy,
    reason: plan.decision.reason,
  };
  let count = 0;
  for (const id of plan.groups) {
    const group = read.get(id);
    if (!group) throw new Error(`Blocked group ${id}, which was not read`);
    const result = await trx
      .updateTable("submissions")
      .set({ ...decided, claimed_by: null, claimed_until: null })
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
  if (plan.copiesAt !== null) {
    const copies = await trx
      .updateTable("submissions")
      .set(decided)
      .set((eb) => ({ group_id: eb.ref("id") }))
      .where("sender", "=", sender)
      .where("status", "=", plan.copiesAt)
      .executeTakeFirst();
    count += Number(copies.numUpdatedRows);
  }
  await recordAudit(trx, at, [{ ...plan.audit(count), submissionId: message.id }]);
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
  order: UnblockOrder,
  now: Date,
): Promise<boolean> {
  const removed = await trx
    .deleteFrom("sender_blocks")
    .where("id", "=", order.id)
    .returningAll()
    .executeTakeFirst();
  if (!removed) return false;
  await recordAudit(trx, now.toISOString(), [
    {
      actor: order.moderator,
      action: "unblock",
      submissionId: removed.submission_id,
      detail: order.detail({ example: removed.example, exampleAuthor: removed.example_author }),
    },
  ]);
  return true;
}
