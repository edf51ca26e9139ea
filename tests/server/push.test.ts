import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry, NightFigures, PushPayload } from "#core/contract";
import { createTestApp, expectError, testDatabases } from "./helpers";
import { signedInAs, staffGet, staffWrite } from "./staff";
import { testClock } from "./test-clock";
import { PushServiceStandIn } from "../support/push-service-stand-in";
import {
  DRUGI,
  KORA,
  pushSettings,
  settle,
  SLOT,
  subscribe,
  SZKLANY,
  unsubscribe,
} from "./push-support";

let standIn: PushServiceStandIn;
beforeAll(async () => {
  standIn = await PushServiceStandIn.start();
});
afterAll(async () => {
  await standIn.close();
});

const payloadOf = (push: { payload: unknown }) => push.payload as PushPayload;
const lateChange = (setId: string, delayMinutes: number, cancelled = false) => ({
  setId,
  delayMinutes,
  cancelled,
});

for (const database of testDatabases()) {
  describe(`notifications: subscribing (${database.name})`, () => {
    it("hands out the VAPID key, keeps a subscription and forgets it when turned off", async () => {
      const app = await createTestApp(database, { push: pushSettings(standIn) });
      const key = await app.inject({ method: "GET", url: "/api/push/key" });
      expect(key.statusCode).toBe(200);
      expect(key.json<{ publicKey: string }>().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

      const phone = standIn.subscription();
      const answer = await subscribe(app, { subscription: phone, setIds: [SZKLANY] });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ ok: true });
      expect((await app.push?.figures())?.subscriptions).toBe(1);
      // Re-sent with a changed plan: still one subscription.
      expect((await subscribe(app, { subscription: phone, setIds: [KORA] })).statusCode).toBe(200);
      expect((await app.push?.figures())?.subscriptions).toBe(1);

      const off = await unsubscribe(app, phone.endpoint);
      expect(off.statusCode).toBe(204);
      expect((await app.push?.figures())?.subscriptions).toBe(0);
    });

    it("answers 404 push_off on a server whose notifications are off", async () => {
      const app = await createTestApp(database);
      expectError(await app.inject({ method: "GET", url: "/api/push/key" }), 404, "push_off");
      const answer = await subscribe(app, { subscription: standIn.subscription() });
      expectError(answer, 404, "push_off");
    });

    it("refuses endpoints off a public push service's host, and forged bodies, storing nothing", async () => {
      const app = await createTestApp(database, { push: pushSettings(standIn) });
      const keys = standIn.subscription().keys;
      for (const endpoint of [
        "https://127.0.0.1/push/x",
        "https://localhost/push/x",
        "https://10.0.0.8/push/x",
        "https://169.254.169.254/latest",
        "https://[::1]/push/x",
        "https://[fd00::1]/push/x",
        "https://push.example.com:8443/push/x",
        "https://user:pw@push.example.com/x",
        "https://intranet/push/x",
        "https://push.internal/x",
      ]) {
        const answer = await subscribe(app, { subscription: { endpoint, keys } });
        expectError(answer, 400, "push_endpoint_refused");
      }
      const good = standIn.subscription();
      for (const body of [
        { subscription: { endpoint: "http://push.example.com/x", keys } },
        { subscription: { ...good, keys: { ...keys, p256dh: "short" } } },
        { subscription: good, reminderMinutes: 7 },
        { subscription: good, language: "de" },
        { subscription: good, setIds: ["../../etc"] },
        { subscription: good, setIds: Array.from({ length: 501 }, () => KORA) },
        { subscription: good, extra: true },
      ]) {
        expectError(await subscribe(app, body as never), 400, "invalid_body");
      }
      expect((await app.push?.figures())?.subscriptions).toBe(0);
    });

    it("counts subscription writes against the address like the other public writes", async () => {
      const app = await createTestApp(database, {
        push: pushSettings(standIn, { perAddressPerMinute: 3 }),
      });
      for (let index = 0; index < 3; index += 1) {
        const answer = await subscribe(app, { subscription: standIn.subscription() }, "192.0.2.9");
        expect(answer.statusCode).toBe(200);
      }
      const over = await subscribe(app, { subscription: standIn.subscription() }, "192.0.2.9");
      expectError(over, 429, "rate_limited");
      const elsewhere = await subscribe(
        app,
        { subscription: standIn.subscription() },
        "192.0.2.10",
      );
      expect(elsewhere.statusCode).toBe(200);
    });
  });

  describe(`notifications: what reaches the phones (${database.name})`, () => {
    it("a late change reaches who starred the set, decrypted, with the new time, TTL, Urgency and VAPID", async () => {
      const time = testClock("2031-06-11T17:00:00.000Z"); // 19:00 in Warsaw
      const app = await createTestApp(database, { push: pushSettings(standIn), ...time });
      const ewa = await signedInAs(app, "ewa", "lead");
      const starred = standIn.subscription();
      const english = standIn.subscription();
      const other = standIn.subscription();
      await subscribe(app, { subscription: starred, setIds: [SZKLANY, "2031-06-11-nobody"] });
      await subscribe(app, { subscription: english, setIds: [SZKLANY], language: "en" });
      await subscribe(app, { subscription: other, setIds: [KORA] });
      const publicKey = (await app.inject({ method: "GET", url: "/api/push/key" })).json<{
        publicKey: string;
      }>().publicKey;

      const changed = Date.now();
      const put = await staffWrite(
        app,
        ewa,
        "PUT",
        "/api/moderation/late-changes",
        lateChange(SZKLANY, 20),
      );
      expect(put.statusCode).toBe(200);
      await standIn.waitFor(
        () => standIn.to(starred.endpoint).length + standIn.to(english.endpoint).length === 2,
      );
      expect(Date.now() - changed).toBeLessThan(60_000);

      const [polish] = standIn.to(starred.endpoint);
      expect(payloadOf(polish!)).toEqual({
        kind: "late-change",
        title: "Zmiana godziny: Szklany Wrzesień",
        body: "Początek o 21:50 zamiast o 21:30 – Scena główna.",
        url: `/about?set=${SZKLANY}#moj-plan`,
        tag: `set-${SZKLANY}`,
      });
      // Until the delayed set ends (23:20 Warsaw, 21:20Z): 4 h 20 min after the change.
      expect(polish!.ttl).toBe(4 * 3600 + 20 * 60);
      expect(polish!.urgency).toBe("high");
      expect(polish!.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
      expect(polish!.vapid).toMatchObject({
        aud: standIn.origin,
        sub: "mailto:powiadomienia@example.org",
        publicKey,
      });
      const [inEnglish] = standIn.to(english.endpoint);
      expect(payloadOf(inEnglish!)).toMatchObject({
        title: "New time: Szklany Wrzesień",
        body: "Now starts at 21:50 instead of 21:30 – Main stage.",
        url: `/en/about?set=${SZKLANY}#moj-plan`,
      });

      // Cancelled, then back on plan: each is news to the same phone, the others hear nothing.
      await staffWrite(
        app,
        ewa,
        "PUT",
        "/api/moderation/late-changes",
        lateChange(SZKLANY, 0, true),
      );
      await standIn.waitFor(() => standIn.to(starred.endpoint).length === 2);
      expect(payloadOf(standIn.to(starred.endpoint)[1]!)).toMatchObject({
        title: "Odwołane: Szklany Wrzesień",
      });
      await staffWrite(app, ewa, "DELETE", `/api/moderation/late-changes/${SZKLANY}`);
      await standIn.waitFor(() => standIn.to(starred.endpoint).length === 3);
      expect(payloadOf(standIn.to(starred.endpoint)[2]!).body).toContain("21:30, jak w programie");
      expect(standIn.to(other.endpoint)).toEqual([]);
      expect(standIn.refusals).toEqual([]);
    });

    it("a push service's 404 or 410 deletes the subscription; turned off, a phone hears nothing", async () => {
      const time = testClock("2031-06-11T17:00:00.000Z");
      const app = await createTestApp(database, { push: pushSettings(standIn), ...time });
      const ewa = await signedInAs(app, "ewa", "lead");
      const gone = standIn.subscription();
      const notFound = standIn.subscription();
      const turnedOff = standIn.subscription();
      const kept = standIn.subscription();
      for (const phone of [gone, notFound, turnedOff, kept]) {
        await subscribe(app, { subscription: phone, setIds: [KORA, SZKLANY] });
      }
      standIn.answer(gone.endpoint, 410);
      standIn.answer(notFound.endpoint, 404);
      expect((await unsubscribe(app, turnedOff.endpoint)).statusCode).toBe(204);

      await staffWrite(app, ewa, "PUT", "/api/moderation/late-changes", lateChange(KORA, 15));
      await standIn.waitFor(() => standIn.to(kept.endpoint).length === 1);
      await standIn.waitFor(() => standIn.requests.get(notFound.endpoint) === 1);
      await settle(300);
      // The lead's figures say so too.
      const figures = await staffGet(app, ewa, "/api/moderation/figures");
      expect(figures.json<NightFigures>().push).toMatchObject({ subscriptions: 1, sent: 1 });
      await staffWrite(app, ewa, "PUT", "/api/moderation/late-changes", lateChange(SZKLANY, 10));
      await standIn.waitFor(() => standIn.to(kept.endpoint).length === 2);
      // Each gone endpoint was asked once and never again; the one turned off never.
      expect(standIn.requests.get(gone.endpoint)).toBe(1);
      expect(standIn.requests.get(notFound.endpoint)).toBe(1);
      expect(standIn.requests.get(turnedOff.endpoint)).toBeUndefined();
    });

    it("a reminder comes the chosen minutes before the delayed start; a cancelled set gets none", async () => {
      const time = testClock("2031-06-11T17:30:00.000Z"); // 19:30 in Warsaw
      const app = await createTestApp(database, { push: pushSettings(standIn), ...time });
      const ewa = await signedInAs(app, "ewa", "lead");
      const phone = standIn.subscription();
      const early = standIn.subscription();
      await subscribe(app, { subscription: phone, setIds: [KORA, SLOT, DRUGI] });
      await subscribe(app, { subscription: early, setIds: [SLOT], reminderMinutes: 30 });
      const reminders = (endpoint: string) =>
        standIn.to(endpoint).filter((push) => payloadOf(push).kind === "reminder");

      await staffWrite(app, ewa, "PUT", "/api/moderation/late-changes", lateChange(KORA, 0, true));
      await staffWrite(app, ewa, "PUT", "/api/moderation/late-changes", lateChange(SLOT, 15));
      // 19:30: 30 minutes before 20:00, so the delayed slot (20:15) is 45 minutes away.
      await standIn.waitFor(() => standIn.to(phone.endpoint).length === 1);
      await settle(300);
      expect(reminders(early.endpoint)).toEqual([]);

      time.advance(16 * 60_000); // 19:46: 29 minutes before the delayed start
      await standIn.waitFor(() => reminders(early.endpoint).length === 1);
      expect(payloadOf(reminders(early.endpoint)[0]!)).toMatchObject({
        title: "Za 30\u00a0min: Koncert zespołu studenckiego",
        body: "Początek o 20:15 – Scena studencka.",
      });
      expect(reminders(phone.endpoint)).toEqual([]);

      time.advance(20 * 60_000); // 20:06: 9 minutes before 20:15, KORA (cancelled) began at 20:00
      await standIn.waitFor(() => reminders(phone.endpoint).length === 1);
      const [reminder] = reminders(phone.endpoint);
      expect(payloadOf(reminder!)).toMatchObject({
        title: "Za 10\u00a0min: Koncert zespołu studenckiego",
        url: `/about?set=${SLOT}#moj-plan`,
      });
      // Never delivered once the set has begun.
      expect(reminder!.ttl).toBeLessThanOrEqual(9 * 60);
      await settle(300);
      // The slot's reminder only: none for the cancelled KORA, none for DRUGI, long over.
      expect(reminders(phone.endpoint)).toHaveLength(1);
    });

    it("an announcement goes to every phone only when a lead asks, as its own line in the trail", async () => {
      const time = testClock("2031-06-11T17:00:00.000Z");
      const app = await createTestApp(database, { push: pushSettings(standIn), ...time });
      const ewa = await signedInAs(app, "ewa", "lead");
      const phones = [standIn.subscription(), standIn.subscription()];
      await subscribe(app, { subscription: phones[0]!, setIds: [] });
      await subscribe(app, { subscription: phones[1]!, setIds: [KORA], language: "en" });
      const announce = (body: object) =>
        staffWrite(app, ewa, "POST", "/api/moderation/announcement", body);

      expect((await announce({ text: "Tylko na telebimach" })).statusCode).toBe(200);
      expect(
        (await announce({ text: "Burza: zejdźcie z płyty", alsoToPhones: true })).statusCode,
      ).toBe(200);
      await standIn.waitFor(() => phones.every((phone) => standIn.to(phone.endpoint).length === 1));
      expect(payloadOf(standIn.to(phones[0]!.endpoint)[0]!)).toMatchObject({
        kind: "announcement",
        title: "Komunikat organizatorów",
        body: "Burza: zejdźcie z płyty",
        url: "/homepage",
      });
      expect(payloadOf(standIn.to(phones[1]!.endpoint)[0]!)).toMatchObject({
        title: "Announcement from the organisers",
        url: "/en/homepage",
      });
      const trail = (await staffGet(app, ewa, "/api/moderation/audit")).json<AuditEntry[]>();
      expect(trail.filter((entry) => entry.action === "announce_to_phones")).toEqual([
        expect.objectContaining({ actor: "ewa", detail: "Burza: zejdźcie z płyty" }),
      ]);
      const moderator = await signedInAs(app, "olek");
      const refused = await staffWrite(app, moderator, "POST", "/api/moderation/announcement", {
        text: "Nie wolno",
        alsoToPhones: true,
      });
      expectError(refused, 403, "forbidden_role");
    });
  });
}
