import { describe, expect, it } from "vitest";
import type { ChangeListener, Changes, ScreenEvent } from "../changes";
import { ChangeChannel, MAX_NOTIFICATION_BYTES, splitChanges } from "./change-channel";
import type { DatabaseHandle, ListenOptions } from "./connection";

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

const changes = (...screen: ScreenEvent[]): Changes => ({ moderation: [], screen, board: [] });

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

describe("ChangeChannel", () => {
  it("ignores its own notifications and passes on other instances' ones", async () => {
    const fake = fakeHandle();
    const channel = new ChangeChannel(fake.handle);
    const errors: unknown[] = [];
    const { listener, heard } = recorder();
    await channel.listen(listener, (error) => errors.push(error));

    await channel.publishOnCommit(undefined as never, changes(show(1)));
    for (const payload of fake.published) fake.deliver(payload);
    fake.deliver(JSON.stringify({ origin: "another-instance", changes: changes(show(2)) }));
    fake.deliver("not json");
    fake.deliver(JSON.stringify({ origin: "another-instance" }));
    expect(heard).toEqual([changes(show(2))]);
    expect(errors).toHaveLength(1); // the malformed payload, reported and skipped
  });

  it("tells the listener when changes may have been missed", async () => {
    const fake = fakeHandle();
    const { listener, missed } = recorder();
    await new ChangeChannel(fake.handle).listen(listener, () => {});
    fake.reconnect();
    expect(missed()).toBe(1);
  });

  it("splits a large group commit into notifications PostgreSQL accepts, in order", async () => {
    const events = Array.from({ length: 120 }, (_, index) => show(index + 1));
    const parts = splitChanges({ moderation: [], screen: events, board: [] });
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(Buffer.byteLength(JSON.stringify(part))).toBeLessThan(MAX_NOTIFICATION_BYTES + 100);
    }
    expect(parts.flatMap((part) => part.screen)).toEqual(events);
    expect(splitChanges({ moderation: [], screen: [], board: [] })).toEqual([]);

    const fake = fakeHandle();
    await new ChangeChannel(fake.handle).publishOnCommit(undefined as never, changes(...events));
    expect(fake.published).toHaveLength(parts.length);
  });
});
