import type { Kysely } from "kysely";
import type { MessageReceipt, ReceiptState } from "#core/contract";
import type { Database, SubmissionRow } from "./schema";

function receiptState(row: Pick<SubmissionRow, "status" | "shown_at">): ReceiptState {
  if (row.status === "pending") return "pending";
  if (row.status === "rejected") return "rejected";
  return row.shown_at === null ? "approved" : "shown";
}

/**
 * The sender's receipt: where the last message of one sender stands. Only the sender's own key
 * finds it, and it says nothing of why a message was refused.
 */
export async function lastMessageReceipt(
  db: Kysely<Database>,
  sender: string,
): Promise<MessageReceipt> {
  const row = await db
    .selectFrom("submissions")
    .select(["id", "status", "shown_at"])
    .where("sender", "=", sender)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return { receipt: null };
  const state = receiptState(row);
  return { receipt: { id: row.id, state, shownAt: state === "shown" ? row.shown_at : null } };
}
