import type { Kysely, Transaction } from "kysely";
import { type AuditAction, type AuditEntry, type AuditQuery } from "#core/contract";
import { AUDIT_LIST_LIMIT } from "#core/list-limits";
import type { DatabaseHandle } from "./connection";
import type { Database } from "./schema";

export interface AuditRecord {
  actor: string;
  action: AuditAction;
  submissionId?: number | null;
  detail?: string;
}

/** Appends to the trail inside the caller's transaction, so a decision and its record commit together. */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  at: string,
  records: readonly AuditRecord[],
): Promise<void> {
  if (records.length === 0) return;
  await db
    .insertInto("audit_log")
    .values(
      records.map((record) => ({
        at,
        actor: record.actor,
        action: record.action,
        submission_id: record.submissionId ?? null,
        detail: record.detail ?? "",
      })),
    )
    .execute();
}

/**
 * What routes may read of the trail: its list, without `record`, which only services write with
 * (the sign-ins: server/moderation/staff-sessions.ts).
 */
export type AuditReads = Pick<AuditTrail, "list">;

/** The audit trail (server/moderation/README.md#audit-trail): who did what, and when. */
export class AuditTrail {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  record(record: AuditRecord): Promise<void> {
    return recordAudit(this.handle.db, this.now().toISOString(), [record]);
  }

  /** Newest first; `limit` null means all of it (the CSV export). */
  async list(query: AuditQuery, limit: number | null = AUDIT_LIST_LIMIT): Promise<AuditEntry[]> {
    let select = this.handle.db.selectFrom("audit_log").selectAll().orderBy("id", "desc");
    if (query.moderator !== undefined) select = select.where("actor", "=", query.moderator);
    if (query.submission !== undefined) {
      select = select.where("submission_id", "=", query.submission);
    }
    const rows = await (limit === null ? select : select.limit(limit)).execute();
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      actor: row.actor,
      action: row.action,
      submissionId: row.submission_id,
      detail: row.detail,
    }));
  }
}
