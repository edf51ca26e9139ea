import { describe, expect, it } from "vitest";
import type { ScreenEvent } from "../db/screen-log";
import { showEvent } from "#tests/support/screen-events";
import { ScreenMemory } from "./screen-memory";

const show = showEvent;
const hide = (position: number, id: number): ScreenEvent => ({ position, kind: "hide", id });
const positions = (events: ScreenEvent[]) => events.map((event) => event.position);

describe("ScreenMemory", () => {
  it("answers like the screen log: messages on screen, and the latest entry per message after a position", async () => {
    const memory = new ScreenMemory();
    memory.seed(2, [show(1), show(2)]);
    memory.record(show(3));
    memory.record(hide(4, 2));
    memory.record(show(5, 1)); // message 1 shown again (undo after reject)
    expect(positions(await memory.recentScreenMessages())).toEqual([3, 5]);
    expect(await memory.screenEventsAfter(2)).toEqual([show(3), hide(4, 2), show(5, 1)]);
    expect(await memory.screenEventsAfter(5)).toEqual([]);
    expect(await memory.lastScreenPosition()).toBe(5);
  });

  it("keeps the most recent messages only, and ignores older news of a message", async () => {
    const memory = new ScreenMemory(3);
    for (let position = 1; position <= 6; position++) memory.record(show(position));
    memory.record(show(2)); // late news of an evicted message: still the oldest, dropped again
    expect(positions(await memory.recentScreenMessages())).toEqual([4, 5, 6]);
    memory.record(hide(7, 6));
    memory.record(show(3, 6)); // older than the removal
    expect(positions(await memory.recentScreenMessages())).toEqual([4, 5]);
    expect(await memory.lastScreenPosition()).toBe(7);
  });

  it("starts from the database's last position even when no message is on screen", async () => {
    const memory = new ScreenMemory();
    memory.seed(42, []);
    expect(await memory.lastScreenPosition()).toBe(42);
    expect(await memory.recentScreenMessages()).toEqual([]);
  });
});
