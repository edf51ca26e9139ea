import { type QueueItem, type Submission } from "#core/contract";
import { HISTORY_LIST_LIMIT } from "#core/list-limits";
import {
  statusAfter,
  type Decision,
  type ModerationMode,
  type SubmissionStatus,
} from "#core/submission-transitions";

/**
 * Everything the panel knows: every item by id (the history lists are views of it) and the ids
 * this moderator holds (their claims, server/moderation/README.md#no-double-work), the queue they
 * work.
 */
export interface QueueState {
  readonly items: ReadonlyMap<number, QueueItem>;
  readonly mine: readonly number[];
}

export type QueueAction =
  | { type: "loaded"; status: SubmissionStatus; items: readonly QueueItem[] }
  | { type: "claimed"; items: readonly QueueItem[] }
  | { type: "upsert"; item: QueueItem }
  | { type: "drop"; id: number };

export const EMPTY_QUEUE: QueueState = { items: new Map(), mine: [] };

export function queueReducer(state: QueueState, action: QueueAction): QueueState {
  const items = new Map(state.items);
  switch (action.type) {
    case "upsert":
      items.set(action.item.id, action.item);
      return { ...state, items };
    case "drop":
      return { ...state, mine: state.mine.filter((id) => id !== action.id) };
    case "claimed":
      for (const item of action.items) items.set(item.id, item);
      return { items, mine: action.items.map((item) => item.id) };
    case "loaded":
      for (const [id, item] of state.items) {
        if (item.status === action.status && !state.mine.includes(id)) items.delete(id);
      }
      for (const item of action.items) items.set(item.id, item);
      return { ...state, items };
  }
}

/**
 * The queue of moderator `me`: the items they hold that are still waiting and nobody else has
 * taken over meanwhile, oldest first, as they arrived.
 */
export function myItems(state: QueueState, me: string): QueueItem[] {
  return state.mine
    .flatMap((id) => {
      const item = state.items.get(id);
      return item ? [item] : [];
    })
    .filter((item) => item.status === "pending" && (item.claimedBy ?? me) === me)
    .sort((a, b) => a.id - b.id);
}

/**
 * A history list: the latest decisions first, as many as the server's list returns (the server
 * keeps them all), so live updates show what a reload would.
 */
export function decidedItems(state: QueueState, status: "approved" | "rejected"): QueueItem[] {
  return [...state.items.values()]
    .filter((item) => item.status === status)
    .sort((a, b) => (b.decidedAt ?? "").localeCompare(a.decidedAt ?? "") || b.id - a.id)
    .slice(0, HISTORY_LIST_LIMIT);
}

/**
 * The item as it will look once the server has applied the decision (optimistic update), by the
 * `statusAfter` of core/submission-transitions.ts, the rule the server applies.
 */
export function optimistic<T extends Submission>(
  item: T,
  decision: Decision,
  mode: ModerationMode,
  now: Date,
): T {
  const status = statusAfter(decision, mode);
  return { ...item, status, decidedAt: status === "pending" ? null : now.toISOString() };
}
