import type { Decision, ModerationItem, ModerationMode, SubmissionStatus } from "./moderation-api";

/** Everything the panel knows, by id; the lists are views of it. */
export type QueueState = ReadonlyMap<number, ModerationItem>;

export type QueueAction =
  | { type: "loaded"; status: SubmissionStatus; items: readonly ModerationItem[] }
  | { type: "upsert"; item: ModerationItem };

export const EMPTY_QUEUE: QueueState = new Map();

/** How many decided items each history list shows (the server keeps them all). */
export const HISTORY_LIMIT = 100;

export function queueReducer(state: QueueState, action: QueueAction): QueueState {
  const next = new Map(state);
  if (action.type === "upsert") {
    next.set(action.item.id, action.item);
    return next;
  }
  for (const [id, item] of state) if (item.status === action.status) next.delete(id);
  for (const item of action.items) next.set(item.id, item);
  return next;
}

/** The queue: oldest first, as it arrived. */
export function pendingItems(state: QueueState): ModerationItem[] {
  return [...state.values()]
    .filter((item) => item.status === "pending")
    .sort((a, b) => a.id - b.id);
}

/** A history list: the latest decisions first. */
export function decidedItems(state: QueueState, status: "approved" | "rejected"): ModerationItem[] {
  return [...state.values()]
    .filter((item) => item.status === status)
    .sort((a, b) => (b.decidedAt ?? "").localeCompare(a.decidedAt ?? "") || b.id - a.id)
    .slice(0, HISTORY_LIMIT);
}

/**
 * Where a decision moves an item (undo: back to where new messages start,
 * docs/product.md#moderation).
 */
export function statusAfter(decision: Decision, mode: ModerationMode): SubmissionStatus {
  if (decision === "approve") return "approved";
  if (decision === "reject") return "rejected";
  return mode === "pre" ? "pending" : "approved";
}

/** The item as it will look once the server has applied the decision (optimistic update). */
export function optimistic(
  item: ModerationItem,
  decision: Decision,
  mode: ModerationMode,
  now: Date,
): ModerationItem {
  const status = statusAfter(decision, mode);
  return { ...item, status, decidedAt: status === "pending" ? null : now.toISOString() };
}
