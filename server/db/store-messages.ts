import type { Kysely, Transaction } from "kysely";
import type { MessageDraft, Submission } from "#core/contract";
import type { SubmissionStatus } from "#core/submission-transitions";
import type { TriageFlag, RejectionReason } from "#core/message-triage";
import type { AuditRecord } from "./audit-trail";
import type { Changes } from "./change-bus";
import type { DatabaseHandle } from "./connection";
import { recordGroupChange } from "./group-changes";
import { groupToJoin, toSubmission } from "./message-groups";
import type { Database, SubmissionRow } from "./schema";

/** A valid message on its way to the database, with what the moderation service learned of it. */
export interface Arrival {
  draft: MessageDraft;
  /** The sender's key (server/submissions/sender-key.ts), or null. */
  sender: string | null;
  flags: readonly TriageFlag[];
  duplicateKey: string;
  /**
   * The key its sender named it with (core/idempotency-key.ts), or null: a key stored already
   * stores nothing and resolves to the message stored under it.
   */
  idempotencyKey: string | null;
}

/** The group a new message would join, as the moderation service sees it. */
export interface MatchingGroup {
  id: number;
  status: SubmissionStatus;
  decidedAt: string | null;
  decidedBy: string | null;
}

/** What the database knows of an arrival as it is stored, inside the storing transaction. */
export interface ArrivalFacts {
  /** The instant the batch is stored at. */
  at: string;
  /** A moderator blocked its sender (sender-blocks.ts). */
  senderBlocked: boolean;
  /** Read only when asked: the group of the same text it would join (message-groups.ts). */
  matchingGroup(): Promise<MatchingGroup | undefined>;
}

/** Where the moderation service puts an arrival: the stored row's decision, as told. */
export interface Placement {
  status: SubmissionStatus;
  decidedAt: string | null;
  decidedBy: string | null;
  reason: RejectionReason | null;
  /** The group it joins (a `matchingGroup()` answer); null starts a group of its own. */
  joins: number | null;
  /** The trail's line about it (the server's own rejections), or null. */
  audit: Omit<AuditRecord, "submissionId"> | null;
}

/** How new messages are placed: the moderation service's rule (server/moderation/moderation-service.ts). */
export interface ArrivalPolicy {
  /**
   * A new message may go straight to the screens: the batch takes the screen-order lock before
   * it reads anything, so it sees the decisions made before it in commit order.
   */
  showsAtOnce: boolean;
  place(arrival: Arrival, facts: ArrivalFacts): Promise<Placement>;
}

export interface ArrivalToStore {
  arrival: Arrival;
  policy: ArrivalPolicy;
}

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
 * Stores a batch of new messages in one transaction (docs/product.md#moderation-for-a-night),
 * each where its policy places it: in a group of its own, whose item, screen entry and trail line
 * are recorded, or as one more copy of an existing group, whose item changes.
 */
export async function storeMessages(
  handle: DatabaseHandle,
  trx: Transaction<Database>,
  entries: readonly ArrivalToStore[],
  now: Date,
  changes: Changes,
): Promise<Submission[]> {
  const at = now.toISOString();
  const blocked = await blockedAmong(
    trx,
    entries.flatMap(({ arrival }) => (arrival.sender === null ? [] : [arrival.sender])),
  );
  if (entries.some((entry) => entry.policy.showsAtOnce)) await handle.lockScreenOrder(trx);

  const stored: Submission[] = new Array<Submission>(entries.length);
  // Keyed messages go in the order of their keys: two instances storing the same keys in one
  // batch each then wait for each other's keys in one order, never in a circle (PostgreSQL
  // would end one of the batches as a deadlock). Each answer keeps its entry's place.
  const order = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) =>
      (a.entry.arrival.idempotencyKey ?? "").localeCompare(b.entry.arrival.idempotencyKey ?? ""),
    );
  // One statement per row: RETURNING gives no guaranteed order for multi-row inserts.
  for (const {
    entry: { arrival, policy },
    index,
  } of order) {
    const push = (submission: Submission) => (stored[index] = submission);
    // A resend of a message stored before (docs/architecture.md, "Messages in flight").
    const earlier = await storedUnderKey(trx, arrival.idempotencyKey);
    if (earlier) {
      push(toSubmission(earlier));
      continue;
    }
    let found: SubmissionRow | undefined;
    const placement = await policy.place(arrival, {
      at,
      senderBlocked: arrival.sender !== null && blocked.has(arrival.sender),
      matchingGroup: async () => {
        found = await groupToJoin(
          trx,
          {
            text: arrival.draft.message,
            duplicateKey: arrival.duplicateKey,
            sender: arrival.sender,
          },
          now,
        );
        return found && toMatchingGroup(found);
      },
    });
    const group = placement.joins === null ? undefined : found;
    if (placement.joins !== null && group?.id !== placement.joins) {
      throw new Error(`Placed in group ${placement.joins}, which is not the matching group`);
    }
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

function toMatchingGroup(row: SubmissionRow): MatchingGroup {
  return { id: row.id, status: row.status, decidedAt: row.decided_at, decidedBy: row.decided_by };
}
