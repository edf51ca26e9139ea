import { describe, expect, it } from "vitest";
import {
  currentMessage,
  DEFAULT_PACE_MS,
  FRESH_LIMIT,
  INITIAL_ROTATION,
  MIN_DISPLAY_MS,
  nextAdvanceIn,
  paceFromSearch,
  RECENT_LIMIT,
  rotationReducer,
  type RotationAction,
  type RotationState,
} from "./rotation";
import type { ScreenMessage } from "../../../core/contract";

const message = (id: number, position = id): ScreenMessage => ({
  id,
  position,
  author: `Autor ${id}`,
  message: `Wiadomość ${id}`,
  approvedAt: "2025-05-16T18:00:00.000Z",
  senderTag: null,
  shownAt: null,
});

const run = (actions: RotationAction[], state: RotationState = INITIAL_ROTATION) =>
  actions.reduce(rotationReducer, state);

const shownIds = (state: RotationState, steps: number) => {
  const ids: Array<number | undefined> = [];
  let current = state;
  for (let step = 0; step < steps; step++) {
    current = rotationReducer(current, { type: "advance", now: step });
    ids.push(currentMessage(current)?.id);
  }
  return ids;
};

describe("screen rotation", () => {
  it("starts with the newest message of the backlog and rotates newest to oldest", () => {
    const state = run([
      { type: "backlog", messages: [message(1), message(2), message(3)], now: 0 },
    ]);
    expect(currentMessage(state)?.id).toBe(3);
    expect(shownIds(state, 4)).toEqual([2, 1, 3, 2]);
  });

  it("shows new arrivals next, newest first, then goes on rotating", () => {
    let state = run([{ type: "backlog", messages: [message(1), message(2)], now: 0 }]);
    state = run(
      [
        { type: "arrived", message: message(3), now: 1 },
        { type: "arrived", message: message(4), now: 2 },
      ],
      state,
    );
    expect(currentMessage(state)?.id).toBe(2); // the wall finishes the current one first
    expect(shownIds(state, 4)).toEqual([4, 3, 2, 1]);
  });

  it("puts the first arrival on an empty wall at once", () => {
    const state = run([{ type: "arrived", message: message(7), now: 5 }]);
    expect(currentMessage(state)?.id).toBe(7);
    expect(state.fresh).toEqual([]);
    expect(state.shownAt).toBe(5);
  });

  it("takes a removed message off at once and never shows it again", () => {
    let state = run([{ type: "backlog", messages: [message(1), message(2), message(3)], now: 0 }]);
    state = rotationReducer(state, { type: "removed", id: 3, now: 10 });
    expect(currentMessage(state)?.id).toBe(2);
    expect(shownIds(state, 3)).toEqual([1, 2, 1]);
    state = run(
      [
        { type: "removed", id: 2, now: 11 },
        { type: "removed", id: 1, now: 12 },
      ],
      state,
    );
    expect(currentMessage(state)).toBeUndefined();
  });

  it("moves a re-approved message to its new place and shows it as new", () => {
    let state = run([{ type: "backlog", messages: [message(1), message(2)], now: 0 }]);
    state = rotationReducer(state, { type: "arrived", message: message(1, 9), now: 1 });
    expect(state.messages.map((m) => m.id)).toEqual([2, 1]);
    expect(state.fresh).toEqual([1]);
  });

  it("keeps the most recent messages and a bounded queue of arrivals", () => {
    const many = Array.from({ length: RECENT_LIMIT + 10 }, (_, index) => message(index + 1));
    const state = run(many.map((m) => ({ type: "arrived" as const, message: m, now: 0 })));
    expect(state.messages).toHaveLength(RECENT_LIMIT);
    // The oldest are dropped, except the one on screen (the first arrival, shown at once).
    expect(state.messages.map((m) => m.id).slice(0, 2)).toEqual([1, 12]);
    expect(state.fresh).toHaveLength(FRESH_LIMIT);
    expect(state.fresh[0]).toBe(RECENT_LIMIT + 10);
  });

  it("times the next change: the pace, a short wait for arrivals, nothing for one message", () => {
    const single = run([{ type: "backlog", messages: [message(1)], now: 0 }]);
    expect(nextAdvanceIn(single, DEFAULT_PACE_MS, 100)).toBeNull();
    const two = run([{ type: "backlog", messages: [message(1), message(2)], now: 0 }]);
    expect(nextAdvanceIn(two, DEFAULT_PACE_MS, 1000)).toBe(DEFAULT_PACE_MS - 1000);
    const arrived = rotationReducer(two, { type: "arrived", message: message(3), now: 1000 });
    expect(nextAdvanceIn(arrived, DEFAULT_PACE_MS, 1000)).toBe(MIN_DISPLAY_MS - 1000);
    expect(nextAdvanceIn(arrived, DEFAULT_PACE_MS, 9000)).toBe(0);
    expect(nextAdvanceIn(INITIAL_ROTATION, DEFAULT_PACE_MS, 0)).toBeNull();
  });

  it("reads the pace from ?sekundy=, within bounds", () => {
    expect(paceFromSearch("")).toBe(DEFAULT_PACE_MS);
    expect(paceFromSearch("?sekundy=12")).toBe(12_000);
    expect(paceFromSearch("?sekundy=1")).toBe(3000);
    expect(paceFromSearch("?sekundy=999")).toBe(60_000);
    expect(paceFromSearch("?sekundy=abc")).toBe(DEFAULT_PACE_MS);
  });
});
