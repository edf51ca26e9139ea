import { autoRejection } from "#core/message-triage";
import { SERVER_ACTOR } from "#core/staff-accounts";
import { isOnScreen, type InitialStatus } from "#core/submission-transitions";
import { GROUPING } from "./grouping";
import type { Arrival, ArrivalFacts, ArrivalPlan, Placement } from "./plans";

/**
 * Where a new message goes: a blocked sender's message is rejected as blocked, a link or a phone
 * number rejected by the server with its reason (and a line in the trail), a repeat joins its
 * group and takes the group's status, and anything else starts a group of its own with the
 * status new messages start with. A rejected message joins no group, so the matching group is
 * asked for only when the message is not rejected.
 */
export function placeArrival(
  startsAs: InitialStatus,
  arrival: Arrival,
  facts: ArrivalFacts,
): Placement | "needs_matching_group" {
  const { at } = facts;
  const reason = facts.senderBlocked ? "blocked" : autoRejection(arrival.flags);
  if (reason !== null) {
    return {
      status: "rejected",
      decidedAt: at,
      decidedBy: SERVER_ACTOR,
      reason,
      joins: null,
      audit:
        reason === "blocked"
          ? null
          : { actor: SERVER_ACTOR, action: "auto_reject", detail: reason },
    };
  }
  if (facts.matchingGroup === undefined) return "needs_matching_group";
  const group = facts.matchingGroup;
  if (group) {
    return {
      status: group.status,
      decidedAt: group.status === "pending" ? null : (group.decidedAt ?? at),
      decidedBy: group.decidedBy,
      reason: null,
      joins: group.id,
      audit: null,
    };
  }
  return {
    status: startsAs,
    decidedAt: startsAs === "pending" ? null : at,
    decidedBy: null,
    reason: null,
    joins: null,
    audit: null,
  };
}

/** The plan the store carries out for `arrival` when new messages start as `startsAs`. */
export function arrivalPlan(startsAs: InitialStatus, arrival: Arrival): ArrivalPlan {
  return {
    arrival,
    showsAtOnce: isOnScreen(startsAs),
    grouping: GROUPING,
    place: (facts) => placeArrival(startsAs, arrival, facts),
  };
}
