import type { Transaction } from "kysely";
import { type QueueItem } from "#core/contract";
import { isOnScreen, type SubmissionStatus } from "#core/submission-transitions";
import { recordAudit, type AuditRecord } from "./audit-trail";
import type { Changes } from "./change-bus";
import { queueItem } from "./message-groups";
import { appendScreenEvent } from "./screen-log";
import type { Database, SubmissionRow } from "./schema";

/** What one write did to a group of messages. */
export interface GroupChange {
  /** The group's first message as the write left it. */
  leader: SubmissionRow;
  /** The group's status before the write; null for a group the write started. */
  previousStatus: SubmissionStatus | null;
  at: string;
  /** The trail's line about it, if any, once the group's item (its copies) is known. */
  audit?: (item: QueueItem) => AuditRecord | null;
}

/**
 * Records a change of a group wherever it came from (a new message, a copy joining a group, a
 * moderator's decision, a block), inside the writer's transaction: the panels' queue item, a
 * screen-log entry when the group appears on or leaves the screens, and the trail's line. The
 * caller holds the screen-order lock when the change can show or hide the group.
 */
export async function recordGroupChange(
  trx: Transaction<Database>,
  changes: Changes,
  change: GroupChange,
): Promise<QueueItem> {
  const { leader, previousStatus, at } = change;
  const item = await queueItem(trx, leader);
  changes.moderation.push({ item, previousStatus });
  const wasShown = previousStatus !== null && isOnScreen(previousStatus);
  const isShown = isOnScreen(leader.status);
  if (wasShown !== isShown) {
    changes.screen.push(await appendScreenEvent(trx, leader, isShown ? "show" : "hide", at));
  }
  const record = change.audit?.(item) ?? null;
  if (record) await recordAudit(trx, at, [record]);
  return item;
}
