import { describe, expect, it } from "vitest";
import {
  currentMessage,
  INITIAL_ROTATION,
  plannedChange,
  REMEMBERED_LIMIT,
  rotationReducer,
  waitingCount,
  type RotationAction,
  type RotationState,
} from "./rotation";
import type { ScreenMessage, ScreenSettings } from "#core/contract";

const SETTINGS: ScreenSettings = {
  paceSeconds: 10,
  minimumSeconds: 4,
  senderGapMinutes: 5,
  waitWarningMinutes: 10,
};
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const message = (
  id: number,
  options: { position?: number; sender?: string | null; shown?: boolean } = {},
): ScreenMessage => ({
  id,
  position: options.position ?? id,
  author: `Autor ${id}`,
  message: `Wiadomość ${id}`,
  approvedAt: "2025-05-16T18:00:00.000Z",
  senderTag: options.sender ?? null,
  shownAt: options.shown ? "2025-05-16T18:00:05.000Z" : null,
});

const start: RotationState = rotationReducer(INITIAL_ROTATION, {
  type: "settings",
  settings: SETTINGS,
  now: 0,
});

const run = (actions: RotationAction[], state: RotationState = start) =>
  actions.reduce(rotationReducer, state);

const arrive = (now: number, ...messages: ScreenMessage[]): RotationAction[] =>
  messages.map((m) => ({ type: "arrived", message: m, now }));

/**
 * Lets the rotation run by itself from `from` to `until`, as the screen's timer does (a tick at
 * each planned change); the ids that went up and when.
 */
function play(state: RotationState, from: number, until: number) {
  const shown: Array<{ id: number; at: number }> = [];
  let current = state;
  let now = from;
  for (;;) {
    const change = plannedChange(current, now);
    if (!change || change.at > until) return { state: current, shown };
    now = Math.max(now, change.at);
    current = rotationReducer(current, { type: "tick", now });
    shown.push({ id: current.currentId ?? -1, at: now });
  }
}

const ids = (shown: Array<{ id: number }>) => shown.map((entry) => entry.id);

describe("the screen's rotation", () => {
  it("shows every message once, in position order, before any repeat", () => {
    const state = run([
      { type: "backlog", messages: [message(1), message(2), message(3)], now: 0 },
      ...arrive(1, message(4), message(5)),
    ]);
    expect(currentMessage(state)?.id).toBe(1);
    expect(waitingCount(state)).toBe(4);
    const { shown } = play(state, 1, 70 * SECOND);
    expect(ids(shown).slice(0, 4)).toEqual([2, 3, 4, 5]);
    // Then the repeats, least recently shown first: the same order again.
    expect(ids(shown).slice(4, 9)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps a new message up for the pace when nothing waits, the minimum when others do", () => {
    let state = run([{ type: "backlog", messages: [message(1), message(2)], now: 0 }]);
    // Message 2 waits: message 1 leaves after the minimum.
    expect(plannedChange(state, 0)).toEqual({ at: 4 * SECOND, nextId: 2 });
    state = rotationReducer(state, { type: "tick", now: 4 * SECOND });
    expect(currentMessage(state)?.id).toBe(2);
    // Nothing new waits: message 2 stays for the pace, then message 1 repeats.
    expect(plannedChange(state, 4 * SECOND)).toEqual({ at: 14 * SECOND, nextId: 1 });
    // A tick too early changes nothing.
    expect(rotationReducer(state, { type: "tick", now: 10 * SECOND })).toBe(state);
    // An arrival cuts the wait down to the minimum: passed already, so it goes up at once.
    state = run(arrive(10 * SECOND, message(3)), state);
    expect(currentMessage(state)?.id).toBe(3);
    expect(state.shownAt).toBe(10 * SECOND);
    // One arriving before the minimum waits for it.
    state = run(arrive(11 * SECOND, message(4)), state);
    expect(currentMessage(state)?.id).toBe(3);
    expect(plannedChange(state, 11 * SECOND)).toEqual({ at: 14 * SECOND, nextId: 4 });
  });

  it("puts nothing in place of the only message, and the first arrival up at once", () => {
    let state = run(arrive(5, message(7)));
    expect(currentMessage(state)?.id).toBe(7);
    expect(state.shownAt).toBe(5);
    expect(plannedChange(state, 100 * SECOND)).toBeNull();
    expect(plannedChange(INITIAL_ROTATION, 0)).toBeNull();
    state = rotationReducer(state, { type: "removed", id: 7, now: 6 });
    expect(currentMessage(state)).toBeUndefined();
  });

  it("shows the backlog's unshown messages as new and the rest only as repeats", () => {
    const state = run([
      {
        type: "backlog",
        messages: [
          message(1, { shown: true }),
          message(2, { shown: true }),
          message(3),
          message(4),
        ],
        now: 0,
      },
    ]);
    expect(currentMessage(state)?.id).toBe(3);
    expect(waitingCount(state)).toBe(1);
    const { shown } = play(state, 0, 45 * SECOND);
    expect(ids(shown)).toEqual([4, 1, 2, 3, 4]);
    expect(shown[0]?.at).toBe(4 * SECOND); // message 4 waited: the minimum
    expect(shown[1]?.at).toBe(14 * SECOND); // nothing new: the pace
  });

  it("takes an arrival that was already shown here as new again only when it moved", () => {
    let state = run([{ type: "backlog", messages: [message(1), message(2)], now: 0 }]);
    state = rotationReducer(state, { type: "tick", now: 4 * SECOND });
    expect(waitingCount(state)).toBe(0);
    // The same event replayed: nothing changes.
    expect(run(arrive(5 * SECOND, message(1)), state)).toBe(state);
    // Re-approved (a new position): new again, after message 2.
    state = run(arrive(5 * SECOND, message(1, { position: 9 })), state);
    expect(state.entries.map((entry) => entry.message.id)).toEqual([2, 1]);
    expect(waitingCount(state)).toBe(1);
  });

  it("keeps one sender's messages the set gap apart, taking the next eligible one first", () => {
    let state = run([
      {
        type: "backlog",
        messages: [
          message(1, { sender: "a" }),
          message(2, { sender: "a" }),
          message(3, { sender: "b" }),
          message(4, { sender: null }),
        ],
        now: 0,
      },
    ]);
    expect(currentMessage(state)?.id).toBe(1);
    const { shown, state: after } = play(state, 0, 4 * MINUTE);
    // Message 2 is passed over: sender "a" was up at 0.
    expect(ids(shown)).toEqual([3, 4]);
    // Nothing new may go up yet: message 4 stays, no repeat while message 2 waits.
    expect(currentMessage(after)?.id).toBe(4);
    expect(plannedChange(after, 4 * MINUTE)).toEqual({ at: 5 * MINUTE, nextId: 2 });
    state = rotationReducer(after, { type: "tick", now: 5 * MINUTE });
    expect(currentMessage(state)?.id).toBe(2);
  });

  it("measures the sender gap from the settings, and no gap at 0 minutes", () => {
    const backlog: RotationAction = {
      type: "backlog",
      messages: [message(1, { sender: "a" }), message(2, { sender: "a" })],
      now: 0,
    };
    const noGap = run([
      { type: "settings", settings: { ...SETTINGS, senderGapMinutes: 0 }, now: 0 },
      backlog,
    ]);
    expect(plannedChange(noGap, 0)).toEqual({ at: 4 * SECOND, nextId: 2 });
    const gap = run([backlog]);
    expect(plannedChange(gap, 0)).toEqual({ at: 5 * MINUTE, nextId: 2 });
  });

  it("keeps a sender's repeats apart too, and fills an empty stage with the next eligible", () => {
    let state = run([
      {
        type: "backlog",
        messages: [message(1, { sender: "a", shown: true }), message(2, { sender: "a" })],
        now: 0,
      },
    ]);
    // The new one goes up first; the repeat of the same sender waits for the gap.
    expect(currentMessage(state)?.id).toBe(2);
    expect(plannedChange(state, 0)).toEqual({ at: 5 * MINUTE, nextId: 1 });
    // Taken off: nothing eligible, so the stage stays empty until the gap allows.
    state = rotationReducer(state, { type: "removed", id: 2, now: SECOND });
    expect(currentMessage(state)).toBeUndefined();
    expect(plannedChange(state, SECOND)).toEqual({ at: 5 * MINUTE, nextId: 1 });
  });

  it("stands still while held, queues arrivals, and resumes where it stopped", () => {
    let state = run([{ type: "backlog", messages: [message(1), message(2)], now: 0 }]);
    state = rotationReducer(state, { type: "tick", now: 4 * SECOND });
    expect(currentMessage(state)?.id).toBe(2);
    state = run(
      [{ type: "hold", held: true, now: 6 * SECOND }, ...arrive(7 * SECOND, message(3))],
      state,
    );
    expect(plannedChange(state, 60 * SECOND)).toBeNull();
    expect(rotationReducer(state, { type: "tick", now: 60 * SECOND })).toBe(state);
    expect(currentMessage(state)?.id).toBe(2);
    expect(waitingCount(state)).toBe(1);
    // Released at 100 s: message 2 goes up again with a fresh minimum, then message 3.
    state = rotationReducer(state, { type: "hold", held: false, now: 100 * SECOND });
    expect(currentMessage(state)?.id).toBe(2);
    expect(state.shownAt).toBe(100 * SECOND);
    expect(plannedChange(state, 100 * SECOND)).toEqual({ at: 104 * SECOND, nextId: 3 });
    // Holding twice, or releasing what is not held, changes nothing.
    expect(rotationReducer(state, { type: "hold", held: false, now: 101 })).toBe(state);
  });

  it("keeps an empty stage empty while held, and fills it on release", () => {
    let state = run([
      { type: "hold", held: true, now: 0 },
      { type: "backlog", messages: [message(1), message(2)], now: 0 },
    ]);
    expect(currentMessage(state)).toBeUndefined();
    expect(waitingCount(state)).toBe(2);
    state = rotationReducer(state, { type: "hold", held: false, now: 50 });
    expect(currentMessage(state)?.id).toBe(1);
    expect(state.shownAt).toBe(50);
  });

  it("takes a removed message out of everything at once, even while held", () => {
    let state = run([
      { type: "backlog", messages: [message(1), message(2), message(3)], now: 0 },
      { type: "hold", held: true, now: SECOND },
    ]);
    state = rotationReducer(state, { type: "removed", id: 2, now: 2 * SECOND });
    expect(state.entries.map((entry) => entry.message.id)).toEqual([1, 3]);
    // The one on screen: the next takes its place at once, so a paused screen never shows it.
    state = rotationReducer(state, { type: "removed", id: 1, now: 3 * SECOND });
    expect(currentMessage(state)?.id).toBe(3);
    // Once: still held, it stays on that message however long the pause lasts.
    expect(state.held).toBe(true);
    expect(currentMessage(rotationReducer(state, { type: "tick", now: 60 * SECOND }))?.id).toBe(3);
    expect(rotationReducer(state, { type: "removed", id: 99, now: 4 })).toBe(state);
    state = rotationReducer(state, { type: "removed", id: 3, now: 5 * SECOND });
    expect(currentMessage(state)).toBeUndefined();
    expect(state.entries).toEqual([]);
  });

  it("remembers a bounded number of messages, dropping the oldest shown ones first", () => {
    const backlog = Array.from({ length: REMEMBERED_LIMIT }, (_, index) =>
      message(index + 1, { shown: true }),
    );
    let state = run([{ type: "backlog", messages: backlog, now: 0 }]);
    expect(currentMessage(state)?.id).toBe(1);
    state = run(
      arrive(
        SECOND,
        ...Array.from({ length: 10 }, (_, index) => message(REMEMBERED_LIMIT + index + 1)),
      ),
      state,
    );
    expect(state.entries).toHaveLength(REMEMBERED_LIMIT);
    // The message on screen stays; the ten oldest repeats after it went.
    expect(state.entries.slice(0, 2).map((entry) => entry.message.id)).toEqual([1, 12]);
    expect(waitingCount(state)).toBe(10);
    // Even when everything is new, the memory stays bounded: the oldest new ones go.
    const flood = run(
      arrive(0, ...Array.from({ length: REMEMBERED_LIMIT + 5 }, (_, index) => message(index + 1))),
    );
    expect(flood.entries).toHaveLength(REMEMBERED_LIMIT);
    expect(currentMessage(flood)?.id).toBe(1);
  });

  it("shows 30 messages approved faster than the pace, all of them, in order", () => {
    // One approval every second against a minimum of 4 s: the queue grows, then drains in order.
    let state = start;
    const wentUp: Array<{ id: number; at: number }> = [];
    const apply = (action: RotationAction) => {
      state = rotationReducer(state, action);
      if (state.currentId !== null && wentUp.at(-1)?.at !== state.shownAt)
        wentUp.push({ id: state.currentId, at: state.shownAt });
    };
    for (let second = 1; second <= 200; second++) {
      if (second <= 30) apply({ type: "arrived", message: message(second), now: second * SECOND });
      apply({ type: "tick", now: second * SECOND });
    }
    expect(ids(wentUp.slice(0, 30))).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    // Each stayed the minimum while others waited; the last one the pace before repeats began.
    const stays = wentUp.slice(1, 31).map((entry, index) => entry.at - (wentUp[index]?.at ?? 0));
    expect(stays.slice(0, 29)).toEqual(Array.from({ length: 29 }, () => 4 * SECOND));
    expect(stays[29]).toBe(10 * SECOND);
    expect(waitingCount(state)).toBe(0);
  });
});
