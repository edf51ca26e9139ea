import { SCREEN_SETTING_BOUNDS, type ScreenMessage, type ScreenSettings } from "#core/contract";
import { DEFAULT_SCREEN_SETTINGS } from "#core/screen-board";

/** Messages one screen remembers at most; past it the oldest already-shown ones go first. */
export const REMEMBERED_LIMIT = 2000;
/** Senders' last appearances are kept this long: the longest sender gap a lead can set. */
const SENDER_MEMORY_MS = SCREEN_SETTING_BOUNDS.senderGapMinutes.max * 60_000;

/** One message as this screen knows it. */
export interface RotationEntry {
  readonly message: ScreenMessage;
  /** Not yet shown on this screen: it goes up before any repeat, in position order. */
  readonly isNew: boolean;
  /** When this screen last put it up (ms since epoch); null: never here. */
  readonly lastShownAt: number | null;
}

/**
 * One screen's rotation (server/screens/README.md#fair-rotation), a pure reducer so every rule is
 * tested without a browser:
 * - every message is shown at least once, in position (approval) order;
 * - a new message stays up `paceSeconds` when nothing new waits, and at least `minimumSeconds`
 *   when something new does;
 * - repeats, least recently shown first, fill the time only when nothing new waits;
 * - messages of one sender (`senderTag`) are at least `senderGapMinutes` apart: one that came too
 *   soon is passed over until the gap allows, and if no new message may go up the current one
 *   stays;
 * - while held (paused, blacked out, an announcement) nothing moves and arrivals queue; on
 *   release the same message goes up again with a fresh timer.
 */
export interface RotationState {
  /** Everything this screen may show, by position (oldest first). */
  readonly entries: readonly RotationEntry[];
  readonly currentId: number | null;
  /** When the current message went up (or came back after a hold). */
  readonly shownAt: number;
  /** When each sender last went up on this screen (ms since epoch), by sender tag. */
  readonly senderShownAt: Readonly<Record<string, number>>;
  readonly settings: ScreenSettings;
  /** Paused, blacked out or under an announcement: the rotation stands still. */
  readonly held: boolean;
}

export type RotationAction =
  /** The page's first load: unshown messages (`shownAt: null`) are new, the rest repeats. */
  | { type: "backlog"; messages: readonly ScreenMessage[]; now: number }
  /** From the stream, live or replayed after a reconnect: always new for this screen. */
  | { type: "arrived"; message: ScreenMessage; now: number }
  | { type: "removed"; id: number; now: number }
  | { type: "settings"; settings: ScreenSettings; now: number }
  | { type: "hold"; held: boolean; now: number }
  /** A timer fired: put up the next message if its time has come. */
  | { type: "tick"; now: number };

export const INITIAL_ROTATION: RotationState = {
  entries: [],
  currentId: null,
  shownAt: 0,
  senderShownAt: {},
  settings: DEFAULT_SCREEN_SETTINGS,
  held: false,
};

/** The next change the rotation will make by itself if nothing else happens. */
export interface PlannedChange {
  /** When (ms since epoch); at or before `now` means at once. */
  readonly at: number;
  readonly nextId: number;
}

/** From when a message's sender may go up again (-Infinity: no constraint). */
function eligibleFrom(state: RotationState, message: ScreenMessage): number {
  if (message.senderTag === null) return -Infinity;
  const last = state.senderShownAt[message.senderTag];
  return last === undefined ? -Infinity : last + state.settings.senderGapMinutes * 60_000;
}

/**
 * The first of `candidates` (in their order) that may go up at `earliest` or later: the moment
 * and the message. Null when there are none.
 */
function firstEligible(
  state: RotationState,
  candidates: readonly RotationEntry[],
  earliest: number,
): PlannedChange | null {
  if (candidates.length === 0) return null;
  const at = Math.max(
    earliest,
    Math.min(...candidates.map((entry) => eligibleFrom(state, entry.message))),
  );
  const next = candidates.find((entry) => eligibleFrom(state, entry.message) <= at);
  return next ? { at, nextId: next.message.id } : null;
}

/** Repeats, least recently shown here first (never shown here: oldest position first). */
function repeatOrder(entries: readonly RotationEntry[]): RotationEntry[] {
  return [...entries].sort(
    (a, b) =>
      (a.lastShownAt ?? -Infinity) - (b.lastShownAt ?? -Infinity) ||
      a.message.position - b.message.position,
  );
}

/** What goes up next and when; null when the current message stays (or nothing can show). */
export function plannedChange(state: RotationState, now: number): PlannedChange | null {
  if (state.held) return null;
  const others = state.entries.filter((entry) => entry.message.id !== state.currentId);
  const waiting = others.filter((entry) => entry.isNew);
  const repeats = repeatOrder(others.filter((entry) => !entry.isNew));
  const { paceSeconds, minimumSeconds } = state.settings;

  if (state.currentId === null) {
    // An empty stage takes the first new message it may, else a repeat rather than stay empty.
    const fresh = firstEligible(state, waiting, now);
    if (fresh && fresh.at <= now) return fresh;
    const repeat = firstEligible(state, repeats, now);
    if (repeat && repeat.at <= now) return repeat;
    if (fresh && repeat) return repeat.at < fresh.at ? repeat : fresh;
    return fresh ?? repeat;
  }
  if (waiting.length > 0) {
    return firstEligible(state, waiting, state.shownAt + minimumSeconds * 1000);
  }
  return firstEligible(state, repeats, state.shownAt + paceSeconds * 1000);
}

/** Puts `id` up at `now`: no longer new, its sender's gap starts again. */
function putUp(state: RotationState, id: number, now: number): RotationState {
  const entry = state.entries.find((known) => known.message.id === id);
  if (!entry) return { ...state, currentId: null, shownAt: now };
  const senderShownAt = Object.fromEntries(
    Object.entries(state.senderShownAt).filter(([, at]) => now - at < SENDER_MEMORY_MS),
  );
  if (entry.message.senderTag !== null) senderShownAt[entry.message.senderTag] = now;
  return {
    ...state,
    entries: state.entries.map((known) =>
      known === entry ? { ...known, isNew: false, lastShownAt: now } : known,
    ),
    currentId: id,
    shownAt: now,
    senderShownAt,
  };
}

/** Applies the planned change if its time has come. */
function advanced(state: RotationState, now: number): RotationState {
  const change = plannedChange(state, now);
  return change && change.at <= now ? putUp(state, change.nextId, now) : state;
}

/** At most REMEMBERED_LIMIT entries: the oldest already shown go first, then the oldest new. */
function bounded(state: RotationState): RotationState {
  const excess = state.entries.length - REMEMBERED_LIMIT;
  if (excess <= 0) return state;
  const droppable = state.entries.filter((entry) => entry.message.id !== state.currentId);
  const dropped = new Set(
    [
      ...droppable.filter((entry) => !entry.isNew),
      ...droppable.filter((entry) => entry.isNew),
    ].slice(0, excess),
  );
  return { ...state, entries: state.entries.filter((entry) => !dropped.has(entry)) };
}

function byPosition(entries: readonly RotationEntry[]): RotationEntry[] {
  return [...entries].sort((a, b) => a.message.position - b.message.position);
}

/** Adds an arrival; a message already known keeps its place unless it moved (re-approved). */
function withArrival(state: RotationState, message: ScreenMessage): RotationState {
  const known = state.entries.find((entry) => entry.message.id === message.id);
  if (known && known.message.position === message.position) return state;
  const isCurrent = message.id === state.currentId;
  const entry: RotationEntry = {
    message,
    isNew: !isCurrent,
    lastShownAt: known?.lastShownAt ?? null,
  };
  const others = state.entries.filter((existing) => existing.message.id !== message.id);
  return bounded({ ...state, entries: byPosition([...others, entry]) });
}

export function rotationReducer(state: RotationState, action: RotationAction): RotationState {
  switch (action.type) {
    case "backlog": {
      const known = new Set(state.entries.map((entry) => entry.message.id));
      const added = action.messages
        .filter((message) => !known.has(message.id))
        .map((message) => ({ message, isNew: message.shownAt === null, lastShownAt: null }));
      const next = bounded({ ...state, entries: byPosition([...state.entries, ...added]) });
      return advanced(next, action.now);
    }
    case "arrived":
      return advanced(withArrival(state, action.message), action.now);
    case "removed": {
      const entries = state.entries.filter((entry) => entry.message.id !== action.id);
      if (entries.length === state.entries.length) return state;
      if (state.currentId !== action.id) return { ...state, entries };
      // The message on screen goes at once, held or not: the next one takes its place.
      const emptied = { ...state, entries, currentId: null, shownAt: action.now };
      const change = plannedChange({ ...emptied, held: false }, action.now);
      return change && change.at <= action.now
        ? putUp(emptied, change.nextId, action.now)
        : emptied;
    }
    case "settings":
      return advanced({ ...state, settings: action.settings }, action.now);
    case "hold": {
      if (action.held === state.held) return state;
      if (action.held) return { ...state, held: true };
      // Released: the same message goes up again, with a fresh timer.
      const released = { ...state, held: false };
      return state.currentId === null
        ? advanced(released, action.now)
        : putUp(released, state.currentId, action.now);
    }
    case "tick":
      return advanced(state, action.now);
  }
}

export function currentMessage(state: RotationState): ScreenMessage | undefined {
  return state.entries.find((entry) => entry.message.id === state.currentId)?.message;
}

/** Approved messages this screen has not shown yet (what its heartbeat reports). */
export function waitingCount(state: RotationState): number {
  return state.entries.filter((entry) => entry.isNew).length;
}
