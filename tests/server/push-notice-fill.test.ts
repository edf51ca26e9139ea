import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrations";
import { openDatabase } from "#server/db/open-database";
import {
  audienceOf,
  audienceText,
  DELIVERIES_PER_COMMIT,
  fillNotice,
  type NoticeAudience,
} from "#server/db/push-notice-fill";
import { PushQueueRepository } from "#server/db/push-queue-repo";
import { testDatabases } from "./helpers";

/**
 * Writing a notice's deliveries (server/push/README.md#the-queue): a few hundred per commit, so a
 * fan-out to thousands of phones leaves room for the submissions and the screens between commits,
 * and resumed where a stopped instance left it, each phone once.
 */

const IGNORED_EVENTS = { answered: () => {}, failed: () => {} };
const STARRING = 1234;
const SET = "2031-06-11-szklany-wrzesien";
const handles: DatabaseHandle[] = [];

afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
});

describe.each(testDatabases())("a notice's deliveries on $name", (database) => {
  async function open() {
    const clock = { now: new Date("2031-06-11T18:00:00.000Z") };
    const handle = openDatabase(await database.fresh(), IGNORED_EVENTS);
    handles.push(handle);
    await migrateToLatest(handle);
    // The phones starring the set, and as many that starred another one only, written at once.
    const phones = Array.from({ length: STARRING * 2 }, (_, index) => ({
      endpoint: `https://push.example.net/wpush/v2/${String(index).padStart(5, "0")}`,
      p256dh:
        "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
      auth: "tBHItJI5svbpez7KI4CCXg",
      language: index % 2 === 0 ? ("pl" as const) : ("en" as const),
      reminder_minutes: 10,
      created_at: clock.now.toISOString(),
      updated_at: clock.now.toISOString(),
    }));
    for (let from = 0; from < phones.length; from += 500) {
      const some = phones.slice(from, from + 500);
      await handle.db.insertInto("push_subscriptions").values(some).execute();
      await handle.db
        .insertInto("push_subscription_sets")
        .values(
          some.map(({ endpoint }, index) => ({
            endpoint,
            set_id: from + index < STARRING ? SET : "2031-06-12-wydma",
          })),
        )
        .execute();
    }
    return { clock, handle, queue: new PushQueueRepository(handle, () => clock.now) };
  }

  async function deliveriesOf(handle: DatabaseHandle, noticeId: number) {
    const rows = await handle.db
      .selectFrom("push_deliveries")
      .select("endpoint")
      .where("notice_id", "=", noticeId)
      .execute();
    return rows.map((row) => row.endpoint);
  }

  async function noticeRow(handle: DatabaseHandle, key: string) {
    return handle.db
      .selectFrom("push_notices")
      .select(["id", "filled_at"])
      .where("notice_key", "=", key)
      .executeTakeFirstOrThrow();
  }

  const lateChange = (key: string, audience: NoticeAudience) => ({
    key,
    kind: "late-change" as const,
    content: "{}",
    expiresAt: new Date("2031-06-11T21:00:00.000Z"),
    audience,
  });

  it("writes a fan-out in commits of a few hundred, answering other queries between them", async () => {
    const { handle, queue } = await open();
    const order: string[] = [];
    const filling = queue
      .enqueue(lateChange(`late:${SET}:1`, { kind: "set", setId: SET }))
      .then((count) => {
        order.push("fan-out");
        return count;
      });
    // A submission's query, asked while the fan-out is being written: answered between two of
    // its commits, not after the whole of it.
    await new Promise((resolve) => setImmediate(resolve));
    await handle.db.selectFrom("push_notices").select("id").execute();
    order.push("other query");
    expect(await filling).toBe(STARRING);
    expect(order).toEqual(["other query", "fan-out"]);

    const notice = await noticeRow(handle, `late:${SET}:1`);
    expect(notice.filled_at).toBe("2031-06-11T18:00:00.000Z");
    const endpoints = await deliveriesOf(handle, Number(notice.id));
    expect(endpoints).toHaveLength(STARRING);
    expect(new Set(endpoints).size).toBe(STARRING);
    expect(endpoints.every((endpoint) => Number(endpoint.slice(-5)) < STARRING)).toBe(true);

    // The same change heard again (another instance, a tick) adds nothing.
    expect(await queue.enqueue(lateChange(`late:${SET}:1`, { kind: "set", setId: SET }))).toBe(
      undefined,
    );
    expect(await queue.enqueue(lateChange("announcement:7", { kind: "everyone" }))).toBe(
      STARRING * 2,
    );
  });

  it("resumes a fan-out its instance stopped writing, once a lease has passed, each phone once", async () => {
    const { clock, handle, queue } = await open();
    const audience: NoticeAudience = { kind: "set", setId: SET, reminderMinutes: 10 };
    const stored = await handle.db
      .insertInto("push_notices")
      .values({
        notice_key: `reminder:${SET}:10`,
        kind: "reminder",
        content: "{}",
        created_at: clock.now.toISOString(),
        expires_at: "2031-06-11T19:00:00.000Z",
        audience: audienceText(audience),
        filled_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const noticeId = Number(stored.id);
    // The instance stops after its first commit.
    await expect(
      fillNotice(
        handle.db,
        noticeId,
        audience,
        clock.now.toISOString(),
        () => {
          throw new Error("stopped");
        },
        false,
      ),
    ).rejects.toThrow("stopped");
    expect(await deliveriesOf(handle, noticeId)).toHaveLength(DELIVERIES_PER_COMMIT);

    // Within the lease the writer may still be at it: left alone.
    clock.now = new Date("2031-06-11T18:00:30.000Z");
    expect(await queue.resumeFills(60_000)).toBe(0);
    clock.now = new Date("2031-06-11T18:01:00.000Z");
    expect(await queue.resumeFills(60_000)).toBe(STARRING - DELIVERIES_PER_COMMIT);
    const endpoints = await deliveriesOf(handle, noticeId);
    expect(endpoints).toHaveLength(STARRING);
    expect(new Set(endpoints).size).toBe(STARRING);
    expect((await noticeRow(handle, `reminder:${SET}:10`)).filled_at).toBe(
      "2031-06-11T18:01:00.000Z",
    );
    // Filled: nothing more to resume.
    expect(await queue.resumeFills(60_000)).toBe(0);
  });

  it("resumes nothing of a notice that has expired", async () => {
    const { clock, handle, queue } = await open();
    await handle.db
      .insertInto("push_notices")
      .values({
        notice_key: "announcement:old",
        kind: "announcement",
        content: "{}",
        created_at: clock.now.toISOString(),
        expires_at: "2031-06-11T18:00:30.000Z",
        audience: audienceText({ kind: "everyone" }),
        filled_at: null,
      })
      .execute();
    clock.now = new Date("2031-06-11T18:05:00.000Z");
    expect(await queue.resumeFills(60_000)).toBe(0);
  });
});

describe("a notice's kept audience", () => {
  it("reads back what was kept, and nothing from a damaged one", () => {
    const audience: NoticeAudience = { kind: "set", setId: SET, reminderMinutes: 15 };
    expect(audienceOf(audienceText(audience))).toEqual(audience);
    expect(audienceOf(audienceText({ kind: "everyone" }))).toEqual({ kind: "everyone" });
    expect(audienceOf(null)).toBeUndefined();
    expect(audienceOf('{"kind":"set"')).toBeUndefined();
    expect(audienceOf('{"kind":"some"}')).toBeUndefined();
  });
});
