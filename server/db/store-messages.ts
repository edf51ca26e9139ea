import type { Transaction } from "kysely";
import {
  isOnScreen,
  SERVER_ACTOR,
  type Submission,
  type SubmissionStatus,
} from "../../core/contract";
import type { Changes } from "../changes";
import { recordAudit, type AuditRecord } from "./audit-trail";
import type { DatabaseHandle } from "./connection";
import { groupToJoin, queueItem, toSubmission } from "./message-groups";
import { appendScreenEvent } from "./screen-log";
import type { Database, SubmissionRow } from "./schema";
import type { DraftToStore } from "./submissions-repo";

/**
 * Stores a batch of new messages in one transaction (docs/product.md#moderation-for-a-night):
 * a blocked sender's message is rejected as blocked, a link or phone number rejected with its
 * reason (and a line in the trail), a repeat joins its group and takes the group's status, and
 * anything else starts a group of its own with the status the moderation service gave it.
 */
export async function storeMessages(
  handle: DatabaseHandle,
  trx: Transaction<Database>,
  entries: readonly DraftToStore[],
  now: Date,
  changes: Changes,
): Promise<Submission[]> {
  const at = now.toISOString();
  const senders = entries.flatMap((entry) => (entry.sender === null ? [] : [entry.sender]));
  const blocked = new Set(
    senders.length === 0
      ? []
      : (
          await trx
            .selectFrom("sender_blocks")
            .select("sender")
            .where("sender", "in", senders)
            .execute()
        ).map((row) => row.sender),
  );
  if (entries.some((entry) => isOnScreen(entry.status))) await handle.lockScreenOrder(trx);

  const stored: Submission[] = [];
  const audit: AuditRecord[] = [];
  // One statement per row: RETURNING gives no guaranteed order for multi-row inserts.
  for (const entry of entries) {
    const isBlocked = entry.sender !== null && blocked.has(entry.sender);
    const reason = isBlocked ? "blocked" : entry.autoReject;
    const group =
      reason === null
        ? await groupToJoin(
            trx,
            { text: entry.input.message, duplicateKey: entry.duplicateKey, sender: entry.sender },
            now,
          )
        : undefined;
    const status: SubmissionStatus = reason !== null ? "rejected" : (group?.status ?? entry.status);
    const inserted = await trx
      .insertInto("submissions")
      .values({
        author: entry.input.author,
        message: entry.input.message,
        status,
        created_at: at,
        decided_at: status === "pending" ? null : (group?.decided_at ?? at),
        decided_by: group?.decided_by ?? (reason === null ? null : SERVER_ACTOR),
        sender: entry.sender,
        group_id: group?.id ?? null,
        duplicate_key: entry.duplicateKey,
        flags: entry.flags.join(","),
        reason,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    stored.push(toSubmission(inserted));
    if (group) {
      // The group's item changed (one more copy); its status did not.
      changes.moderation.push({
        item: await queueItem(trx, group),
        previousStatus: group.status,
      });
      continue;
    }
    const leader: SubmissionRow = await trx
      .updateTable("submissions")
      .set({ group_id: inserted.id })
      .where("id", "=", inserted.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    changes.moderation.push({ item: await queueItem(trx, leader), previousStatus: null });
    if (isOnScreen(status)) changes.screen.push(await appendScreenEvent(trx, leader, "show", at));
    if (reason === "link" || reason === "phone") {
      audit.push({
        actor: SERVER_ACTOR,
        action: "auto_reject",
        submissionId: leader.id,
        detail: reason,
      });
    }
  }
  await recordAudit(trx, at, audit);
  return stored;
}
