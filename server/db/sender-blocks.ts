import type { Transaction } from "kysely";
import type { SenderBlock } from "#core/contract";
import type { RejectionReason } from "#core/message-triage";
import type { SubmissionStatus } from "#core/submission-transitions";
import { recordAudit, type AuditRecord } from "./audit-trail";
import type { Changes } from "./change-bus";
import type { DatabaseHandle } from "./connection";
import { recordGroupChange } from "./group-changes";
import { groupLeader } from "./message-groups";
import type { Database, SubmissionRow } from "./schema";

export type BlockResult =
  { kind: "done"; block: SenderBlock } | { kind: "not_found" } | { kind: "sender_unknown" };

/** A group of messages a block may reject, as the moderation service sees it. */
export interface BlockableGroup {
  id: number;
  status: SubmissionStatus;
}

/** What the database knows of a block as it is stored, inside the blocking transaction. */
export interface BlockFacts {
  at: string;
  /** The group of the message the sender is blocked from, as its first message stands. */
  ownGroup: BlockableGroup | undefined;
  /** Read only when asked: the groups the sender started that stand at `status`. */
  senderGroups(status: SubmissionStatus): Promise<BlockableGroup[]>;
}

/** What a block does to the sender's messages: the moderation service's decision, as told. */
export interface BlockPlan {
  /** The status, decider and reason of every message the block rejects. */
  decision: { status: SubmissionStatus; decidedBy: string; reason: RejectionReason };
  /** Groups that take the decision whole, recorded in this order (`BlockFacts` answers). */
  groups: readonly number[];
  /** The sender's messages still at this status take it too, each leaving its group; or null. */
  copiesAt: SubmissionStatus | null;
  /** The trail's line, once the number of messages the block rejected is known. */
  audit(rejected: number): Omit<AuditRecord, "submissionId">;
}

/** How a block is carried out: the moderation service's rule (server/moderation/moderation-service.ts). */
export interface BlockPolicy {
  plan(facts: BlockFacts): Promise<BlockPlan>;
}

/**
 * Blocks the sender of message `id` for the rest of the edition (docs/product.md#blocking) and
 * stores what `policy` makes of it: the groups it rejects, each recorded as a group change, the
 * sender's copies that leave other groups, the trail's line. From now on the sender's messages
 * arrive blocked (store-messages.ts).
 */
export async function blockSender(
  handle: DatabaseHandle,
  trx: Transaction<Database>,
  request: { id: number; moderator: string },
  policy: BlockPolicy,
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

  const read = new Map<number, SubmissionRow>();
  const known = (rows: readonly SubmissionRow[]): BlockableGroup[] =>
    rows.map((row) => {
      read.set(row.id, row);
      return { id: row.id, status: row.status };
    });
  const leader = await groupLeader(trx, message.id);
  const plan = await policy.plan({
    at,
    ownGroup: leader && known([leader])[0],
    senderGroups: async (status) =>
      known(
        await trx
          .selectFrom("submissions")
          .selectAll()
          .where("sender", "=", sender)
          .where("status", "=", status)
          .whereRef("group_id", "=", "id")
          .execute(),
      ),
  });

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

/** A lifted block, as the trail's line names it. */
export interface LiftedBlock {
  example: string;
  exampleAuthor: string;
}

/** A lead's lifting of block `id`; `detail` is the trail's line (the service words it). */
export interface UnblockRequest {
  id: number;
  moderator: string;
  detail(block: LiftedBlock): string;
}

/** Lifts block `id`; false when there is none. Messages it rejected stay rejected. */
export async function unblockSender(
  trx: Transaction<Database>,
  request: UnblockRequest,
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
      detail: request.detail({ example: removed.example, exampleAuthor: removed.example_author }),
    },
  ]);
  return true;
}
