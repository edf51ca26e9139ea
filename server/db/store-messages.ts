import type { Kysely, Transaction } from "kysely";
import type { Submission } from "#core/contract";
import type { ArrivalFacts, ArrivalPlan, MatchingGroup, Placement } from "../messages/plans";
import type { Changes } from "./change-bus";
import type { DatabaseHandle } from "./connection";
import { recordGroupChange } from "./group-changes";
import { groupToJoin, toSubmission } from "./message-groups";
import type { Database, SubmissionRow } from "./schema";

/** The senders of `senders` that are blocked. */
async function blockedAmong(
  trx: Transaction<Database>,
  senders: readonly string[],
): Promise<Set<string>> {
  if (senders.length === 0) return new Set();
  const rows = await trx
    .selectFrom("sender_blocks")
    .select("sender")
    .where("sender", "in", senders)
    .execute();
  return new Set(rows.map((row) => row.sender));
}

/** The message stored under `key`, if any (the key's unique index finds it). */
export async function storedUnderKey(
  db: Kysely<Database> | Transaction<Database>,
  key: string | null,
): Promise<SubmissionRow | undefined> {
  if (key === null) return undefined;
  return db
    .selectFrom("submissions")
    .selectAll()
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

/**
 * Stores a batch of new messages in one transaction, each where its plan
 * (server/messages/arrival.ts) places it: in a group of its own, whose item, screen entry and trail
 * line are recorded, or as one more copy of an existing group, whose item changes.
 */
export async function storeMessages(
  handle: DatabaseHandle,
  trx: Transaction<Database>,
  entries: readonly ArrivalPlan[],
  now: Date,
  changes: Changes,
): Promise<Submission[]> {
  const at = now.toISOString();
  const blocked = await blockedAmong(
    trx,
    entries.flatMap(({ arrival }) => (arrival.sender === null ? [] : [arrival.sender])),
  );
  if (entries.some((entry) => entry.showsAtOnce)) await handle.lockScreenOrder(trx);

  const stored: Submission[] = new Array<Submission>(entries.length);
  // Keyed messages go in the order of their keys: two instances storing the same keys in one
  // batch each then wait for each other's keys in one order, never in a circle (PostgreSQL
  // would end one of the batches as a deadlock). Each answer keeps its entry's place.
  const order = entries
    .map((plan, index) => ({ plan, index }))
    .sort((a, b) =>
      (a.plan.arrival.idempotencyKey ?? "").localeCompare(b.plan.arrival.idempotencyKey ?? ""),
    );
  // One statement per row: RETURNING gives no guaranteed order for multi-row inserts.
  for (const { plan, index } of order) {
    const { arrival } = plan;
    const push = (submission: Submission) => (stored[index] = submission);
    // A resend of a message stored before (server/README.md#messages-in-flight).
    const earlier = await storedUnderKey(trx, arrival.idempotencyKey);
    if (earlier) {
      push(toSubmission(earlier));
      continue;
    }
    const { placement, group } = await placementOf(trx, plan, now, {
      at,
      senderBlocked: arrival.sender !== null && blocked.has(arrival.sender),
    });
    const inserted = await trx
      .insertInto("submissions")
      .values({
        author: arrival.draft.author,
        message: arrival.draft.message,
        status: placement.status,
        created_at: at,
        decided_at: placement.decidedAt,
        decided_by: placement.decidedBy,
        sender: arrival.sender,
        group_id: placement.joins,
        duplicate_key: arrival.duplicateKey,
        flags: arrival.flags.join(","),
        reason: placement.reason,
        idempotency_key: arrival.idempotencyKey,
      })
      // Not an error, which would fail every message of the batch: another instance committed
      // the same key while this one waited for it, and its row is the answer.
      .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted === undefined) {
      const winner = await storedUnderKey(trx, arrival.idempotencyKey);
      if (!winner) throw new Error("A message was not stored and no other holds its key");
      push(toSubmission(winner));
      continue;
    }
    push(toSubmission(inserted));
    if (group) {
      // The group's item changed (one more copy); its status did not.
      await recordGroupChange(trx, changes, { leader: group, previousStatus: group.status, at });
      continue;
    }
    const leader = await trx
      .updateTable("submissions")
      .set({ group_id: inserted.id })
      .where("id", "=", inserted.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const audit = placement.audit;
    await recordGroupChange(trx, changes, {
      leader,
      previousStatus: null,
      at,
      audit: () => (audit === null ? null : { ...audit, submissionId: leader.id }),
    });
  }
  return stored;
}

/**
 * The plan's placement of one arrival, asking it with what is known and then, if the plan needs
 * it, with the group of the same text found by the plan's grouping rule (message-groups.ts).
 */
async function placementOf(
  trx: Transaction<Database>,
  plan: ArrivalPlan,
  now: Date,
  known: Omit<ArrivalFacts, "matchingGroup">,
): Promise<{ placement: Placement; group: SubmissionRow | undefined }> {
  const first = plan.place(known);
  if (first !== "needs_matching_group") {
    if (first.joins !== null) throw new Error(`Placed in group ${first.joins}, which was not read`);
    return { placement: first, group: undefined };
  }
  const { arrival } = plan;
  const found = await groupToJoin(
    trx,
    { text: arrival.draft.message, duplicateKey: arrival.duplicateKey, sender: arrival.sender },
    plan.grouping,
    now,
  );
  const placement = plan.place({ ...known, matchingGroup: found ? toMatchingGroup(found) : null });
  if (placement === "needs_matching_group") throw new Error("The plan asked twice for the group");
  if (placement.joins !== null && placement.joins !== found?.id) {
    throw new Error(`Placed in group ${placement.joins}, which is not the matching group`);
  }
  return { placement, group: placement.joins === null ? undefined : found };
}

function toMatchingGroup(row: SubmissionRow): MatchingGroup {
  return { id: row.id, status: row.status, decidedAt: row.decided_at, decidedBy: row.decided_by };
}
