/**
 * How much each list of the API returns. The server applies them to its queries; the moderation
 * panel trims what it keeps to the same numbers, so a live update never shows more than a reload
 * (server/moderation/README.md#moderation-api,
 * server/screens/README.md#screen-feed).
 */

/** Pending submissions a moderator's list returns at once (oldest first: it is a queue). */
export const PENDING_LIST_LIMIT = 500;
/** Decided submissions each history list returns (newest decision first). */
export const HISTORY_LIST_LIMIT = 100;
/** Recent messages a screen receives when it connects without a position to resume from. */
export const SCREEN_BACKLOG_LIMIT = 50;
/** Entries one page of the audit trail shows (the CSV export has them all). */
export const AUDIT_LIST_LIMIT = 500;
