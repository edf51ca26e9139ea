import {
  HISTORY_LIST_LIMIT,
  statusAfter,
  type Decision,
  type ModerationMode,
  type Submission,
  type SubmissionStatus,
} from "../../../core/contract";

/** Everything the panel knows, by id; the lists are views of it. */
export type QueueState = ReadonlyMap<number, Submission>;

export type QueueAction =
  | { type: "loaded"; status: SubmissionStatus; items: readonly Submission[] }
  | { type: "upsert"; item: Submission };

export const EMPTY_QUEUE: QueueState = new Map();

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
export function pendingItems(state: QueueState): Submission[] {
  return [...state.values()]
    .filter((item) => item.status === "pending")
    .sort((a, b) => a.id - b.id);
}

/**
 * A history list: the latest decisions first, as many as the server's list returns (the server
 * keeps them all), so live updates show what a reload would.
 */
export function decidedItems(state: QueueState, status: "approved" | "rejected"): Submission[] {
  return [...state.values()]
    .filter((item) => item.status === status)
    .sort((a, b) => (b.decidedAt ?? "").localeCompare(a.decidedAt ?? "") || b.id - a.id)
    .slice(0, HISTORY_LIST_LIMIT);
}

/**
 * The item as it will look once the server has applied the decision (optimistic update), by the
 * contract's `statusAfter`, the rule the server applies.
 */
export function optimistic(
  item: Submission,
  decision: Decision,
  mode: ModerationMode,
  now: Date,
): Submission {
  const status = statusAfter(decision, mode);
  return { ...item, status, decidedAt: status === "pending" ? null : now.toISOString() };
}
