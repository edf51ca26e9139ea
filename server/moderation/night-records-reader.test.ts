import { describe, expect, it } from "vitest";
import type { ChangeListener, ChangeSource } from "../db/change-bus";
import { noChanges } from "../db/change-bus";
import type { NightRecords, NightWindows } from "../db/night-records";
import { NIGHT_RECORDS_REUSE_MS, NightRecordsReader } from "./night-records-reader";

const WINDOWS: NightWindows = {
  decidedSince: "2025-05-16T20:45:00.000Z",
  approvedSince: "2025-05-16T20:00:00.000Z",
  trailSince: "2025-05-16T20:55:00.000Z",
};

const records = (pendingItems: number): NightRecords => ({
  pendingMessages: pendingItems,
  pendingItems,
  oldestPendingAt: null,
  decided: [],
  approvedWaitingForScreen: 0,
  decisionsByActor: new Map(),
});

/** A store that counts its reads and answers the next figure each time (or fails when told). */
function countingStore() {
  const store = {
    reads: 0,
    failNext: false,
    read: async () => {
      store.reads += 1;
      if (store.failNext) {
        store.failNext = false;
        throw new Error("Connection terminated unexpectedly");
      }
      return records(store.reads);
    },
  };
  return store;
}

/** A change bus the test commits on by hand. */
function fakeBus() {
  const listeners = new Set<ChangeListener>();
  const bus: ChangeSource & { commit(): void; reconnect(): void; listeners: number } = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    commit: () => listeners.forEach((listener) => listener.committed(noChanges())),
    reconnect: () => listeners.forEach((listener) => listener.missed()),
    get listeners() {
      return listeners.size;
    },
  };
  return bus;
}

const at = (ms: number) => new Date(Date.parse("2025-05-16T21:00:00.000Z") + ms);

describe("NightRecordsReader: one read for every panel until something changes", () => {
  it("answers panels polling at once from one read", async () => {
    const store = countingStore();
    const reader = new NightRecordsReader(store, fakeBus());
    const answers = await Promise.all([
      reader.read(at(0), WINDOWS),
      reader.read(at(100), WINDOWS),
      reader.read(at(NIGHT_RECORDS_REUSE_MS - 1), WINDOWS),
    ]);
    expect(store.reads).toBe(1);
    expect(answers.map((answer) => answer.pendingItems)).toEqual([1, 1, 1]);
  });

  it("reads again once a change commits, here or on another instance", async () => {
    const store = countingStore();
    const bus = fakeBus();
    const reader = new NightRecordsReader(store, bus);
    await reader.read(at(0), WINDOWS);
    bus.commit();
    expect((await reader.read(at(10), WINDOWS)).pendingItems).toBe(2);
    bus.reconnect();
    expect((await reader.read(at(20), WINDOWS)).pendingItems).toBe(3);
    expect((await reader.read(at(30), WINDOWS)).pendingItems).toBe(3);
  });

  it("a change during a read makes the next poll read again", async () => {
    const store = countingStore();
    const bus = fakeBus();
    const reader = new NightRecordsReader(store, bus);
    const first = reader.read(at(0), WINDOWS);
    bus.commit();
    await first;
    expect((await reader.read(at(10), WINDOWS)).pendingItems).toBe(2);
  });

  it("reads again when the windows have slid too far, or the clock went back", async () => {
    const store = countingStore();
    const reader = new NightRecordsReader(store, fakeBus());
    await reader.read(at(0), WINDOWS);
    expect((await reader.read(at(NIGHT_RECORDS_REUSE_MS), WINDOWS)).pendingItems).toBe(2);
    expect((await reader.read(at(0), WINDOWS)).pendingItems).toBe(3);
  });

  it("never reuses a failed read: the next poll asks the database again", async () => {
    const store = countingStore();
    const reader = new NightRecordsReader(store, fakeBus());
    store.failNext = true;
    await expect(reader.read(at(0), WINDOWS)).rejects.toThrow("Connection terminated");
    expect((await reader.read(at(10), WINDOWS)).pendingItems).toBe(2);
  });

  it("stops following the bus when told", () => {
    const bus = fakeBus();
    const reader = new NightRecordsReader(countingStore(), bus);
    expect(bus.listeners).toBe(1);
    reader.stop();
    expect(bus.listeners).toBe(0);
  });
});
