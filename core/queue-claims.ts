/**
 * How the moderators share the queue (server/moderation/README.md#no-double-work): each claims a
 * few items at once and holds them while the panel renews the claim. The server applies these
 * numbers; the panel asks for and renews its claims by them.
 */

/** Queue items one moderator holds at once (POST /api/moderation/claims). */
export const CLAIM_BATCH = 5;
/**
 * A claim lapses this long after its moderator's panel last renewed it, so a moderator who walks
 * away holds nothing for long; the panel renews every CLAIM_RENEW_MS while it is open.
 */
export const CLAIM_TTL_MS = 60_000;
export const CLAIM_RENEW_MS = 15_000;
