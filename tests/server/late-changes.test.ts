import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AuditEntry,
  LateChangeInForce,
  LateChangeList,
  PublicAnnouncement,
  ScreenBoard,
  ScreensOverview,
} from "#core/contract";
import { buildApp } from "#server/app";
import {
  createTestApp,
  expectError,
  listen,
  login,
  SseClient,
  TEST_EDITION,
  testConfig,
  testDatabases,
} from "./helpers";
import { POSTGRES_ENABLED, startPostgres, type TestPostgres } from "./postgres";
import { signedInAs, staffGet, staffWrite } from "./staff";

/** Sets of TEST_EDITION (tests/server/helpers.ts). */
const KORA = "2031-06-11-kora-i-kompas";
const SZKLANY = "2031-06-11-szklany-wrzesien";
const SLOT = "2031-06-11-student-2000";
const DJ = "2031-06-12-dj-nocny-prom";

const ROUTE = "/api/moderation/late-changes";

const put = (app: FastifyInstance, session: string, body: unknown) =>
  staffWrite(app, session, "PUT", ROUTE, body);
const clear = (app: FastifyInstance, session: string, setId: string) =>
  staffWrite(app, session, "DELETE", `${ROUTE}/${setId}`);
const listOf = (response: { json: () => unknown }) =>
  (response.json() as LateChangeList).lateChanges;
/** An answer as sent for one release: the list under its former name too (late-change-aliases). */
const sent = <T extends object>(answer: T, lateChanges: LateChangeInForce[]) => ({
  ...answer,
  lateChanges,
  setChanges: lateChanges,
});

function poll(app: FastifyInstance, etag?: string) {
  return app.inject({
    method: "GET",
    url: "/api/announcement",
    headers: etag === undefined ? {} : { "if-none-match": etag },
  });
}

async function trail(app: FastifyInstance, session: string): Promise<AuditEntry[]> {
  return (await staffGet(app, session, "/api/moderation/audit")).json<AuditEntry[]>();
}

for (const database of testDatabases()) {
  describe(`late changes to the schedule (${database.name})`, () => {
    it("a lead delays, cancels and restores sets; each change is in the trail with its actor", async () => {
      const app = await createTestApp(database);
      const ewa = await signedInAs(app, "ewa", "lead");

      let answer = await put(app, ewa, { setId: SZKLANY, delayMinutes: 20, cancelled: false });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(
        sent({}, [{ setId: SZKLANY, delayMinutes: 20, cancelled: false, sequence: 1 }]),
      );
      answer = await put(app, ewa, { setId: KORA, delayMinutes: 0, cancelled: true });
      // One per set, ordered by setId; a set's new change replaces its old one and counts on.
      expect(listOf(answer)).toEqual([
        { setId: KORA, delayMinutes: 0, cancelled: true, sequence: 1 },
        { setId: SZKLANY, delayMinutes: 20, cancelled: false, sequence: 1 },
      ]);
      answer = await put(app, ewa, { setId: SZKLANY, delayMinutes: 35, cancelled: false });
      expect(listOf(answer)[1]).toEqual({
        setId: SZKLANY,
        delayMinutes: 35,
        cancelled: false,
        sequence: 2,
      });
      await put(app, ewa, { setId: SLOT, delayMinutes: 10, cancelled: false });
      await put(app, ewa, { setId: DJ, delayMinutes: 15, cancelled: false });

      // No delay and not cancelled is the same as clearing: the set keeps its entry, on plan,
      // with one more change counted (a calendar a visitor imported takes the restored time).
      answer = await put(app, ewa, { setId: KORA, delayMinutes: 0, cancelled: false });
      expect(listOf(answer)[0]).toEqual({
        setId: KORA,
        delayMinutes: 0,
        cancelled: false,
        sequence: 2,
      });
      answer = await clear(app, ewa, SZKLANY);
      expect(answer.statusCode).toBe(200);
      expect(listOf(answer).map((change) => change.setId)).toEqual([KORA, SLOT, SZKLANY, DJ]);
      // The same change again, or a clear of a set on plan, is no news: nothing counts on.
      await clear(app, ewa, SZKLANY);
      await put(app, ewa, { setId: DJ, delayMinutes: 15, cancelled: false });
      await put(app, ewa, { setId: KORA, delayMinutes: 0, cancelled: false });
      // A set back on plan counts on from there when it changes again.
      await put(app, ewa, { setId: KORA, delayMinutes: 5, cancelled: false });

      const list = await staffGet(app, ewa, ROUTE);
      expect(list.statusCode).toBe(200);
      expect(list.headers["cache-control"]).toBe("no-store");
      expect(listOf(list)).toEqual([
        { setId: KORA, delayMinutes: 5, cancelled: false, sequence: 3 },
        { setId: SLOT, delayMinutes: 10, cancelled: false, sequence: 1 },
        { setId: SZKLANY, delayMinutes: 0, cancelled: false, sequence: 3 },
        { setId: DJ, delayMinutes: 15, cancelled: false, sequence: 1 },
      ]);
      // The panel's overview of the screens carries them on the board too.
      const overview = (
        await staffGet(app, ewa, "/api/moderation/screens")
      ).json<ScreensOverview>();
      expect(overview.board.lateChanges).toEqual(listOf(list));

      const lines = (await trail(app, ewa))
        .filter((entry) => entry.action === "set_change")
        .map((entry) => [entry.actor, entry.detail, entry.submissionId]);
      expect(lines.reverse()).toEqual([
        ["ewa", "Opóźnienie 20\u00a0min: Szklany Wrzesień (środa 21:30)", null],
        ["ewa", "Odwołano: Kora i Kompas (środa 20:00)", null],
        ["ewa", "Opóźnienie 35\u00a0min: Szklany Wrzesień (środa 21:30)", null],
        ["ewa", "Opóźnienie 10\u00a0min: koncert zespołu studenckiego (środa 20:00)", null],
        ["ewa", "Opóźnienie 15\u00a0min: DJ Nocny Prom (czwartek 23:00)", null],
        ["ewa", "Przywrócono program: Kora i Kompas (środa 20:00)", null],
        ["ewa", "Przywrócono program: Szklany Wrzesień (środa 21:30)", null],
        ["ewa", "Opóźnienie 5\u00a0min: Kora i Kompas (środa 20:00)", null],
      ]);
    });

    it("only a lead changes the plan; an unknown set or a bad change is a 400 with its reason", async () => {
      const app = await createTestApp(database);
      const lead = await login(app);
      const ola = await signedInAs(app, "ola");
      const change = { setId: KORA, delayMinutes: 10, cancelled: false };

      expectError(await put(app, ola, change), 403, "forbidden_role");
      expectError(await clear(app, ola, KORA), 403, "forbidden_role");
      expectError(await staffGet(app, ola, ROUTE), 403, "forbidden_role");
      expectError(await app.inject({ method: "GET", url: ROUTE }), 401, "unauthorized");
      expectError(
        await app.inject({
          method: "PUT",
          url: ROUTE,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(change),
        }),
        401,
        "unauthorized",
      );

      // Same-origin and JSON, as every staff change (server/plugins/staff-requests.ts).
      const host = "127.0.0.1:4321";
      const forged = await app.inject({
        method: "PUT",
        url: ROUTE,
        headers: {
          host,
          cookie: lead,
          "content-type": "application/json",
          origin: "http://127.0.0.1:9999",
          "sec-fetch-site": "same-site",
        },
        payload: JSON.stringify(change),
      });
      expectError(forged, 403, "forbidden_origin");
      const asForm = await app.inject({
        method: "PUT",
        url: ROUTE,
        headers: { cookie: lead, "content-type": "text/plain" },
        payload: JSON.stringify(change),
      });
      expectError(asForm, 415, "unsupported_media_type");

      const unknown = await put(app, lead, { ...change, setId: "2031-06-11-zespol-widmo" });
      expectError(unknown, 400, "unknown_set");
      expect(unknown.json<{ error: string }>().error).toMatch(/Nie ma takiego występu/);
      expectError(await clear(app, lead, "2025-05-16-mira-wolna"), 400, "unknown_set");
      for (const bad of [
        { ...change, delayMinutes: 181 },
        { ...change, delayMinutes: -5 },
        { ...change, delayMinutes: 7.5 },
        { setId: KORA, delayMinutes: 10 },
        { ...change, setId: "Kora i Kompas" },
        // Only the lead's change: the count of changes is the server's, and nothing else goes.
        { ...change, sequence: 7 },
        { ...change, note: "burza" },
      ]) {
        expectError(await put(app, lead, bad), 400, "invalid_body");
      }
      // The text names the field and what is wrong with it (server/validation-errors.ts).
      const errorOf = async (body: unknown) =>
        (await put(app, lead, body)).json<{ error: string }>();
      expect(await errorOf({ ...change, sequence: 7 })).toEqual({
        code: "invalid_body",
        error: "Nieznane pole: „sequence”.",
      });
      expect((await errorOf({ ...change, delayMinutes: 7.5 })).error).toBe(
        "Pole „delayMinutes” musi być liczbą całkowitą.",
      );
      expect((await errorOf({ ...change, delayMinutes: "10" })).error).toBe(
        "Pole „delayMinutes” musi być liczbą.",
      );
      expect((await errorOf({ setId: KORA, delayMinutes: 10 })).error).toBe(
        "Pole „cancelled” jest wymagane i musi być wartością true albo false.",
      );
      expect((await put(app, lead, { ...change, delayMinutes: 180 })).statusCode).toBe(200);

      // Nothing refused reached the plan or the trail.
      expect(listOf(await staffGet(app, lead, ROUTE))).toEqual([
        { ...change, delayMinutes: 180, sequence: 1 },
      ]);
      const changes = (await trail(app, lead)).filter((entry) => entry.action === "set_change");
      expect(changes.map((entry) => entry.detail)).toEqual([
        "Opóźnienie 180\u00a0min: Kora i Kompas (środa 20:00)",
      ]);
    });

    it("the public poll carries them from memory, with or without an announcement; its ETag follows them alone", async () => {
      const app = await createTestApp(database);
      const lead = await login(app);

      const before = await poll(app);
      expect(before.json()).toEqual(sent({ announcement: null }, []));
      const none = String(before.headers.etag);
      expect(none).toBe('"none"');

      await put(app, lead, { setId: KORA, delayMinutes: 15, cancelled: false });
      const delayed = await poll(app, none);
      expect(delayed.statusCode).toBe(200);
      // The app's clock is outside the test edition's programme hours: the quiet cache life
      // (announcement-cache.test.ts checks both sides of them).
      expect(delayed.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
      expect(delayed.json<PublicAnnouncement>()).toEqual(
        sent({ announcement: null }, [
          { setId: KORA, delayMinutes: 15, cancelled: false, sequence: 1 },
        ]),
      );
      const delayedTag = String(delayed.headers.etag);
      expect(delayedTag).not.toBe(none);
      expect((await poll(app, delayedTag)).statusCode).toBe(304);

      // Another part of the board changes: the phones' copies stay good.
      await staffWrite(app, lead, "PUT", "/api/moderation/screens/mode", {
        screen: null,
        mode: "paused",
      });
      expect((await poll(app, delayedTag)).statusCode).toBe(304);

      await put(app, lead, { setId: KORA, delayMinutes: 25, cancelled: false });
      const later = await poll(app, delayedTag);
      expect(later.statusCode).toBe(200);
      expect(later.json<PublicAnnouncement>().lateChanges).toEqual([
        { setId: KORA, delayMinutes: 25, cancelled: false, sequence: 2 },
      ]);

      const text = "Koncert Kory i Kompasu zaczyna się o 20:25";
      await staffWrite(app, lead, "POST", "/api/moderation/announcement", { text });
      const both = await poll(app, String(later.headers.etag));
      expect(both.statusCode).toBe(200);
      expect(both.json<PublicAnnouncement>()).toMatchObject({
        announcement: { text },
        lateChanges: [{ setId: KORA, delayMinutes: 25 }],
      });
      await staffWrite(app, lead, "DELETE", "/api/moderation/announcement");
      const cleared = await poll(app, String(both.headers.etag));
      expect(cleared.json<PublicAnnouncement>()).toEqual(
        sent({ announcement: null }, [
          { setId: KORA, delayMinutes: 25, cancelled: false, sequence: 2 },
        ]),
      );

      // Back on plan: the set stays in the answer, with no delay and its next sequence, so a
      // phone that knew the delay hears of the restored time; the ETag moves on with it.
      await clear(app, lead, KORA);
      const planned = await poll(app, String(cleared.headers.etag));
      expect(planned.statusCode).toBe(200);
      expect(planned.json()).toEqual(
        sent({ announcement: null }, [
          { setId: KORA, delayMinutes: 0, cancelled: false, sequence: 3 },
        ]),
      );
      expect(new Set([none, delayedTag, planned.headers.etag]).size).toBe(3);
      expect((await poll(app, String(planned.headers.etag))).statusCode).toBe(304);
    });

    it("every screen's board carries them; they survive a restart and leave out sets the edition lost", async () => {
      const storage = await database.fresh();
      const sessionSecret = randomBytes(32).toString("hex");
      const first = await buildApp(testConfig({ ...storage, sessionSecret }));
      let url = await listen(first);
      const screen = await SseClient.open(`${url}/api/screen/stream`);
      const lead = await login(first);
      await put(first, lead, { setId: KORA, delayMinutes: 0, cancelled: true });
      await put(first, lead, { setId: DJ, delayMinutes: 30, cancelled: false });
      await screen.waitFor((client) =>
        client.events.some(
          (event) =>
            event.event === "board" &&
            (JSON.parse(event.data) as ScreenBoard).lateChanges.length === 2,
        ),
      );
      screen.close();
      await first.close();

      const second = await buildApp(testConfig({ ...storage, sessionSecret }));
      try {
        url = await listen(second);
        const answer = await fetch(`${url}/api/announcement`);
        expect(((await answer.json()) as PublicAnnouncement).lateChanges).toEqual([
          { setId: KORA, delayMinutes: 0, cancelled: true, sequence: 1 },
          { setId: DJ, delayMinutes: 30, cancelled: false, sequence: 1 },
        ]);
      } finally {
        await second.close();
      }

      // The content lost its second day since: its set's change is no longer in force anywhere.
      const firstDayOnly = { ...TEST_EDITION, days: TEST_EDITION.days.slice(0, 1) };
      const third = await buildApp(
        testConfig({ ...storage, sessionSecret, edition: firstDayOnly }),
      );
      try {
        const expected = [{ setId: KORA, delayMinutes: 0, cancelled: true, sequence: 1 }];
        expect((await poll(third)).json<PublicAnnouncement>().lateChanges).toEqual(expected);
        expect(listOf(await staffGet(third, await login(third), ROUTE))).toEqual(expected);
      } finally {
        await third.close();
      }
    });
  });
}

/**
 * Two instances on one PostgreSQL: a change made through one reaches the other's public poll
 * (LISTEN/NOTIFY), and both name it with the same ETag, so a phone whose polls alternate between
 * them keeps getting 304s.
 */
describe.runIf(POSTGRES_ENABLED)("late changes across two instances on one PostgreSQL", () => {
  let cluster: TestPostgres;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    cluster = await startPostgres();
    const databaseUrl = await cluster.createDatabase();
    const sessionSecret = randomBytes(32).toString("hex");
    a = await buildApp(testConfig({ databaseUrl, sessionSecret }));
    b = await buildApp(testConfig({ databaseUrl, sessionSecret }));
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await cluster?.stop();
  });

  it("a delay made on A is in B's poll within moments, under the same ETag", async () => {
    const lead = await login(a);
    const leadOnB = await login(b);
    await put(a, lead, { setId: SZKLANY, delayMinutes: 20, cancelled: false });
    await expect
      .poll(async () => (await poll(b)).json<PublicAnnouncement>().lateChanges)
      .toEqual([{ setId: SZKLANY, delayMinutes: 20, cancelled: false, sequence: 1 }]);
    const [onA, onB] = [await poll(a), await poll(b)];
    expect(onA.headers.etag).toBe(onB.headers.etag);
    expect((await poll(b, String(onA.headers.etag))).statusCode).toBe(304);

    // Two leads on two instances at the same moment: both changes hold, on both.
    await Promise.all([
      put(a, lead, { setId: KORA, delayMinutes: 0, cancelled: true }),
      put(b, leadOnB, { setId: DJ, delayMinutes: 10, cancelled: false }),
    ]);
    const expected = [
      { setId: KORA, delayMinutes: 0, cancelled: true, sequence: 1 },
      { setId: SZKLANY, delayMinutes: 20, cancelled: false, sequence: 1 },
      { setId: DJ, delayMinutes: 10, cancelled: false, sequence: 1 },
    ];
    await expect
      .poll(() => [a.lateChanges.inForce(), b.lateChanges.inForce()])
      .toEqual([expected, expected]);
    await expect
      .poll(async () => (await poll(a)).headers.etag === (await poll(b)).headers.etag)
      .toBe(true);
  });
});
