import { describe, expect, it } from "vitest";
import type { ChangeListener, Changes, ChangeSource } from "../db/change-bus";
import type { ScreenEvent, ScreenLogSource } from "../db/screen-log";
import { showEvent } from "#tests/support/screen-events";
import { Feed, screenFrame } from "./feed";
import type { StreamConnection } from "./sse";

const show = showEvent;

/** The screen log, as the database would have it, and the bus's committed changes. */
class FakeLog implements ScreenLogSource, ChangeSource {
  events: ScreenEvent[] = [];
  private listeners = new Set<ChangeListener>();
  subscribe(listener: ChangeListener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  /** What the bus does once a write commits (here or on another instance). */
  commit(changes: Changes) {
    for (const listener of this.listeners) listener.committed(changes);
  }
  /** What the bus does when its link to the other instances was re-established. */
  miss() {
    for (const listener of this.listeners) listener.missed();
  }
  get listenerCount() {
    return this.listeners.size;
  }
  async screenEventsAfter(position: number) {
    return this.events.filter((event) => event.position > position);
  }
  async recentScreenMessages() {
    return this.events.filter((event) => event.kind === "show").slice(-50);
  }
  async lastScreenPosition() {
    return this.events.at(-1)?.position ?? 0;
  }
}

class FakeConnection implements StreamConnection {
  chunks: string[] = [];
  closed = false;
  private listeners: Array<() => void> = [];
  send(chunk: string) {
    this.chunks.push(chunk);
  }
  close() {
    this.closed = true;
    for (const listener of this.listeners) listener();
  }
  onClose(listener: () => void) {
    this.listeners.push(listener);
  }
  positions(): number[] {
    return this.chunks.flatMap((chunk) => {
      const match = /^id: (\d+)$/m.exec(chunk);
      return match ? [Number(match[1])] : [];
    });
  }
}

/** A started feed on a fake log that fails the test on any error, and one screen from the start. */
async function feedWithScreen() {
  const log = new FakeLog();
  const feed = new Feed((error) => {
    throw error;
  });
  await feed.start(log, log);
  const screen = new FakeConnection();
  await feed.addScreenClient(screen, 0);
  return { log, feed, screen };
}

const changes = (...screen: ScreenEvent[]): Changes => ({
  moderation: [],
  screen,
  board: [],
  shown: [],
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("Feed", () => {
  it("formats show as a default event and hide as event: remove, both with the position as id", () => {
    expect(screenFrame(show(7, 3))).toBe(
      `id: 7\ndata: {"position":7,"id":3,"author":"Ala","message":"Wiadomość 3","approvedAt":"2025-05-16T18:00:00.000Z","senderTag":null,"shownAt":null}\n\n`,
    );
    expect(screenFrame({ position: 8, kind: "hide", id: 3 })).toBe(
      `id: 8\nevent: remove\ndata: {"id":3}\n\n`,
    );
  });

  it("fills a gap from the log when an event arrives ahead of one it has not seen", async () => {
    const { log, feed, screen } = await feedWithScreen();

    log.events.push(show(1), show(2), show(3));
    log.commit(changes(show(3))); // 1 and 2 were committed elsewhere; their news is late
    await settle();
    log.commit(changes(show(1), show(2))); // the late news: already delivered, dropped
    await settle();
    expect(screen.positions()).toEqual([1, 2, 3]);
    await feed.stop();
  });

  it("on missed changes, reads the log again for screens and tells moderators to resync", async () => {
    const { log, feed, screen } = await feedWithScreen();
    const moderator = new FakeConnection();
    feed.addModerationClient(moderator);

    log.events.push(show(1), show(2));
    log.miss();
    await settle();
    expect(screen.positions()).toEqual([1, 2]);
    expect(moderator.chunks).toContain("event: resync\ndata: {}\n\n");
    await feed.stop();
    expect(log.listenerCount).toBe(0);
  });

  it("sends a new screen the backlog, then live events, without duplicates", async () => {
    const log = new FakeLog();
    log.events.push(show(1), show(2));
    const feed = new Feed(() => {});
    await feed.start(log, log);
    const screen = new FakeConnection();
    await feed.addScreenClient(screen, undefined);
    log.events.push(show(3));
    log.commit(changes(show(3)));
    log.commit(changes(show(3)));
    await settle();
    expect(screen.positions()).toEqual([1, 2, 3]);
    await feed.stop();
    expect(screen.closed).toBe(true);
  });
});
