/**
 * The shapes of the plans the message policies (this folder) hand the database, and of the facts
 * the database reads for them inside its transaction. Types only, importing core/ alone: this is
 * the one file of the folder server/db/ may import (eslint.config.js), so the store carries out a
 * plan without reaching any policy or wording itself.
 */
import type { AuditAction } from "#core/contract";
import type { MessageDraft } from "#core/contract";
import type { RejectionReason, TriageFlag } from "#core/message-triage";
import type { Decision, SubmissionStatus } from "#core/submission-transitions";

/** A line of the trail a plan asks for; the store adds the message it is about. */
export interface TrailLine {
  actor: string;
  action: AuditAction;
  detail: string;
}

/** A group of messages as a policy sees it: its first message's id and the status all share. */
export interface GroupStanding {
  id: number;
  status: SubmissionStatus;
}

/** The group a new message would join, with the decision its copies take. */
export interface MatchingGroup extends GroupStanding {
  decidedAt: string | null;
  decidedBy: string | null;
}

/** A valid message on its way to the database, triaged by the moderation service. */
export interface Arrival {
  draft: MessageDraft;
  /** The sender's key (server/submissions/sender-key.ts), or null. */
  sender: string | null;
  flags: readonly TriageFlag[];
  duplicateKey: string;
  /**
   * The key its sender named it with (core/idempotency-key.ts), or null: a key stored already
   * stores nothing and resolves to the message stored under it.
   */
  idempotencyKey: string | null;
}

/** Which earlier groups a new message may join (grouping.ts words the rule). */
export interface GroupingRule {
  /** A same-text group still takes copies this long after its decision (a waiting one always). */
  sameTextWindowMs: number;
  /** A device's near-duplicates collapse into its own group within this time. */
  nearDuplicateWindowMs: number;
  /** The near-duplicate check reads at most this many of the device's latest messages. */
  nearDuplicateCandidates: number;
  /** Pure: the sender's near-duplicates collapse into one group (a device's do). */
  collapsesNearDuplicates(sender: string): boolean;
  /** Pure: `text` nearly repeats `earlier`. */
  isNearDuplicate(text: string, earlier: string): boolean;
}

/** What the database knows of an arrival as it is stored, inside the storing transaction. */
export interface ArrivalFacts {
  /** The instant the batch is stored at. */
  at: string;
  /** A moderator blocked its sender. */
  senderBlocked: boolean;
  /**
   * The group of the same text it would join by the plan's grouping rule, null for none; left
   * out until the plan asks for it (`needs_matching_group`), so a message placed without it
   * costs no search.
   */
  matchingGroup?: MatchingGroup | null;
}

/** Where an arrival goes: the stored row's decision. */
export interface Placement {
  status: SubmissionStatus;
  decidedAt: string | null;
  decidedBy: string | null;
  reason: RejectionReason | null;
  /** The group it joins (the facts' `matchingGroup`); null starts a group of its own. */
  joins: number | null;
  /** The trail's line about it (the server's own rejections), or null. */
  audit: TrailLine | null;
}

/** A new message and how to place it: the plan the store carries out for it. */
export interface ArrivalPlan {
  arrival: Arrival;
  /**
   * It may go straight to the screens: the batch takes the screen-order lock before it reads
   * anything, so it sees the decisions made before it in commit order.
   */
  showsAtOnce: boolean;
  grouping: GroupingRule;
  /** Pure: the placement, or that the matching group must be read first. */
  place(facts: ArrivalFacts): Placement | "needs_matching_group";
}

/** Who holds a claim on a group, and until when (ISO), as its first message stands. */
export interface ClaimStanding {
  by: string;
  until: string;
}

/** What the database knows of a group a moderator acts on, inside the write's transaction. */
export interface HeldGroupFacts {
  at: string;
  group: GroupStanding;
  claim: ClaimStanding | undefined;
}

/**
 * A moderator's approval, rejection or undo of the group of message `id`, and the claim rule the
 * store asks before it moves the group.
 */
export interface GroupDecision {
  id: number;
  decision: Decision;
  /** The status the moderator saw: anything else means someone decided first. */
  from: SubmissionStatus;
  /** Where the group moves (core/submission-transitions.ts, by the night's mode). */
  target: SubmissionStatus;
  moderator: string;
  /** Pure: the other moderator whose claim on the group holds, or undefined. */
  heldByOther(facts: HeldGroupFacts): string | undefined;
  /** The trail's line once the group's size is known. */
  detail(copies: number): string;
}

/** What the database knows of a block as it is stored, inside the blocking transaction. */
export interface BlockFacts {
  at: string;
  /** The group of the message the sender is blocked from, as its first message stands. */
  ownGroup: GroupStanding | undefined;
  /** The groups the sender started that stand at the order's `senderGroupsAt`. */
  senderGroups: readonly GroupStanding[];
  /** The claim on that group. */
  ownClaim: ClaimStanding | undefined;
}

/** What a block does to the sender's messages. */
export interface BlockPlan {
  /** The status, decider and reason of every message the block rejects. */
  decision: { status: SubmissionStatus; decidedBy: string; reason: RejectionReason };
  /** Groups that take the decision whole, recorded in this order (`BlockFacts` answers). */
  groups: readonly number[];
  /** The sender's messages still at this status take it too, each leaving its group; or null. */
  copiesAt: SubmissionStatus | null;
  /** The trail's line, once the number of messages the block rejected is known. */
  audit(rejected: number): TrailLine;
  /** Set when another moderator's claim on the message holds: nothing is blocked. */
  claimedBy?: string;
}

/** A moderator's block of the sender of message `id`, and how to plan it from the facts. */
export interface BlockOrder {
  id: number;
  moderator: string;
  /** The status of the sender's groups the plan weighs (`BlockFacts.senderGroups`). */
  senderGroupsAt: SubmissionStatus;
  /** Pure. */
  plan(facts: BlockFacts): BlockPlan;
}

/** A lifted block, as the trail's line names it. */
export interface LiftedBlock {
  example: string;
  exampleAuthor: string;
}

/** A lead's lifting of block `id`; `detail` is the trail's line. */
export interface UnblockOrder {
  id: number;
  moderator: string;
  detail(block: LiftedBlock): string;
}

/** A moderator's claim on the queue: how many items to hold, and for how long. */
export interface ClaimPlan {
  moderator: string;
  batch: number;
  ttlMs: number;
}
