import type { Kysely, Transaction } from "kysely";
import { TRIAGE_FLAGS, type TriageFlag } from "#core/message-triage";
import type { QueueItem, Submission } from "#core/contract";
import type { GroupingRule } from "../messages/plans";
import type { Database, SubmissionRow } from "./schema";

/** The authors a queue item lists. */
export const GROUP_AUTHORS_SHOWN = 20;

type Db = Kysely<Database> | Transaction<Database>;

export function toSubmission(row: SubmissionRow): Submission {
  return {
    id: row.id,
    author: row.author,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

export function parseFlags(text: string): TriageFlag[] {
  const stored = new Set(text.split(","));
  return TRIAGE_FLAGS.filter((flag) => stored.has(flag));
}

/** The group a message's group leader stands for, as the panel sees it. */
export async function toQueueItems(
  db: Db,
  leaders: readonly SubmissionRow[],
): Promise<QueueItem[]> {
  if (leaders.length === 0) return [];
  const ids = leaders.map((row) => row.id);
  const members = await db
    .selectFrom("submissions")
    .select(["group_id", "author"])
    .where("group_id", "in", ids)
    .orderBy("id")
    .execute();
  const copies = new Map<number, number>();
  const authors = new Map<number, Set<string>>();
  for (const member of members) {
    const group = member.group_id ?? 0;
    copies.set(group, (copies.get(group) ?? 0) + 1);
    const names = authors.get(group) ?? new Set<string>();
    if (names.size < GROUP_AUTHORS_SHOWN) names.add(member.author);
    authors.set(group, names);
  }
  return leaders.map((row) => ({
    ...toSubmission(row),
    copies: Math.max(1, copies.get(row.id) ?? 1),
    authors: [...(authors.get(row.id) ?? [row.author])],
    flags: parseFlags(row.flags),
    reason: row.reason,
    decidedBy: row.decided_by,
    claimedBy: row.claimed_by,
  }));
}

export async function queueItem(db: Db, leader: SubmissionRow): Promise<QueueItem> {
  const [item] = await toQueueItems(db, [leader]);
  if (!item) throw new Error(`No queue item for submission ${leader.id}`);
  return item;
}

/** The first message (the group leader) of the group `id` belongs to. */
export function groupLeader(db: Db, id: number): Promise<SubmissionRow | undefined> {
  return db
    .selectFrom("submissions")
    .selectAll()
    .where("id", "=", (eb) =>
      eb
        .selectFrom("submissions as member")
        .select((inner) => inner.fn.coalesce("member.group_id", "member.id").as("leader"))
        .where("member.id", "=", id),
    )
    .executeTakeFirst();
}

/**
 * The group a new message joins by `rule` (server/messages/grouping.ts), if any: the same text
 * (its duplicate key) in a group that waits or was decided a short while ago, else a
 * near-duplicate the same device sent a few minutes ago.
 */
export async function groupToJoin(
  trx: Transaction<Database>,
  message: { text: string; duplicateKey: string; sender: string | null },
  rule: GroupingRule,
  now: Date,
): Promise<SubmissionRow | undefined> {
  const joinSince = new Date(now.getTime() - rule.sameTextWindowMs).toISOString();
  const sameText = await trx
    .selectFrom("submissions")
    .selectAll()
    .where("duplicate_key", "=", message.duplicateKey)
    .whereRef("group_id", "=", "id")
    .where("reason", "is", null)
    .where((eb) => eb.or([eb("status", "=", "pending"), eb("decided_at", ">=", joinSince)]))
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (sameText) return sameText;
  if (message.sender === null || !rule.collapsesNearDuplicates(message.sender)) return undefined;
  const nearSince = new Date(now.getTime() - rule.nearDuplicateWindowMs).toISOString();
  const recent = await trx
    .selectFrom("submissions")
    .select(["group_id", "message"])
    .where("sender", "=", message.sender)
    .where("created_at", ">=", nearSince)
    .where("reason", "is", null)
    .orderBy("id", "desc")
    .limit(rule.nearDuplicateCandidates)
    .execute();
  const near = recent.find((row) => rule.isNearDuplicate(message.text, row.message));
  if (!near || near.group_id === null) return undefined;
  return trx
    .selectFrom("submissions")
    .selectAll()
    .where("id", "=", near.group_id)
    .executeTakeFirst();
}
