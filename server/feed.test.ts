import { describe, expect, it } from "vitest";
import type { Changes, ScreenEvent } from "./db/changes";
import type { DatabaseHandle, ListenOptions } from "./db/connection";
import {
  Feed,
  MAX_NOTIFICATION_BYTES,
  screenFrame,
  splitChanges,
  type ScreenLogSource,
} from "./feed";
import type { StreamConnection } from "./sse";

const show = (position: number, id = position): ScreenEvent => ({
  position,
  kind: "show",
  message: {
    position,
    id,
    author: "Ala",
    message: `Wiadomość ${id}`,
    approvedAt: "2025-05-16T18:00:00.000Z",
  },
});

/** The screen log, as the database would have it. */
class FakeLog implements ScreenLogSource {
  events: ScreenEvent[] = [];
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

function fakeHandle(): DatabaseHandle & { deliver: (payload: string) => void } {
  let listener: ListenOptions | undefined;
  return {
    kind: "postgres",
    db: undefined as never,
    notifyOnCommit: async () => {},
    lockScreenOrder: async () => {},
    listen: async (_channel, options) => {
      listener = options;
      return async () => {};
    },
    close: async () => {},
    deliver: (payload) => listener?.onNotification(payload),
  };
}

const changes = (...screen: ScreenEvent[]): Changes => ({ moderation: [], screen });
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("Feed", () => {
  it("formats show as a default event and hide as event: remove, both with the position as id", () => {
    expect(screenFrame(show(7, 3))).toBe(
      `id: 7\ndata: {"position":7,"id":3,"author":"Ala","message":"Wiadomość 3","approvedAt":"2025-05-16T18:00:00.000Z"}\n\n`,
    );
    expect(screenFrame({ position: 8, kind: "hide", id: 3 })).toBe(
      `id: 8\nevent: remove\ndata: {"id":3}\n\n`,
    );
  });

  it("fills a gap from the log when an event arrives ahead of one it has not seen", async () => {
    const log = new FakeLog();
    const feed = new Feed(fakeHandle(), (error) => {
      throw error;
    });
    await feed.start(log);
    const screen = new FakeConnection();
    await feed.addScreenClient(screen, 0);

    log.events.push(show(1), show(2), show(3));
    feed.afterCommit(changes(show(3))); // 1 and 2 were committed elsewhere; their news is late
    await settle();
    feed.afterCommit(changes(show(1), show(2))); // the late news: already delivered, dropped
    await settle();
    expect(screen.positions()).toEqual([1, 2, 3]);
    await feed.stop();
  });

  it("ignores its own notifications and delivers other instances' ones", async () => {
    const log = new FakeLog();
    const handle = fakeHandle();
    const errors: unknown[] = [];
    const feed = new Feed(handle, (error) => errors.push(error));
    await feed.start(log);
    const screen = new FakeConnection();
    await feed.addScreenClient(screen, 0);

    log.events.push(show(1));
    feed.afterCommit(changes(show(1)));
    handle.deliver(JSON.stringify({ origin: feed.instanceId, changes: changes(show(1)) }));
    log.events.push(show(2));
    handle.deliver(JSON.stringify({ origin: "another-instance", changes: changes(show(2)) }));
    handle.deliver("not json");
    await settle();
    expect(screen.positions()).toEqual([1, 2]);
    expect(errors).toHaveLength(1); // the malformed payload, reported and skipped
    await feed.stop();
  });

  it("sends a new screen the backlog, then live events, without duplicates", async () => {
    const log = new FakeLog();
    log.events.push(show(1), show(2));
    const feed = new Feed(fakeHandle(), () => {});
    await feed.start(log);
    const screen = new FakeConnection();
    await feed.addScreenClient(screen, undefined);
    log.events.push(show(3));
    feed.afterCommit(changes(show(3)));
    feed.afterCommit(changes(show(3)));
    await settle();
    expect(screen.positions()).toEqual([1, 2, 3]);
    await feed.stop();
    expect(screen.closed).toBe(true);
  });

  it("splits a large group commit into notifications PostgreSQL accepts, in order", () => {
    const events = Array.from({ length: 120 }, (_, index) => show(index + 1));
    const parts = splitChanges({ moderation: [], screen: events });
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(Buffer.byteLength(JSON.stringify(part))).toBeLessThan(MAX_NOTIFICATION_BYTES + 100);
    }
    expect(parts.flatMap((part) => part.screen)).toEqual(events);
    expect(splitChanges({ moderation: [], screen: [] })).toEqual([]);
  });
});
