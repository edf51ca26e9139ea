import { CLAIM_BATCH, CLAIM_TTL_MS } from "#core/queue-claims";
import type { ClaimPlan, HeldGroupFacts } from "./plans";

/**
 * A moderator's claim: the items they hold are renewed and topped up to CLAIM_BATCH, each held
 * for CLAIM_TTL_MS, so two moderators never get the same item (core/queue-claims.ts).
 */
export function claimPlan(moderator: string): ClaimPlan {
  return { moderator, batch: CLAIM_BATCH, ttlMs: CLAIM_TTL_MS };
}

/**
 * The one claim rule every write on a waiting group obeys (a decision, a block): while another
 * moderator's claim on it has not lapsed, the group is theirs to judge and the write waits.
 * Answers that moderator, or undefined when `moderator` may act.
 */
export function heldByOther(moderator: string, facts: HeldGroupFacts): string | undefined {
  const { group, claim, at } = facts;
  if (group.status !== "pending" || claim === undefined) return undefined;
  return claim.by !== moderator && claim.until > at ? claim.by : undefined;
}
