import { describe, expect, it } from "vitest";
import { blockOrder, planBlock, unblockOrder } from "./blocking";
import type { BlockFacts, GroupStanding } from "./plans";

const AT = "2025-05-16T18:00:00.000Z";

/** What the database would know of a block: the message's own group and the sender's groups. */
const blockFacts = (
  ownGroup: GroupStanding | undefined,
  senderGroups: GroupStanding[],
  ownClaim?: BlockFacts["ownClaim"],
): BlockFacts => ({ at: AT, ownGroup, senderGroups, ownClaim });

describe("planBlock: what blocking a sender rejects", () => {
  it("waits while another moderator's claim on the waiting message holds, as an approval would", () => {
    const pending = { id: 3, status: "pending" } as const;
    const later = "2025-05-16T18:01:00.000Z";
    const held = planBlock("ola", blockFacts(pending, [pending], { by: "lena", until: later }));
    expect(held.claimedBy).toBe("lena");
    // The moderator's own claim, a lapsed one, or a message judged already: the block goes on.
    const own = planBlock("ola", blockFacts(pending, [pending], { by: "ola", until: later }));
    expect(own.claimedBy).toBeUndefined();
    const lapsed = planBlock("ola", blockFacts(pending, [pending], { by: "lena", until: AT }));
    expect(lapsed.claimedBy).toBeUndefined();
    const approved = { id: 3, status: "approved" } as const;
    expect(planBlock("ola", blockFacts(approved, [], { by: "lena", until: later })).claimedBy).toBe(
      undefined,
    );
  });

  it("rejects the message's group, then the sender's waiting groups, once each, as blocked", () => {
    const order = blockOrder({ id: 3, moderator: "ola" });
    // The groups the store reads for the plan: the sender's that still wait.
    expect(order.senderGroupsAt).toBe("pending");
    const plan = order.plan(
      blockFacts({ id: 3, status: "approved" }, [
        { id: 5, status: "pending" },
        { id: 3, status: "pending" },
        { id: 8, status: "pending" },
      ]),
    );
    expect(plan).toMatchObject({
      decision: { status: "rejected", decidedBy: "ola", reason: "blocked" },
      groups: [3, 5, 8],
      copiesAt: "pending",
    });
    expect(plan.audit(4)).toEqual({
      actor: "ola",
      action: "block",
      detail: "zablokowano nadawcę; odrzucone wiadomości: 4",
    });
  });

  it("leaves a group rejected already as it is, and needs no group of its own", () => {
    const rejected = planBlock("ola", blockFacts({ id: 3, status: "rejected" }, []));
    expect(rejected.groups).toEqual([]);
    const none = planBlock("ola", blockFacts(undefined, [{ id: 9, status: "pending" }]));
    expect(none.groups).toEqual([9]);
  });

  it("is the order of the moderator's block", () => {
    const order = blockOrder({ id: 3, moderator: "ola" });
    expect(order).toMatchObject({ id: 3, moderator: "ola" });
    const plan = order.plan(blockFacts({ id: 3, status: "approved" }, []));
    expect(plan.groups).toEqual([3]);
    expect(plan.decision.decidedBy).toBe("ola");
  });
});

describe("unblockOrder", () => {
  it("words the trail's line with the message the block was made from", () => {
    const order = unblockOrder({ id: 2, moderator: "ewa" });
    expect(order).toMatchObject({ id: 2, moderator: "ewa" });
    expect(order.detail({ exampleAuthor: "Ala", example: "Hej" })).toBe("Ala: Hej");
  });
});
