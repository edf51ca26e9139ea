import { describe, expect, it } from "vitest";
import {
  ChangeBus,
  MAX_NOTIFICATION_BYTES,
  splitChanges,
  type ChangeListener,
  type Changes,
} from "./change-bus";
import type { DatabaseHandle, ListenOptions } from "./connection";
import type { ScreenEvent } from "./screen-log";

const show = (position: number): ScreenEvent => ({
  position,
  kind: "show",
  message: {
    position,
    id: position,
    author: "Ala",
    message: `Wiadomość ${position}`,
    approvedAt: "2025-05-16T18:00:00.000Z",
    senderTag: null,
    shownAt: null,
  },
});

const changes = (...screen: ScreenEvent[]): Changes => ({
  moderation: [],
  screen,
  board: [],
  shown: [],
});

/** A PostgreSQL handle that records what is published and delivers what another instance sent. */
function fakeHandle() {
  let listener: ListenOptions | undefined;
  const published: string[] = [];
  const handle: DatabaseHandle = {
    kind: "postgres",
    db: undefined as never,
    notifyOnCommit: async (_trx, _channel, payload) => {
      published.push(payload);
    },
    lockScreenOrder: async () => {},
    listen: async (_channel, options) => {
      listener = options;
      return async () => {};
    },
    close: async () => {},
  };
  return {
    handle,
    published,
    deliver: (payload: string) => listener?.onNotification(payload),
    reconnect: () => listener?.onReconnect(),
  };
}

function recorder() {
  const heard: Changes[] = [];
  let missed = 0;
  const listener: ChangeListener = {
    committed: (changes) => heard.push(changes),
    missed: () => (missed += 1),
  };
  return { listener, heard, missed: () => missed };
}

describe("ChangeBus", () => {
  it("ignores its own notifications and passes on other instances' ones", async () => {
    const fake = fakeHandle();
    const delivered: string[] = [];
    const bus = new ChangeBus(fake.handle, { onDelivered: (origin) => delivered.push(origin) });
    const errors: unknown[] = [];
    const { listener, heard } = recorder();
    bus.subscribe(listener);
    await bus.listenToOtherInstances((error) => errors.push(error));

    await bus.publishOnCommit(undefined as never, changes(show(1)));
    for (const payload of fake.published) fake.deliver(payload);
    fake.deliver(JSON.stringify({ origin: "another-instance", changes: changes(show(2)) }));
    fake.deliver("not json");
    fake.deliver(JSON.stringify({ origin: "another-instance" }));
    expect(heard).toEqual([changes(show(2))]);
    expect(delivered).toEqual(["other_instance"]); // its own echo and the malformed ones: not
    expect(errors).toHaveLength(1); // the malformed payload, reported and skipped
  });

  it("carries a screen's first showing, and reads an older release's changes as none shown", async () => {
    const fake = fakeHandle();
    const { listener, heard } = recorder();
    const bus = new ChangeBus(fake.handle);
    bus.subscribe(listener);
    await bus.listenToOtherInstances(() => {});
    const shown = { ...changes(), shown: [{ id: 4, at: "2025-05-16T18:00:00.000Z" }] };
    fake.deliver(JSON.stringify({ origin: "another-instance", changes: shown }));
    const { moderation, screen, board } = changes(show(3));
    fake.deliver(
      JSON.stringify({ origin: "older-release", changes: { moderation, screen, board } }),
    );
    expect(heard).toEqual([shown, changes(show(3))]);
  });

  it("tells the listener when changes may have been missed", async () => {
    const fake = fakeHandle();
    const { listener, missed } = recorder();
    const bus = new ChangeBus(fake.handle);
    bus.subscribe(listener);
    await bus.listenToOtherInstances(() => {});
    fake.reconnect();
    expect(missed()).toBe(1);
  });

  it("splits a large group commit into notifications PostgreSQL accepts, in order", async () => {
    const events = Array.from({ length: 120 }, (_, index) => show(index + 1));
    const parts = splitChanges({ moderation: [], screen: events, board: [], shown: [] });
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(Buffer.byteLength(JSON.stringify(part))).toBeLessThan(MAX_NOTIFICATION_BYTES + 100);
    }
    expect(parts.flatMap((part) => part.screen)).toEqual(events);
    expect(splitChanges({ moderation: [], screen: [], board: [], shown: [] })).toEqual([]);

    const fake = fakeHandle();
    await new ChangeBus(fake.handle).publishOnCommit(undefined as never, changes(...events));
    expect(fake.published).toHaveLength(parts.length);
  });
});
