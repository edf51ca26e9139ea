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
/**
 * How long the big screen shows each message by default (`?sekundy=` on /telebim overrides it);
 * the panel's "approved, waiting for the screen" is estimated at this pace.
 */
export const SCREEN_PACE_MS = 8000;
