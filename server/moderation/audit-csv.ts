import type { AuditEntry } from "#core/contract";

const HEADER = ["id", "czas_utc", "kto", "akcja", "wiadomosc", "szczegoly"];

/**
 * One CSV cell (RFC 4180): quoted when it holds a separator, quote or line break. A cell a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe, since
 * the trail quotes texts visitors wrote.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The audit trail as CSV for a spreadsheet: a header row, then one row per entry, CRLF lines. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((entry) => [
    String(entry.id),
    entry.at,
    entry.actor,
    entry.action,
    entry.submissionId === null ? "" : String(entry.submissionId),
    entry.detail,
  ]);
  return [HEADER, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
