import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import {
  type AuditEntry,
  type MessageReceipt,
  type NightFigures,
  type ScreenBoard,
  type ScreenLink,
  type ScreensOverview,
} from "#core/contract";
import { MAX_NAMED_SCREENS } from "#core/screen-heartbeats";
import { screenKeyFrom } from "#core/screen-links";
import {
  createTestApp,
  expectError,
  listen,
  login,
  moderate,
  SseClient,
  testDatabases,
} from "./helpers";
import { Phone } from "./phone";
import { CHEAP_PROOFS } from "./proofs";
import { testClock } from "./test-clock";
import { screenHeartbeat } from "./screen-report";
import { signedInAs, staffGet, staffWrite } from "./staff";

const boardEvents = (stream: SseClient) =>
  stream.events
    .filter((event) => event.event === "board")
    .map((event) => JSON.parse(event.data) as ScreenBoard);

async function receiptOf(app: FastifyInstance, phone: Phone): Promise<MessageReceipt["receipt"]> {
  const response = await app.inject({
    method: "GET",
    url: "/api/submissions/receipt",
    headers: phone.cookie ? { cookie: phone.cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  return response.json<MessageReceipt>().receipt;
}

for (const database of testDatabases()) {
  describe(`the screens on the night (${database.name})`, () => {
    it("an announcement reaches every screen stream at once, is in the trail, and is cleared", async () => {
      const app = await createTestApp(database);
      const url = await listen(app);
      const lead = await login(app);
      const ola = await signedInAs(app, "ola");
      const screens = await Promise.all([
        SseClient.open(`${url}/api/screen/stream`),
        SseClient.open(`${url}/api/screen/stream`),
      ]);
      for (const stream of screens) {
        await stream.waitFor((client) => boardEvents(client).length >= 1);
        expect(boardEvents(stream)[0]).toMatchObject({ announcement: null, modeForAll: "live" });
      }

      const text = "Wejście 2 zamknięte — korzystaj z Wejścia 1";
      const posted = await staffWrite(app, lead, "POST", "/api/moderation/announcement", { text });
      expect(posted.statusCode).toBe(200);
      const board = posted.json<ScreenBoard>();
      expect(board.announcement).toMatchObject({ text, endsAt: null });
      for (const stream of screens) {
        await stream.waitFor((client) => boardEvents(client).length >= 2);
        expect(boardEvents(stream).at(-1)).toEqual(board);
      }

      // A moderator sees the screens but changes nothing; the lead's changes are checked.
      expectError(
        await staffWrite(app, ola, "POST", "/api/moderation/announcement", { text: "x" }),
        403,
        "forbidden_role",
      );
      expect((await staffGet(app, ola, "/api/moderation/screens")).statusCode).toBe(200);
      expectError(
        await staffWrite(app, lead, "POST", "/api/moderation/announcement", { text: " " }),
        400,
        "invalid_body",
      );
      expectError(
        await staffWrite(app, lead, "POST", "/api/moderation/announcement", {
          text: "Za późno",
          endsAt: "2020-01-01T00:00:00Z",
        }),
        400,
        "invalid_body",
      );

      const cleared = await staffWrite(app, lead, "DELETE", "/api/moderation/announcement");
      expect(cleared.json<ScreenBoard>().announcement).toBeNull();
      for (const stream of screens) {
        await stream.waitFor((client) => boardEvents(client).at(-1)?.announcement === null);
        stream.close();
      }
      const trail = (await staffGet(app, lead, "/api/moderation/audit")).json<AuditEntry[]>();
      expect(trail.slice(0, 2).map((entry) => [entry.action, entry.actor, entry.detail])).toEqual([
        ["clear_announcement", "koordynator", text],
        ["announce", "koordynator", text],
      ]);
    });

    it("pauses, blacks out and resumes one screen or all; settings are checked and recorded", async () => {
      const app = await createTestApp(database);
      const lead = await login(app);
      const mode = (body: object) =>
        staffWrite(app, lead, "PUT", "/api/moderation/screens/mode", body);

      let board = (await mode({ screen: "scena-glowna", mode: "paused" })).json<ScreenBoard>();
      expect(board).toMatchObject({ modeForAll: "live", modes: { "scena-glowna": "paused" } });
      board = (await mode({ screen: "strefa-chill", mode: "blackout" })).json<ScreenBoard>();
      expect(board.modes).toEqual({ "scena-glowna": "paused", "strefa-chill": "blackout" });
      // "All screens" ends every screen's own mode.
      board = (await mode({ screen: null, mode: "paused" })).json<ScreenBoard>();
      expect(board).toMatchObject({ modeForAll: "paused", modes: {} });
      board = (await mode({ screen: null, mode: "live" })).json<ScreenBoard>();
      expect(board).toMatchObject({ modeForAll: "live", modes: {} });
      expectError(await mode({ screen: "Scena Główna", mode: "paused" }), 400, "invalid_body");
      expectError(await mode({ screen: null, mode: "off" }), 400, "invalid_body");

      const settings = {
        paceSeconds: 10,
        minimumSeconds: 6,
        senderGapMinutes: 3,
        waitWarningMinutes: 1,
      };
      const saved = await staffWrite(
        app,
        lead,
        "PUT",
        "/api/moderation/screens/settings",
        settings,
      );
      expect(saved.json<ScreenBoard>().settings).toEqual(settings);
      // A rule broken is named, in Polish, on the wire: the field and the rule.
      const tooLong = await staffWrite(app, lead, "PUT", "/api/moderation/screens/settings", {
        ...settings,
        minimumSeconds: 12,
      });
      expectError(tooLong, 400, "invalid_body");
      expect(tooLong.json<{ error: string }>().error).toBe(
        "Minimalny czas nie może być dłuższy niż tempo rotacji.",
      );
      const empty = await staffWrite(app, lead, "POST", "/api/moderation/announcement", {
        text: " ",
      });
      expect(empty.json()).toEqual({
        code: "invalid_body",
        error: "Pole „text” nie może być puste.",
      });
      const past = await staffWrite(app, lead, "POST", "/api/moderation/announcement", {
        text: "Za późno",
        endsAt: "2020-01-01T00:00:00Z",
      });
      expect(past.json()).toEqual({
        code: "invalid_body",
        error: "Pole „endsAt” musi wskazywać chwilę w przyszłości.",
      });
      const overview = (
        await staffGet(app, lead, "/api/moderation/screens")
      ).json<ScreensOverview>();
      expect(overview.board.settings).toEqual(settings);
      expect(overview.board.version).toBe(5);

      const trail = (await staffGet(app, lead, "/api/moderation/audit")).json<AuditEntry[]>();
      expect(trail.slice(0, 5).map((entry) => entry.detail)).toEqual([
        "czas 10\u00a0s, minimum 6\u00a0s, odstęp nadawcy 3\u00a0min, ostrzeżenie po 1\u00a0min",
        "wszystkie telebimy: na żywo",
        "wszystkie telebimy: wstrzymany",
        "strefa-chill: wygaszony",
        "scena-glowna: wstrzymany",
      ]);
    });

    it("the public pages' announcement: from memory, cacheable, 304 when unchanged, gone at its end", async () => {
      const time = testClock();
      const app = await createTestApp(database, { clock: time.clock });
      const lead = await login(app);
      const ask = (etag?: string) =>
        app.inject({
          method: "GET",
          url: "/api/announcement",
          headers: etag ? { "if-none-match": etag } : {},
        });

      const none = await ask();
      expect(none.json()).toEqual({ announcement: null, lateChanges: [], setChanges: [] });
      // The app's clock is outside the test edition's programme hours: the quiet cache life
      // (announcement-cache.test.ts checks both sides of them).
      expect(none.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
      // Small, as every open page asks for it: no page policy on a JSON answer, the rest stays.
      expect(none.headers["content-security-policy"]).toBeUndefined();
      expect(none.headers["x-content-type-options"]).toBe("nosniff");
      expect((await ask(String(none.headers.etag))).statusCode).toBe(304);

      const endsAt = new Date(time.clock().getTime() + 60_000).toISOString();
      await staffWrite(app, lead, "POST", "/api/moderation/announcement", {
        text: "Szukamy Kuby w zielonej czapce, zgłoś się do punktu informacji",
        endsAt,
      });
      const some = await ask(String(none.headers.etag));
      expect(some.statusCode).toBe(200);
      expect(some.json()).toMatchObject({ announcement: { endsAt, text: expect.any(String) } });
      expect((await ask(String(some.headers.etag))).statusCode).toBe(304);

      time.advance(61_000);
      const ended = await ask(String(some.headers.etag));
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toEqual({ announcement: null, lateChanges: [], setChanges: [] });
    });

    it("named screens report by heartbeat: the panel's list, online or not, and what they show", async () => {
      const time = testClock();
      const app = await createTestApp(database, { clock: time.clock, ...CHEAP_PROOFS });
      const lead = await login(app);
      const phone = new Phone(app);
      const { id } = (await phone.send("Pozdrowienia z trybuny B", "Kasia")).json<{ id: number }>();
      await moderate(app, lead, id, "approve");

      expect(
        (await screenHeartbeat(app, { showing: { kind: "message", id }, waiting: 2 })).statusCode,
      ).toBe(204);
      time.advance(20_000);
      await screenHeartbeat(app, {
        screen: "strefa-chill",
        mode: "blackout",
        showing: { kind: "blackout" },
      });
      time.advance(10_000);
      const overview = (
        await staffGet(app, lead, "/api/moderation/screens")
      ).json<ScreensOverview>();
      expect(overview.screens).toEqual([
        {
          screen: "scena-glowna",
          lastHeartbeatAt: "2025-05-16T18:00:00.000Z",
          online: false,
          mode: "live",
          showing: { kind: "message", id },
          showingText: "Pozdrowienia z trybuny B — Kasia",
          waiting: 2,
        },
        expect.objectContaining({ screen: "strefa-chill", online: true, mode: "blackout" }),
      ]);

      expectError(await screenHeartbeat(app, { screen: "Zła Nazwa" }), 400, "invalid_body");
      expectError(await screenHeartbeat(app, { waiting: -1 }), 400, "invalid_body");
    });

    it(`keeps at most ${MAX_NAMED_SCREENS} names; a name silent for an hour makes room`, async () => {
      const time = testClock();
      const app = await createTestApp(database, { clock: time.clock });
      for (let i = 0; i < MAX_NAMED_SCREENS; i++) {
        expect((await screenHeartbeat(app, { screen: `ekran-${i}` })).statusCode).toBe(204);
      }
      expectError(await screenHeartbeat(app, { screen: "jeszcze-jeden" }), 429, "too_many_screens");
      // A known name still reports.
      expect((await screenHeartbeat(app, { screen: "ekran-7", waiting: 1 })).statusCode).toBe(204);
      time.advance(61 * 60_000);
      expect((await screenHeartbeat(app, { screen: "jeszcze-jeden" })).statusCode).toBe(204);
    });

    it("only a screen opened with its lead's link reports: the key of its name, from the panel", async () => {
      const app = await createTestApp(database, CHEAP_PROOFS);
      const lead = await login(app);
      const ola = await signedInAs(app, "ola");
      const phone = new Phone(app);
      const { id } = (await phone.send("Pozdrowienia z sektora D", "Iga")).json<{ id: number }>();
      await moderate(app, lead, id, "approve");

      const link = await staffGet(app, lead, "/api/moderation/screens/link?screen=wejscie-2");
      expect(link.statusCode).toBe(200);
      expect(link.headers["cache-control"]).toBe("no-store");
      const { screen, path } = link.json<ScreenLink>();
      expect(screen).toBe("wejscie-2");
      expect(path).toMatch(/^\/telebim\?ekran=wejscie-2#klucz=[A-Za-z0-9_-]{22}$/);
      const key = screenKeyFrom(path.slice(path.indexOf("#"))) ?? "";
      expect(key).toHaveLength(22);
      // The same name always gets the same link: a screen reopened keeps working.
      expect(
        (await staffGet(app, lead, "/api/moderation/screens/link?screen=wejscie-2")).json(),
      ).toEqual({ screen, path });

      // Anyone who opens /telebim with a name alone, or borrows another screen's key, is refused,
      // and what they claim to show is not taken for shown.
      const forged = { screen: "wejscie-2", showing: { kind: "message" as const, id } };
      expectError(await screenHeartbeat(app, { ...forged, key: "" }), 403, "screen_key_invalid");
      expectError(
        await screenHeartbeat(app, { ...forged, key: app.screenKeys.keyFor("scena-glowna") }),
        403,
        "screen_key_invalid",
      );
      const tampered = `${key.slice(0, 21)}${key.endsWith("A") ? "B" : "A"}`;
      expectError(
        await screenHeartbeat(app, { ...forged, key: tampered }),
        403,
        "screen_key_invalid",
      );
      expect(
        (await staffGet(app, lead, "/api/moderation/screens")).json<ScreensOverview>().screens,
      ).toEqual([]);
      expect(await receiptOf(app, phone)).toMatchObject({ state: "approved", shownAt: null });

      // With the link's key it is listed, and the message it shows counts as shown.
      expect((await screenHeartbeat(app, { ...forged, key })).statusCode).toBe(204);
      expect(
        (await staffGet(app, lead, "/api/moderation/screens")).json<ScreensOverview>().screens,
      ).toEqual([
        expect.objectContaining({ screen: "wejscie-2", showing: { kind: "message", id } }),
      ]);
      expect(await receiptOf(app, phone)).toMatchObject({ state: "shown" });

      // Links are a lead's to give.
      expectError(
        await staffGet(app, ola, "/api/moderation/screens/link?screen=x"),
        403,
        "forbidden_role",
      );
      expectError(
        await app.inject({ method: "GET", url: "/api/moderation/screens/link?screen=x" }),
        401,
        "unauthorized",
      );
      expectError(
        await staffGet(app, lead, "/api/moderation/screens/link?screen=Zła%20Nazwa"),
        400,
        "invalid_query",
      );
    });

    it("the sender's receipt follows its own last message: waiting, approved, on screen, refused", async () => {
      const app = await createTestApp(database, CHEAP_PROOFS);
      const lead = await login(app);
      const phone = new Phone(app);
      const stranger = new Phone(app);
      expect(await receiptOf(app, phone)).toBeNull();

      const { id } = (await phone.send("Dzięki za ten wieczór!", "Marek")).json<{ id: number }>();
      expect(await receiptOf(app, phone)).toEqual({ id, state: "pending", shownAt: null });
      // Another device sees nothing of it.
      expect(await receiptOf(app, stranger)).toBeNull();

      await moderate(app, lead, id, "approve");
      expect(await receiptOf(app, phone)).toMatchObject({ state: "approved", shownAt: null });
      await screenHeartbeat(app, { showing: { kind: "message", id } });
      const shown = await receiptOf(app, phone);
      expect(shown).toMatchObject({ state: "shown", shownAt: expect.any(String) });
      // The first showing counts: a later heartbeat does not move it.
      await screenHeartbeat(app, { screen: "strefa-chill", showing: { kind: "message", id } });
      expect(await receiptOf(app, phone)).toEqual(shown);

      const second = (await phone.send("Gramy dalej do rana", "Marek")).json<{ id: number }>();
      await moderate(app, lead, second.id, "reject");
      expect(await receiptOf(app, phone)).toEqual({
        id: second.id,
        state: "rejected",
        shownAt: null,
      });
    });

    it("the panel's wait for the screens follows the lead's settings and warns past the limit", async () => {
      const app = await createTestApp(database, CHEAP_PROOFS);
      const lead = await login(app);
      await staffWrite(app, lead, "PUT", "/api/moderation/screens/settings", {
        paceSeconds: 30,
        minimumSeconds: 30,
        senderGapMinutes: 0,
        waitWarningMinutes: 1,
      });
      const texts = ["Pierwsza fala", "Druga fala z trybuny", "Trzecia fala spod sceny"];
      const ids: number[] = [];
      for (const text of texts) {
        const { id } = (await new Phone(app).send(text, "Kibic")).json<{ id: number }>();
        await moderate(app, lead, id, "approve");
        ids.push(id);
      }
      const figures = (await staffGet(app, lead, "/api/moderation/figures")).json<NightFigures>();
      expect(figures).toMatchObject({
        approvedWaitingForScreen: 3,
        screenWaitSeconds: 90,
        screenWaitWarning: true,
      });
      // A screen's first showing is a committed change like any other (the change bus): the
      // next poll counts it at once, not after the shared read's few seconds.
      await screenHeartbeat(app, { showing: { kind: "message", id: ids[0] ?? 0 } });
      const after = (await staffGet(app, lead, "/api/moderation/figures")).json<NightFigures>();
      expect(after.approvedWaitingForScreen).toBe(2);
    });
  });
}
