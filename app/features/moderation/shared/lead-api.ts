import {
  AuditListSchema,
  SenderBlockListSchema,
  type AuditEntry,
  type SenderBlock,
} from "#core/contract";
import { BASE, call, change, read } from "./moderation-api";

/** The filters of the audit trail, as the lead typed them ("" when not set). */
export interface AuditFilters {
  readonly moderator: string;
  readonly submission: string;
}

/** The query of the trail and of its CSV: only the filters that are set. */
export function auditQuery(filters: AuditFilters): string {
  const params = new URLSearchParams();
  if (filters.moderator !== "") params.set("moderator", filters.moderator);
  const submission = filters.submission.trim();
  if (submission !== "") params.set("submission", submission);
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}

/** The lead's part of the moderation API: the audit trail and the blocks (403 for others). */
export const leadApi = {
  async audit(filters: AuditFilters): Promise<AuditEntry[]> {
    return read(await call(`/audit${auditQuery(filters)}`), AuditListSchema);
  },

  /** Where the trail is downloaded as CSV, with the same filters. */
  csvUrl(filters: AuditFilters): string {
    return `${BASE}/audit.csv${auditQuery(filters)}`;
  },

  async blocks(): Promise<SenderBlock[]> {
    return read(await call("/blocks"), SenderBlockListSchema);
  },

  async unblock(id: number): Promise<void> {
    await call(`/blocks/${id}/unblock`, change("POST"));
  },
};
