/**
 * How much each list of the API returns. The server applies them to its queries; the moderation
 * panel trims what it keeps to the same numbers, so a live update never shows more than a reload
 * (docs/product.md#moderation-api, #screen-feed).
 */

/** Pending submissions a moderator's list returns at once (oldest first: it is a queue). */
export const PENDING_LIST_LIMIT = 500;
/** Decided submissions each history list returns (newest decision first). */
export const HISTORY_LIST_LIMIT = 100;
/** Recent messages a screen receives when it connects without a position to resume from. */
export const SCREEN_BACKLOG_LIMIT = 50;
/** Queue items one moderator holds at once (POST /api/moderation/claims). */
export const CLAIM_BATCH = 5;
/**
 * A claim lapses this long after its moderator's panel last renewed it, so a moderator who walks
 * away holds nothing for long; the panel renews every CLAIM_RENEW_MS while it is open.
 */
export const CLAIM_TTL_MS = 60_000;
export const CLAIM_RENEW_MS = 15_000;
/** Entries one page of the audit trail shows (the CSV export has them all). */
export const AUDIT_LIST_LIMIT = 500;
