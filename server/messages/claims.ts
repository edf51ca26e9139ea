import { CLAIM_BATCH, CLAIM_TTL_MS } from "#core/queue-claims";
import type { ClaimPlan } from "./plans";

/**
 * A moderator's claim: the items they hold are renewed and topped up to CLAIM_BATCH, each held
 * for CLAIM_TTL_MS, so two moderators never get the same item (core/queue-claims.ts).
 */
export function claimPlan(moderator: string): ClaimPlan {
  return { moderator, batch: CLAIM_BATCH, ttlMs: CLAIM_TTL_MS };
}
