import { describe, expect, it } from "vitest";
import type { Submission } from "#core/contract";
import type { GroupDecision } from "../db/decisions";
import type { Arrival, ArrivalFacts, ArrivalPolicy, MatchingGroup } from "../db/store-messages";
import type { BlockableGroup, BlockFacts, BlockPolicy, UnblockRequest } from "../db/sender-blocks";
import type { SubmissionsRepository } from "../db/submissions-repo";
import { ModerationService, placeArrival, planBlock } from "./moderation-service";

const AT = "2025-05-16T18:00:00.000Z";

/** Records what the service asks the repository to store. */
function fakeRepository() {
  const created: Array<{ arrival: Arrival; policy: ArrivalPolicy }> = [];
  const decided: Array<[number, GroupDecision["target"]]> = [];
  const decisions: GroupDecision[] = [];
  const unblocked: UnblockRequest[] = [];
  const blocked: Array<{ id: number; moderator: string; policy: BlockPolicy }> = [];
  const stored: Submission = {
    id: 1,
    author: "Ala",
    message: "Hej hej",
    status: "pending",
    createdAt: AT,
    decidedAt: null,
  };
  const repository = {
    create: async (arrival: Arrival, policy: ArrivalPolicy) => {
      created.push({ arrival, policy });
      return stored;
    },
    decide: async (request: GroupDecision) => {
      decided.push([request.id, request.target]);
      decisions.push(request);
      return { kind: "not_found" } as const;
    },
    block: async (request: { id: number; moderator: string }, policy: BlockPolicy) => {
      blocked.push({ ...request, policy });
      return { kind: "not_found" } as const;
    },
    unblock: async (request: UnblockRequest) => {
      unblocked.push(request);
      return true;
    },
  };
  return {
    repository: repository as unknown as SubmissionsRepository,
    created,
    decided,
    decisions,
    blocked,
    unblocked,
  };
}

/** What the database would know of an arrival; `group` is the one its text would join. */
function facts(options: { blocked?: boolean; group?: MatchingGroup } = {}) {
  let asked = 0;
  const known: ArrivalFacts = {
    at: AT,
    senderBlocked: options.blocked ?? false,
    matchingGroup: async () => {
      asked += 1;
      return options.group;
    },
  };
  return { known, asked: () => asked };
}

const arrival = (message: string, sender: string | null = "a"): Arrival => ({
  draft: { author: "Ala", message },
  sender,
  flags: [],
  duplicateKey: message,
  idempotencyKey: null,
});

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
    expect(first?.policy.showsAtOnce).toBe(expected.showsAtOnce);
    const placed = await first?.policy.place(first.arrival, facts().known);
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

describe("placeArrival: where a new message goes", () => {
  it("rejects a link or a phone number itself, with its reason and a line in the trail", async () => {
    const { known, asked } = facts();
    for (const [flag, message] of [
      ["link", "Wejdź na www.przyklad.pl"],
      ["phone", "Dzwoń 601 234 567"],
    ] as const) {
      const placed = await placeArrival("approved", { ...arrival(message), flags: [flag] }, known);
      expect(placed).toEqual({
        status: "rejected",
        decidedAt: AT,
        decidedBy: "serwer",
        reason: flag,
        joins: null,
        audit: { actor: "serwer", action: "auto_reject", detail: flag },
      });
    }
    expect(asked()).toBe(0); // a rejected message joins no group
  });

  it("rejects a blocked sender's message as blocked, before any other reason, without a line", async () => {
    const { known, asked } = facts({ blocked: true });
    const placed = await placeArrival("approved", { ...arrival("x"), flags: ["link"] }, known);
    expect(placed).toMatchObject({ status: "rejected", reason: "blocked", audit: null });
    expect(asked()).toBe(0);
  });

  it("joins the group of the same text and takes its status and decision", async () => {
    const approved = { id: 4, status: "approved", decidedAt: "t1", decidedBy: "ola" } as const;
    expect(await placeArrival("pending", arrival("x"), facts({ group: approved }).known)).toEqual({
      status: "approved",
      decidedAt: "t1",
      decidedBy: "ola",
      reason: null,
      joins: 4,
      audit: null,
    });
    const waiting = { id: 5, status: "pending", decidedAt: null, decidedBy: null } as const;
    expect(await placeArrival("approved", arrival("x"), facts({ group: waiting }).known)).toEqual({
      status: "pending",
      decidedAt: null,
      decidedBy: null,
      reason: null,
      joins: 5,
      audit: null,
    });
  });

  it("starts a group of its own with the status new messages start with", async () => {
    expect(await placeArrival("pending", arrival("x"), facts().known)).toEqual({
      status: "pending",
      decidedAt: null,
      decidedBy: null,
      reason: null,
      joins: null,
      audit: null,
    });
  });
});

/** What the database would know of a block: the message's own group and the sender's groups. */
function blockFacts(ownGroup: BlockableGroup | undefined, senderGroups: BlockableGroup[]) {
  const asked: string[] = [];
  const known: BlockFacts = {
    at: AT,
    ownGroup,
    senderGroups: async (status) => {
      asked.push(status);
      return senderGroups.filter((group) => group.status === status);
    },
  };
  return { known, asked };
}

describe("planBlock: what blocking a sender rejects", () => {
  it("rejects the message's group, then the sender's waiting groups, once each, as blocked", async () => {
    const { known, asked } = blockFacts({ id: 3, status: "approved" }, [
      { id: 5, status: "pending" },
      { id: 3, status: "pending" },
      { id: 8, status: "pending" },
    ]);
    const plan = await planBlock("ola", known);
    expect(asked).toEqual(["pending"]);
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

  it("leaves a group rejected already as it is, and needs no group of its own", async () => {
    const rejected = await planBlock("ola", blockFacts({ id: 3, status: "rejected" }, []).known);
    expect(rejected.groups).toEqual([]);
    const none = await planBlock(
      "ola",
      blockFacts(undefined, [{ id: 9, status: "pending" }]).known,
    );
    expect(none.groups).toEqual([9]);
  });

  it("is the policy the service hands the repository with the moderator's block", async () => {
    const { repository, blocked } = fakeRepository();
    await new ModerationService(repository, "post").block({ id: 3, moderator: "ola" });
    const [request] = blocked;
    expect(request).toMatchObject({ id: 3, moderator: "ola" });
    const plan = await request?.policy.plan(blockFacts({ id: 3, status: "approved" }, []).known);
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
