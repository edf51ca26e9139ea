import { isNearDuplicate } from "#core/duplicate-key";
import { isDeviceSender } from "#core/sender-key-kinds";
import type { GroupingRule } from "./plans";

/**
 * Groups of the same text: a new message joins the latest group whose first message has the same
 * duplicate key (core/duplicate-key.ts) while that group waits, or within this time of its
 * decision; it then takes the group's status and is never shown on its own.
 */
export const SAME_TEXT_JOIN_MS = 30 * 60_000;
/**
 * A device's near-duplicates (core/duplicate-key.ts) collapse into its own group within this
 * time; other senders' keys do not stand for one person.
 */
export const NEAR_DUPLICATE_WINDOW_MS = 5 * 60_000;
/** The near-duplicate check reads at most this many of the device's latest messages. */
export const NEAR_DUPLICATE_CANDIDATES = 20;

/** The grouping every arrival is stored by. */
export const GROUPING: GroupingRule = {
  sameTextWindowMs: SAME_TEXT_JOIN_MS,
  nearDuplicateWindowMs: NEAR_DUPLICATE_WINDOW_MS,
  nearDuplicateCandidates: NEAR_DUPLICATE_CANDIDATES,
  collapsesNearDuplicates: isDeviceSender,
  isNearDuplicate,
};
