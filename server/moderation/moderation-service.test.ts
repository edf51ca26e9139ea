import { describe, expect, it } from "vitest";
import type { Submission } from "#core/contract";
import { CLAIM_BATCH, CLAIM_TTL_MS } from "#core/queue-claims";
import type { GroupDecision, SubmissionsRepository } from "../db/submissions-repo";
import type { ArrivalPlan, BlockOrder, ClaimPlan, UnblockOrder } from "../messages/plans";
import { ModerationService } from "./moderation-service";

const AT = "2025-05-16T18:00:00.000Z";

/** Records what the service asks the repository to store. */
function fakeRepository() {
  const created: ArrivalPlan[] = [];
  const decided: Array<[number, GroupDecision["target"]]> = [];
  const decisions: GroupDecision[] = [];
  const claimed: ClaimPlan[] = [];
  const unblocked: UnblockOrder[] = [];
  const blocked: BlockOrder[] = [];
  const stored: Submission = {
    id: 1,
    author: "Ala",
    message: "Hej hej",
    status: "pending",
    createdAt: AT,
    decidedAt: null,
  };
  const repository = {
    create: async (plan: ArrivalPlan) => {
      created.push(plan);
      return stored;
    },
    decide: async (request: GroupDecision) => {
      decided.push([request.id, request.target]);
      decisions.push(request);
      return { kind: "not_found" } as const;
    },
    claim: async (plan: ClaimPlan) => {
      claimed.push(plan);
      return { items: [], claimedUntil: AT };
    },
    block: async (order: BlockOrder) => {
      blocked.push(order);
      return { kind: "not_found" } as const;
    },
    unblock: async (order: UnblockOrder) => {
      unblocked.push(order);
      return true;
    },
  };
  return {
    repository: repository as unknown as SubmissionsRepository,
    created,
    decided,
    decisions,
    claimed,
    blocked,
    unblocked,
  };
}

const decision = (id: number, action: "approve" | "reject" | "undo") => ({
  id,
  decision: action,
  from: "pending" as const,
  moderator: "ola",
});

describe("ModerationService", () => {
  const input = { author: "Ala", message: "Hej hej" };

  it.each([
    {
      mode: "pre",
      does: "a new message waits in the queue, and undo puts it back there",
      sender: "nadawca",
      decisions: ["approve", "reject", "undo"],
      showsAtOnce: false,
      placed: { status: "pending", decidedAt: null, decidedBy: null },
      targets: ["approved", "rejected", "pending"],
    },
    {
      mode: "post",
      does: "a new message is shown at once, and undo shows it again",
      sender: null,
      decisions: ["reject", "undo"],
      showsAtOnce: true,
      placed: { status: "approved", decidedAt: AT, decidedBy: null },
      targets: ["rejected", "approved"],
    },
  ] as const)("$mode-moderation: $does", async (expected) => {
    const { repository, created, decided } = fakeRepository();
    const service = new ModerationService(repository, expected.mode);
    await service.submit(input, expected.sender);
    for (const action of expected.decisions) await service.decide(decision(7, action));
    const [first] = created;
    expect(first?.showsAtOnce).toBe(expected.showsAtOnce);
    const placed = first?.place({ at: AT, senderBlocked: false, matchingGroup: null });
    expect(placed).toMatchObject(expected.placed);
    expect(decided).toEqual(expected.targets.map((target) => [7, target]));
  });

  it("triages on arrival: flags, the duplicate key and the sender go to the repository", async () => {
    const { repository, created } = fakeRepository();
    const service = new ModerationService(repository, "pre");
    await service.submit({ author: "Ala", message: "Wejdź na www.przyklad.pl" }, "a");
    await service.submit({ author: "Ala", message: "Stooo laaat Ola!!!" }, "a");
    expect(created[0]?.arrival.flags).toContain("link");
    expect(created[1]?.arrival.duplicateKey).toBe("sto lat ola");
    expect(created.map((entry) => entry.arrival.sender)).toEqual(["a", "a"]);
  });
});

describe("the plans the service hands the repository", () => {
  it("a claim holds a batch of items for a while", async () => {
    const { repository, claimed } = fakeRepository();
    await new ModerationService(repository, "pre").claim("ola");
    expect(claimed).toEqual([{ moderator: "ola", batch: CLAIM_BATCH, ttlMs: CLAIM_TTL_MS }]);
  });

  it("a block is planned with the moderator's name", async () => {
    const { repository, blocked } = fakeRepository();
    await new ModerationService(repository, "post").block({ id: 3, moderator: "ola" });
    const [order] = blocked;
    expect(order).toMatchObject({ id: 3, moderator: "ola", senderGroupsAt: "pending" });
    const plan = order?.plan({
      at: AT,
      ownGroup: { id: 3, status: "approved" },
      senderGroups: [],
      ownClaim: undefined,
    });
    expect(plan?.groups).toEqual([3]);
    expect(plan?.decision.decidedBy).toBe("ola");
  });
});

describe("the trail's words, which the service gives the store", () => {
  it("a decision counts the messages of a group of several", async () => {
    const { repository, decisions } = fakeRepository();
    await new ModerationService(repository, "pre").decide({
      id: 7,
      decision: "approve",
      from: "pending",
      moderator: "ola",
    });
    expect(decisions[0]?.detail(1)).toBe("");
    expect(decisions[0]?.detail(3)).toBe("3 wiadomości");
  });

  it("a lifted block names the message it was made from", async () => {
    const { repository, unblocked } = fakeRepository();
    expect(
      await new ModerationService(repository, "pre").unblock({ id: 2, moderator: "ewa" }),
    ).toBe(true);
    expect(unblocked[0]).toMatchObject({ id: 2, moderator: "ewa" });
    expect(unblocked[0]?.detail({ exampleAuthor: "Ala", example: "Hej" })).toBe("Ala: Hej");
  });
});
