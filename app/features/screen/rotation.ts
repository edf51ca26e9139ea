import { SCREEN_PACE_MS, type ScreenMessage } from "../../../core/contract";

/** How long each message stays on the wall by default; `?sekundy=` on /telebim overrides it. */
export const DEFAULT_PACE_MS = SCREEN_PACE_MS;
export const MIN_PACE_MS = 3000;
export const MAX_PACE_MS = 60_000;
/** A new arrival waits until the message on screen has been up this long (so it can be read). */
export const MIN_DISPLAY_MS = 4000;
/** The rotation goes through this many of the most recent approved messages. */
export const RECENT_LIMIT = 30;
/** At most this many arrivals wait their turn (after a long outage only the newest are shown). */
export const FRESH_LIMIT = 20;

/**
 * The wall's state: one message at a time (docs/product.md#big-screen), rotating through recent
 * messages at a set pace, newest first when new ones arrive.
 */
export interface RotationState {
  /** The recent messages, by position (oldest first). */
  readonly messages: readonly ScreenMessage[];
  /** Ids that arrived and have not been shown yet, newest first. */
  readonly fresh: readonly number[];
  readonly currentId: number | null;
  /** When the current message went up (ms since epoch). */
  readonly shownAt: number;
}

export type RotationAction =
  | { type: "backlog"; messages: readonly ScreenMessage[]; now: number }
  | { type: "arrived"; message: ScreenMessage; now: number }
  | { type: "removed"; id: number; now: number }
  | { type: "advance"; now: number };

export const INITIAL_ROTATION: RotationState = {
  messages: [],
  fresh: [],
  currentId: null,
  shownAt: 0,
};

function byPosition(messages: readonly ScreenMessage[]): ScreenMessage[] {
  return [...messages].sort((a, b) => a.position - b.position);
}

/** Keeps the newest RECENT_LIMIT, never dropping the message on screen. */
function trimmed(messages: ScreenMessage[], currentId: number | null): ScreenMessage[] {
  if (messages.length <= RECENT_LIMIT) return messages;
  const cut = messages.slice(-RECENT_LIMIT);
  const current = messages.find((message) => message.id === currentId);
  return current && !cut.includes(current) ? byPosition([current, ...cut.slice(1)]) : cut;
}

/** The next message: a fresh one (newest first), else the next older one, wrapping around. */
function advance(state: RotationState, now: number): RotationState {
  const [next, ...rest] = state.fresh;
  if (next !== undefined) return { ...state, fresh: rest, currentId: next, shownAt: now };
  if (state.messages.length === 0) return { ...state, currentId: null, shownAt: now };
  const newestFirst = [...state.messages].reverse();
  const index = newestFirst.findIndex((message) => message.id === state.currentId);
  const following = newestFirst[(index + 1) % newestFirst.length] ?? newestFirst[0];
  return { ...state, currentId: following?.id ?? null, shownAt: now };
}

export function rotationReducer(state: RotationState, action: RotationAction): RotationState {
  switch (action.type) {
    case "backlog": {
      const known = new Map(state.messages.map((message) => [message.id, message]));
      for (const message of action.messages) known.set(message.id, message);
      const messages = trimmed(byPosition([...known.values()]), state.currentId);
      const next = { ...state, messages };
      // An empty wall starts with the newest message.
      if (state.currentId !== null || messages.length === 0) return next;
      return { ...next, currentId: messages.at(-1)?.id ?? null, shownAt: action.now };
    }
    case "arrived": {
      const { message } = action;
      const others = state.messages.filter((known) => known.id !== message.id);
      const messages = trimmed(byPosition([...others, message]), state.currentId);
      const fresh = [message.id, ...state.fresh.filter((id) => id !== message.id)].slice(
        0,
        FRESH_LIMIT,
      );
      const next = { ...state, messages, fresh };
      return state.currentId === null ? advance(next, action.now) : next;
    }
    case "removed": {
      const next = {
        ...state,
        messages: state.messages.filter((message) => message.id !== action.id),
        fresh: state.fresh.filter((id) => id !== action.id),
      };
      return state.currentId === action.id ? advance(next, action.now) : next;
    }
    case "advance":
      return advance(state, action.now);
  }
}

export function currentMessage(state: RotationState): ScreenMessage | undefined {
  return state.messages.find((message) => message.id === state.currentId);
}

/** Milliseconds until the next change, or null when nothing would change. */
export function nextAdvanceIn(state: RotationState, paceMs: number, now: number): number | null {
  if (state.currentId === null) return null;
  if (state.fresh.length > 0) return Math.max(0, state.shownAt + MIN_DISPLAY_MS - now);
  if (state.messages.length <= 1) return null;
  return Math.max(0, state.shownAt + paceMs - now);
}

/** `?sekundy=12` → 12 000 ms, within MIN_PACE_MS–MAX_PACE_MS; anything else → the default. */
export function paceFromSearch(search: string): number {
  const seconds = Number(new URLSearchParams(search).get("sekundy"));
  if (!Number.isFinite(seconds) || seconds <= 0) return DEFAULT_PACE_MS;
  return Math.min(MAX_PACE_MS, Math.max(MIN_PACE_MS, Math.round(seconds * 1000)));
}
