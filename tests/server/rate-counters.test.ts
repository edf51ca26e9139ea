import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrations";
import { MemoryRateCounters, openRateCounters } from "#server/db/rate-counters";
import { openDatabase } from "#server/db/open-database";
import { testDatabases } from "./helpers";

const MINUTE = 60_000;
/** These tests look at counts, not at outages. */
const IGNORED_EVENTS = { answered: () => {}, failed: () => {} };
const handles: DatabaseHandle[] = [];

afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
});

describe.each(testDatabases())("rate counters on $name", (database) => {
  async function open(config?: Awaited<ReturnType<typeof database.fresh>>) {
    const fields = config ?? (await database.fresh());
    const handle = openDatabase(fields, IGNORED_EVENTS);
    handles.push(handle);
    await migrateToLatest(handle);
    return { fields, handle };
  }

  it("counts 1,000 parallel hits exactly once each: no two hits see the same count", async () => {
    const { handle } = await open();
    const counters = openRateCounters(handle);
    const states = await Promise.all(
      Array.from({ length: 1000 }, () => counters.hit("login-address:203.0.113.7", MINUTE)),
    );
    const counts = states.map((state) => state.count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 1000 }, (_, index) => index + 1));
    expect((await counters.peek("login-address:203.0.113.7"))?.count).toBe(1000);
  });

  it("starts a new window once the last one has ended, and forgets a reset key", async () => {
    let now = new Date("2031-06-12T18:00:00.000Z");
    const { handle } = await open();
    const counters = openRateCounters(handle, () => now);
    await counters.hit("k", MINUTE);
    const second = await counters.hit("k", MINUTE);
    expect(second).toEqual({ count: 2, resetsAt: new Date("2031-06-12T18:01:00.000Z") });
    now = new Date("2031-06-12T18:01:00.000Z");
    expect(await counters.peek("k")).toBeUndefined();
    expect(await counters.hit("k", MINUTE)).toEqual({
      count: 1,
      resetsAt: new Date("2031-06-12T18:02:00.000Z"),
    });
    await counters.reset("k");
    expect(await counters.peek("k")).toBeUndefined();
    await counters.hit("old", MINUTE);
    now = new Date("2031-06-12T18:05:00.000Z");
    expect(await counters.sweep()).toBeGreaterThanOrEqual(1);
    expect(await counters.peek("old")).toBeUndefined();
  });

  it("release takes hits back atomically, never below zero, and only in the current window", async () => {
    let now = new Date("2031-06-12T18:00:00.000Z");
    const { handle } = await open();
    const counters = openRateCounters(handle, () => now);
    await Promise.all(Array.from({ length: 600 }, () => counters.hit("slots", MINUTE)));
    await Promise.all(Array.from({ length: 400 }, () => counters.release("slots")));
    expect((await counters.peek("slots"))?.count).toBe(200);
    // Hits and releases in parallel: the count never reaches zero, so each one lands exactly once.
    await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        index % 2 ? counters.hit("slots", MINUTE) : counters.release("slots"),
      ),
    );
    expect((await counters.peek("slots"))?.count).toBe(200);

    await Promise.all(Array.from({ length: 300 }, () => counters.release("slots")));
    expect((await counters.peek("slots"))?.count).toBe(0);
    expect((await counters.hit("slots", MINUTE)).count).toBe(1);

    await counters.release("never-hit");
    expect(await counters.peek("never-hit")).toBeUndefined();
    now = new Date("2031-06-12T18:01:00.000Z");
    await counters.release("slots"); // its window has ended: the next hit starts a new one
    expect((await counters.hit("slots", MINUTE)).count).toBe(1);
  });

  if (database.name === "postgres") {
    it("is shared by two instances on one database", async () => {
      const first = await open();
      const second = await open(first.fields);
      const a = openRateCounters(first.handle);
      const b = openRateCounters(second.handle);
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit("shared", MINUTE)),
      );
      expect((await a.peek("shared"))?.count).toBe(20);
      expect((await b.hit("shared", MINUTE)).count).toBe(21);
    });
  }
});

describe("in-memory rate counters", () => {
  it("stay bounded: the oldest windows are dropped first when full", async () => {
    const counters = new MemoryRateCounters();
    for (let i = 0; i < 200_001; i++) await counters.hit(`device:${i}`, MINUTE);
    expect(await counters.peek("device:0")).toBeUndefined();
    expect((await counters.peek("device:200000"))?.count).toBe(1);
  });
});
