import { TRAIL_TEXTS } from "../texts/trail-texts";
import { heldByOther } from "./claims";
import type { BlockFacts, BlockOrder, BlockPlan, GroupStanding, UnblockOrder } from "./plans";

/**
 * What blocking a sender rejects: the group of the message the sender is blocked from, unless it
 * is rejected already, then every group the sender started that still waits; the sender's copies
 * still waiting in other people's groups leave them. Every message it rejects is rejected as
 * blocked, decided by the moderator who blocked, and the trail counts them. A waiting message
 * another moderator holds is theirs to judge: a block from it waits, as an approval would.
 */
export function planBlock(moderator: string, facts: BlockFacts): BlockPlan {
  const groups = new Map<number, GroupStanding>();
  for (const group of [...(facts.ownGroup ? [facts.ownGroup] : []), ...facts.senderGroups]) {
    if (group.status !== "rejected") groups.set(group.id, group);
  }
  const holder = facts.ownGroup
    ? heldByOther(moderator, { at: facts.at, group: facts.ownGroup, claim: facts.ownClaim })
    : undefined;
  return {
    ...(holder !== undefined ? { claimedBy: holder } : {}),
    decision: { status: "rejected", decidedBy: moderator, reason: "blocked" },
    groups: [...groups.keys()],
    copiesAt: "pending",
    audit: (rejected) => ({
      actor: moderator,
      action: "block",
      detail: TRAIL_TEXTS.block(rejected),
    }),
  };
}

/**
 * A moderator's block of the sender of message `id`, for the rest of the edition; from then on
 * the sender's new messages arrive blocked (arrival.ts). The plan weighs the sender's waiting
 * groups.
 */
export function blockOrder(request: { id: number; moderator: string }): BlockOrder {
  return {
    ...request,
    senderGroupsAt: "pending",
    plan: (facts) => planBlock(request.moderator, facts),
  };
}

/** A lead's lifting of block `id`; the messages it rejected stay rejected. */
export function unblockOrder(request: { id: number; moderator: string }): UnblockOrder {
  return { ...request, detail: TRAIL_TEXTS.unblock };
}
