import type { Transaction } from "kysely";
import {
  isOnScreen,
  type Decision,
  type ModerationChange,
  type SubmissionStatus,
} from "../../core/contract";
import type { Changes } from "../changes";
import { recordAudit } from "./audit-trail";
import { groupLeader, queueItem } from "./message-groups";
import { appendScreenEvent } from "./screen-log";
import type { Database, SubmissionRow } from "./schema";
import type { DecisionResult } from "./submissions-repo";

export interface GroupDecision {
  id: number;
  decision: Decision;
  /** The status the moderator saw: anything else means someone decided first. */
  from: SubmissionStatus;
  target: SubmissionStatus;
  moderator: string;
}

/**
 * Moves a whole group to `target` (docs/product.md#no-double-work): refused when its status is
 * no longer what the moderator saw, or while another moderator's claim on it holds. The screen
 * log hears of the group's first message only, so the screen shows the text once.
 */
export async function decideGroup(
  trx: Transaction<Database>,
  request: GroupDecision,
  now: Date,
  changes: Changes,
): Promise<DecisionResult> {
  const current = await groupLeader(trx, request.id);
  if (!current) return { kind: "not_found" };
  if (current.status !== request.from) return { kind: "already_decided", by: current.decided_by };
  if (
    current.status === "pending" &&
    current.claimed_by !== null &&
    current.claimed_by !== request.moderator &&
    current.claimed_until !== null &&
    current.claimed_until > now.toISOString()
  ) {
    return { kind: "claimed_by_other", by: current.claimed_by };
  }
  const at = now.toISOString();
  await trx
    .updateTable("submissions")
    .set({
      status: request.target,
      decided_at: request.target === "pending" ? null : at,
      decided_by: request.moderator,
      reason: null,
      claimed_by: null,
      claimed_until: null,
    })
    .where("group_id", "=", current.id)
    .execute();
  const updated: SubmissionRow = await trx
    .selectFrom("submissions")
    .selectAll()
    .where("id", "=", current.id)
    .executeTakeFirstOrThrow();
  const change: ModerationChange = {
    item: await queueItem(trx, updated),
    previousStatus: current.status,
  };
  changes.moderation.push(change);
  const wasVisible = isOnScreen(current.status);
  const isVisible = isOnScreen(request.target);
  if (wasVisible !== isVisible) {
    changes.screen.push(await appendScreenEvent(trx, updated, isVisible ? "show" : "hide", at));
  }
  const copies = change.item.copies;
  await recordAudit(trx, at, [
    {
      actor: request.moderator,
      action: request.decision,
      submissionId: current.id,
      detail: copies > 1 ? `${copies} wiadomości` : "",
    },
  ]);
  return { kind: "done", item: change.item };
}
