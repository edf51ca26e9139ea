import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "#content-layer/load";
import { editionMessageWindow, messageWindowInstants } from "#core/message-window";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import type { DatabaseHandle } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrations";
import { openDatabase } from "#server/db/open-database";
import { retentionPolicy, startRetention, type RetentionJob } from "#server/operations/retention";
import { TEST_EDITION, testConfig, testDatabases } from "./helpers";

/**
 * server/operations/README.md#privacy: the edition's messages, the hashes of their senders, the
 * blocks and the audit trail are deleted `messageRetentionDays` after the edition ends, by the
 * server.
 */
const IGNORED_EVENTS = { answered: () => {}, failed: () => {} };
/** The test edition's window closes at 2031-06-13T21:59:59Z; 30 days after its last second: */
const POLICY = retentionPolicy(
  messageWindowInstants(editionMessageWindow(TEST_EDITION)).closesAt,
  30,
);
const DELETE_BEFORE = "2031-07-13T22:00:00.000Z";
const JUST_BEFORE = new Date(Date.parse(DELETE_BEFORE) - 1);
const DURING = "2031-06-12T18:00:00.000Z";
/** A message written after the date (a test of the next edition's form): not this edition's. */
const LATER = "2031-07-14T10:00:00.000Z";

const handles: DatabaseHandle[] = [];
const jobs: RetentionJob[] = [];
afterEach(async () => {
  for (const job of jobs.splice(0)) await job.stop();
  for (const handle of handles.splice(0)) await handle.close();
});

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: Array<{ level: number; msg: string; deleted?: Record<string, number> }> = [];
  const log = Fastify({
    logger: { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  }).log;
  return { log, lines };
}

function clockAt(start: Date) {
  let now = start;
  return {
    now: () => now,
    set: (instant: Date) => {
      now = instant;
    },
  };
}

describe.each(testDatabases())("retention on $name", (database) => {
  async function open(fields?: Awaited<ReturnType<typeof database.fresh>>) {
    const config = fields ?? (await database.fresh());
    const handle = openDatabase(config, IGNORED_EVENTS);
    handles.push(handle);
    await migrateToLatest(handle);
    return handle;
  }

  /**
   * Three messages of the edition (one shown then hidden, one on screen), a block, two audit
   * entries, and a message (on screen) and an audit entry written later. Resolves to the ids.
   */
  async function seed(handle: DatabaseHandle) {
    const message = (created_at: string, sender: string) => ({
      author: "Ala z Mokotowa",
      message: "Pozdrowienia dla całego stadionu!",
      status: "approved" as const,
      created_at,
      decided_at: created_at,
      sender,
      duplicate_key: "pozdrowienia dla calego stadionu",
      flags: "",
    });
    const ids = await handle.db
      .insertInto("submissions")
      .values([
        message(DURING, "hash-a"),
        message(DURING, "hash-b"),
        message(DURING, "hash-a"),
        message(LATER, "hash-c"),
      ])
      .returning("id")
      .execute();
    const [first, second, , later] = ids.map((row) => row.id);
    await handle.db
      .insertInto("screen_events")
      .values([
        { submission_id: first as number, kind: "show", at: DURING },
        { submission_id: first as number, kind: "hide", at: DURING },
        { submission_id: second as number, kind: "show", at: DURING },
        { submission_id: later as number, kind: "show", at: LATER },
      ])
      .execute();
    await handle.db
      .insertInto("sender_blocks")
      .values({
        sender: "hash-a",
        blocked_by: "koordynator",
        blocked_at: DURING,
        submission_id: first as number,
        example: "Pozdrowienia dla całego stadionu!",
        example_author: "Ala z Mokotowa",
      })
      .execute();
    await handle.db
      .insertInto("audit_log")
      .values([
        { at: DURING, actor: "koordynator", action: "approve", submission_id: first, detail: "" },
        { at: DURING, actor: "koordynator", action: "block", submission_id: first, detail: "" },
        { at: LATER, actor: "koordynator", action: "approve", submission_id: later, detail: "" },
      ])
      .execute();
    await handle.db
      .insertInto("announcements")
      .values([
        { text: "Szukamy Kuby w zielonej czapce", created_by: "koordynator", created_at: DURING },
        { text: "Wejście 2 zamknięte", created_by: "koordynator", created_at: LATER },
      ])
      .execute();
    return { second: second as number, later: later as number };
  }

  async function counts(handle: DatabaseHandle) {
    const count = async (
      table: "submissions" | "screen_events" | "sender_blocks" | "audit_log" | "announcements",
    ) => {
      const row = await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    return {
      submissions: await count("submissions"),
      screen_events: await count("screen_events"),
      sender_blocks: await count("sender_blocks"),
      audit_log: await count("audit_log"),
      announcements: await count("announcements"),
    };
  }

  it("deletes nothing before the date, everything of the edition after it, and says what", async () => {
    const handle = await open();
    await seed(handle);
    const clock = clockAt(JUST_BEFORE);
    const { log, lines } = capturedLog();
    const job = startRetention({ db: handle.db, policy: POLICY, log, clock: clock.now });
    jobs.push(job);
    expect(POLICY.deleteBefore.toISOString()).toBe(DELETE_BEFORE);

    expect(await job.run()).toBeUndefined();
    expect(await counts(handle)).toEqual({
      submissions: 4,
      screen_events: 4,
      sender_blocks: 1,
      audit_log: 3,
      announcements: 2,
    });
    expect(lines).toEqual([]);

    clock.set(new Date(DELETE_BEFORE));
    const deleted = {
      submissions: 3,
      screen_events: 3,
      sender_blocks: 1,
      audit_log: 2,
      announcements: 1,
    };
    expect(await job.run()).toEqual(deleted);
    // What is left was written after the date.
    expect(await counts(handle)).toEqual({
      submissions: 1,
      screen_events: 1,
      sender_blocks: 0,
      audit_log: 1,
      announcements: 1,
    });
    const senders = await handle.db.selectFrom("submissions").select("sender").execute();
    expect(senders).toEqual([{ sender: "hash-c" }]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, deleted });
    expect(lines[0]?.msg).toBe(
      `retention: deleted what was written before ${DELETE_BEFORE} (30 days after the edition): ` +
        "submissions 3, screen_events 3, sender_blocks 1, audit_log 2, announcements 1",
    );

    // The next pass finds nothing more and says nothing.
    expect(await job.run()).toEqual({
      submissions: 0,
      screen_events: 0,
      sender_blocks: 0,
      audit_log: 0,
      announcements: 0,
    });
    expect(lines).toHaveLength(1);
  });

  it("looks again on its timer: the first pass after the date deletes", async () => {
    const handle = await open();
    await seed(handle);
    const clock = clockAt(JUST_BEFORE);
    const { log, lines } = capturedLog();
    jobs.push(
      startRetention({ db: handle.db, policy: POLICY, log, clock: clock.now, everyMs: 20 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await counts(handle)).submissions).toBe(4);
    clock.set(new Date(DELETE_BEFORE));
    await expect.poll(async () => (await counts(handle)).submissions).toBe(1);
    expect(lines.map((line) => line.deleted)).toEqual([
      { submissions: 3, screen_events: 3, sender_blocks: 1, audit_log: 2, announcements: 1 },
    ]);
  });

  it("logs a database that does not answer and keeps the process up", async () => {
    const handle = await open();
    const { log, lines } = capturedLog();
    const job = startRetention({
      db: handle.db,
      policy: POLICY,
      log,
      clock: () => new Date(DELETE_BEFORE),
    });
    jobs.push(job);
    await handles.splice(0)[0]?.close();
    expect(await job.run()).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: "retention: deletion failed, trying again in an hour",
    });
  });

  it("runs when the server starts, and the screen's memory forgets what it deleted", async () => {
    const fields = await database.fresh();
    const before = await open(fields);
    const { second, later } = await seed(before);
    await handles.splice(0)[0]?.close();

    const app = await buildApp(
      testConfig({ ...fields, retention: POLICY, clock: () => new Date(JUST_BEFORE) }),
    );
    const onScreen = async (server: typeof app) =>
      (await server.feed.remembered.recentScreenMessages()).map((event) =>
        event.kind === "show" ? event.message.id : event.id,
      );
    try {
      // Before the date the server deletes nothing; its memory (served during an outage) holds
      // both messages on screen.
      expect((await counts(await open(fields))).submissions).toBe(4);
      expect(await onScreen(app)).toEqual([second, later]);
    } finally {
      await app.close();
    }

    const restarted = await buildApp(
      testConfig({ ...fields, retention: POLICY, clock: () => new Date(DELETE_BEFORE) }),
    );
    try {
      expect((await counts(await open(fields))).submissions).toBe(1);
      expect(await onScreen(restarted)).toEqual([later]);
    } finally {
      await restarted.close();
    }
  });
});

describe("the retention policy of content/", () => {
  it("is the edition's messageRetentionDays (30) after its message window closes", () => {
    const { retention } = loadConfig({}, PROJECT_ROOT);
    // The 2025 edition's window closes at 23:59:59 on 17 May in Warsaw (CEST, +02:00).
    expect(retention).toEqual({ days: 30, deleteBefore: new Date("2025-06-16T22:00:00.000Z") });
  });
});
