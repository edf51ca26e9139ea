import { describe, expect, it } from "vitest";
import { arrivalPlan, placeArrival } from "./arrival";
import { GROUPING } from "./grouping";
import type { Arrival, ArrivalFacts, MatchingGroup } from "./plans";

const AT = "2025-05-16T18:00:00.000Z";

/** What the database knows of an arrival before it reads the group its text would join. */
const unread = (options: { blocked?: boolean } = {}): ArrivalFacts => ({
  at: AT,
  senderBlocked: options.blocked ?? false,
});

/** What it knows once it read the group (`undefined`: none). */
const read = (group?: MatchingGroup): ArrivalFacts => ({
  ...unread(),
  matchingGroup: group ?? null,
});

const arrival = (message: string, sender: string | null = "a"): Arrival => ({
  draft: { author: "Ala", message },
  sender,
  flags: [],
  duplicateKey: message,
  idempotencyKey: null,
});

describe("placeArrival: where a new message goes", () => {
  it("rejects a link or a phone number itself, with its reason and a line in the trail", () => {
    for (const [flag, message] of [
      ["link", "Wejdź na www.przyklad.pl"],
      ["phone", "Dzwoń 601 234 567"],
    ] as const) {
      // Placed before the group is read: a rejected message joins no group.
      const placed = placeArrival("approved", { ...arrival(message), flags: [flag] }, unread());
      expect(placed).toEqual({
        status: "rejected",
        decidedAt: AT,
        decidedBy: "serwer",
        reason: flag,
        joins: null,
        audit: { actor: "serwer", action: "auto_reject", detail: flag },
      });
    }
  });

  it("rejects a blocked sender's message as blocked, before any other reason, without a line", () => {
    const placed = placeArrival(
      "approved",
      { ...arrival("x"), flags: ["link"] },
      unread({ blocked: true }),
    );
    expect(placed).toMatchObject({ status: "rejected", reason: "blocked", audit: null });
  });

  it("asks for the group its text would join before it places anything else", () => {
    expect(placeArrival("pending", arrival("x"), unread())).toBe("needs_matching_group");
  });

  it("joins the group of the same text and takes its status and decision", () => {
    const approved = { id: 4, status: "approved", decidedAt: "t1", decidedBy: "ola" } as const;
    expect(placeArrival("pending", arrival("x"), read(approved))).toEqual({
      status: "approved",
      decidedAt: "t1",
      decidedBy: "ola",
      reason: null,
      joins: 4,
      audit: null,
    });
    const waiting = { id: 5, status: "pending", decidedAt: null, decidedBy: null } as const;
    expect(placeArrival("approved", arrival("x"), read(waiting))).toEqual({
      status: "pending",
      decidedAt: null,
      decidedBy: null,
      reason: null,
      joins: 5,
      audit: null,
    });
  });

  it("starts a group of its own with the status new messages start with", () => {
    expect(placeArrival("pending", arrival("x"), read())).toEqual({
      status: "pending",
      decidedAt: null,
      decidedBy: null,
      reason: null,
      joins: null,
      audit: null,
    });
  });
});

describe("arrivalPlan: what the store is given", () => {
  it("shows a message at once only when messages start on the screens, grouped by the rule", () => {
    const queued = arrivalPlan("pending", arrival("x"));
    expect(queued.showsAtOnce).toBe(false);
    expect(queued.grouping).toBe(GROUPING);
    expect(queued.place(read())).toMatchObject({ status: "pending", decidedAt: null });
    const shown = arrivalPlan("approved", arrival("x"));
    expect(shown.showsAtOnce).toBe(true);
    expect(shown.place(read())).toMatchObject({ status: "approved", decidedAt: AT });
  });
});
