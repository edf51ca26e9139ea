import type { Transaction } from "kysely";
import type { QueueItem } from "#core/contract";
import type { Changes } from "./change-bus";
import { recordGroupChange } from "./group-changes";
import { groupLeader } from "./message-groups";
import type { GroupDecision } from "../messages/plans";
import type { Database } from "./schema";

export type { GroupDecision };

/** What a decision came to: done, or refused because someone else got there first. */
export type DecisionResult =
  | { kind: "done"; item: QueueItem }
  | { kind: "not_found" }
  | { kind: "already_decided"; by: string | null }
  | { kind: "claimed_by_other"; by: string };

/**
 * Moves a whole group to `target`: refused when its status is no longer what the moderator saw, or
 * while the decision's claim rule names another moderator (server/messages/claims.ts). The screen log hears of the group's first message
 * only, so the screen shows the text once.
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
  const at = now.toISOString();
  const holder = request.heldByOther({
    at,
    group: { id: current.id, status: current.status },
    claim:
      current.claimed_by !== null && current.claimed_until !== null
        ? { by: current.claimed_by, until: current.claimed_until }
        : undefined,
  });
  if (holder !== undefined) return { kind: "claimed_by_other", by: holder };
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
  const updated = await trx
    .selectFrom("submissions")
    .selectAll()
    .where("id", "=", current.id)
    .executeTakeFirstOrThrow();
  const item = await recordGroupChange(trx, changes, {
    leader: updated,
    previousStatus: current.status,
    at,
    audit: ({ copies }) => ({
      actor: request.moderator,
      action: request.decision,
      submissionId: current.id,
      detail: request.detail(copies),
    }),
  });
  return { kind: "done", item };
}
