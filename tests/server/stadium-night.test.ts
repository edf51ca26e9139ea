import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { AuditEntry, NightFigures, ScreensOverview, SenderBlock } from "#core/contract";
import { SCREEN_OFFLINE_AFTER_MS } from "#core/screen-heartbeats";
import { CLAIM_BATCH, CLAIM_TTL_MS } from "#core/queue-claims";
import { createTestApp, expectError, moderate, submit, testDatabases } from "./helpers";
import { Phone } from "./phone";
import { testClock } from "./test-clock";
import { CHEAP_PROOFS } from "./proofs";
import { claim, DISTINCT_TEXTS as TEXTS, queue, signedInAs, staffGet, staffPost } from "./staff";
import { screenHeartbeat } from "./screen-report";

/** A test clock the app's repositories read; `advance` moves it. */
async function pending(app: FastifyInstance, message: string, author = "Ala z Mokotowa") {
  const response = await submit(app, { author, message });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

for (const database of testDatabases()) {
  describe(`a stadium night: accounts, claims, groups, blocks, the trail (${database.name})`, () => {
    it("named accounts sign in with their role; a moderator cannot open the lead's routes; removing an account ends its sessions", async () => {
      const app = await createTestApp(database);
      const ola = await signedInAs(app, "ola");
      const ewa = await signedInAs(app, "ewa", "lead");
      expect((await staffGet(app, ola, "/api/moderation/session")).json()).toMatchObject({
        moderator: { name: "ola", role: "moderator" },
      });
      for (const url of [
        "/api/moderation/audit",
        "/api/moderation/audit.csv",
        "/api/moderation/blocks",
      ]) {
        expectError(await staffGet(app, ola, url), 403, "forbidden_role");
        expect((await staffGet(app, ewa, url)).statusCode).toBe(200);
      }
      expectError(
        await staffPost(app, ola, "/api/moderation/blocks/1/unblock"),
        403,
        "forbidden_role",
      );

      const wrongName = await app.inject({
        method: "POST",
        url: "/api/moderation/session",
        payload: { name: "nikt", password: "cokolwiek-dlugiego" },
      });
      expectError(wrongName, 401, "wrong_password");

      expect(await app.staffAccounts.remove("ola")).toBe(true);
      expectError(await staffGet(app, ola, "/api/moderation/session"), 401, "unauthorized");
    });

    it("each moderator gets their own items; a claim lapses when its moderator goes away; nobody decides what another holds or already decided", async () => {
      const time = testClock();
      const app = await createTestApp(database, { clock: time.clock });
      const ola = await signedInAs(app, "ola");
      const bartek = await signedInAs(app, "bartek");
      const ids: number[] = [];
      for (const text of TEXTS) ids.push(await pending(app, text));

      const olas = await claim(app, ola);
      const barteks = await claim(app, bartek);
      expect(olas.items).toHaveLength(CLAIM_BATCH);
      expect(barteks.items).toHaveLength(TEXTS.length - CLAIM_BATCH);
      const olaIds = olas.items.map((item) => item.id);
      const bartekIds = barteks.items.map((item) => item.id);
      expect(olaIds.filter((id) => bartekIds.includes(id))).toEqual([]);
      expect(olas.items.every((item) => item.claimedBy === "ola")).toBe(true);

      // Bartek cannot decide what Ola holds.
      const held = olaIds[0] ?? 0;
      const refused = await moderate(app, bartek, held, "approve");
      expectError(refused, 409, "claimed_by_other", { namesSomeone: true });
      expect(refused.json<{ error: string }>().error).toContain("ola");
      // Nor block its sender: that would reject what Ola is judging.
      const block = await app.inject({
        method: "POST",
        url: `/api/moderation/submissions/${held}/block`,
        headers: { cookie: bartek, "content-type": "application/json" },
        payload: "{}",
      });
      expectError(block, 409, "claimed_by_other", { namesSomeone: true });
      expect(block.json<{ error: string }>().error).toContain("ola");

      // Ola decides one; deciding it again from "pending" is refused, naming her.
      expect((await moderate(app, ola, held, "approve")).statusCode).toBe(200);
      const twice = await moderate(app, ola, held, "reject");
      expectError(twice, 409, "already_decided", { namesSomeone: true });
      expect(twice.json<{ error: string }>().error).toContain("ola");

      // Renewing keeps Ola's claims; Bartek, renewing too, gets nothing of hers.
      time.advance(CLAIM_TTL_MS / 2);
      expect((await claim(app, ola)).items.map((item) => item.id)).toEqual(olaIds.slice(1));
      time.advance(CLAIM_TTL_MS + 1000);
      // Ola has gone away for a minute: her claims lapse, and Bartek is served them.
      await moderate(app, bartek, bartekIds[0] ?? 0, "reject");
      await moderate(app, bartek, bartekIds[1] ?? 0, "reject");
      await moderate(app, bartek, bartekIds[2] ?? 0, "reject");
      const taken = (await claim(app, bartek)).items.map((item) => item.id);
      expect(taken).toEqual(olaIds.slice(1));
      expectError(await moderate(app, ola, olaIds[1] ?? 0, "approve"), 409, "claimed_by_other", {
        namesSomeone: true,
      });

      // Signing out lets go of everything at once.
      await app.inject({
        method: "DELETE",
        url: "/api/moderation/session",
        headers: { cookie: bartek, "content-type": "application/json" },
        payload: "{}",
      });
      expect((await claim(app, ola)).items.map((item) => item.id)).toEqual(olaIds.slice(1));
    });

    it("the same text arrives as one item with a count and its authors; one decision applies to all; the screen shows it once; a later copy joins the decided group", async () => {
      const app = await createTestApp(database);
      const ewa = await signedInAs(app, "ewa", "lead");
      const first = await pending(app, "Sto lat, Ania!!!", "Kasia");
      await pending(app, "sto lat ania", "Bartek");
      await pending(app, "  STO   LAAAT,  ANIA . ", "Kasia");
      await pending(app, "Sto lat, Ola!", "Kasia");

      const items = await queue(app, ewa);
      expect(items.map((item) => [item.message, item.copies])).toEqual([
        ["Sto lat, Ania!!!", 3],
        ["Sto lat, Ola!", 1],
      ]);
      expect(items[0]?.authors).toEqual(["Kasia", "Bartek"]);

      expect((await moderate(app, ewa, first, "approve")).json()).toMatchObject({
        status: "approved",
        copies: 3,
        decidedBy: "ewa",
      });
      const counts = await staffGet(app, ewa, "/api/moderation/counts");
      expect(counts.json()).toEqual({ pending: 1, approved: 3, rejected: 0 });
      const screen = await app.inject({ method: "GET", url: "/api/screen/messages" });
      expect(screen.json<Array<{ id: number }>>().map((message) => message.id)).toEqual([first]);

      await pending(app, "Sto laat Ania", "Zuza");
      expect((await queue(app, ewa)).map((item) => item.message)).toEqual(["Sto lat, Ola!"]);
      expect((await queue(app, ewa, "approved"))[0]).toMatchObject({ id: first, copies: 4 });
      const again = await app.inject({ method: "GET", url: "/api/screen/messages" });
      expect(again.json<unknown[]>()).toHaveLength(1);

      // Undo sends the whole group back to the queue, and off the screens.
      await moderate(app, ewa, first, "undo", "approved");
      expect((await queue(app, ewa))[0]).toMatchObject({ id: first, copies: 4 });
      const off = await app.inject({ method: "GET", url: "/api/screen/messages" });
      expect(off.json()).toEqual([]);
    });

    it("a device's near-duplicates within a few minutes collapse; another device's do not", async () => {
      const time = testClock();
      const app = await createTestApp(database, { ...CHEAP_PROOFS, clock: time.clock });
      const ewa = await signedInAs(app, "ewa", "lead");
      const flooder = new Phone(app);
      const other = new Phone(app);
      expect((await flooder.send("Kocham was wszystkich na stadionie")).statusCode).toBe(201);
      expect((await flooder.send("Kocham was wszystkich na stadionie <3 <3")).statusCode).toBe(201);
      expect((await flooder.send("kocham Was wszystkich na stadjonie!!")).statusCode).toBe(201);
      expect((await other.send("Kocham was wszystkich na stadionie <3")).statusCode).toBe(201);
      time.advance(6 * 60_000);
      expect((await flooder.send("Kocham was wszystkich na stadionie, serio")).statusCode).toBe(
        201,
      );

      const items = await queue(app, ewa);
      expect(items.map((item) => item.copies)).toEqual([3, 1, 1]);
    });

    it("a blocked sender gets the same answers, but their messages go straight to blocked; a lead sees and lifts the block", async () => {
      const app = await createTestApp(database, CHEAP_PROOFS);
      const ola = await signedInAs(app, "ola");
      const ewa = await signedInAs(app, "ewa", "lead");
      const troll = new Phone(app);
      const fan = new Phone(app);
      const first = (await troll.send("Pierwsza zaczepka z trybuny")).json<{ id: number }>().id;
      await troll.send("Druga zaczepka, zupełnie inna");
      await fan.send("Kibicujemy z całych sił");

      const blocked = await staffPost(app, ola, `/api/moderation/submissions/${first}/block`);
      expect(blocked.statusCode).toBe(200);
      expect((await queue(app, ola)).map((item) => item.message)).toEqual([
        "Kibicujemy z całych sił",
      ]);

      const next = await troll.send("Trzecia, już po blokadzie");
      expect(next.statusCode).toBe(201);
      const nextId = next.json<{ id: number }>().id;
      expect((await queue(app, ola)).map((item) => item.id)).not.toContain(nextId);
      const rejected = await queue(app, ola, "rejected");
      expect(rejected.find((item) => item.id === nextId)).toMatchObject({
        status: "rejected",
        reason: "blocked",
      });

      const blocks = (await staffGet(app, ewa, "/api/moderation/blocks")).json<SenderBlock[]>();
      expect(blocks).toEqual([
        expect.objectContaining({
          blockedBy: "ola",
          example: "Pierwsza zaczepka z trybuny",
          exampleAuthor: "Ala z Mokotowa",
        }),
      ]);
      const lift = await staffPost(app, ewa, `/api/moderation/blocks/${blocks[0]?.id}/unblock`);
      expect(lift.statusCode).toBe(204);
      const after = (await troll.send("Przepraszam, już będę grzeczny")).json<{ id: number }>().id;
      expect((await queue(app, ola)).map((item) => item.id)).toContain(after);

      const trail = (await staffGet(app, ewa, "/api/moderation/audit")).json<AuditEntry[]>();
      expect(trail.map((entry) => [entry.actor, entry.action])).toEqual(
        expect.arrayContaining([
          ["ola", "block"],
          ["ewa", "unblock"],
        ]),
      );
    });

    it("links and phone numbers are rejected by the server with the reason in the trail; other flags go to the moderators", async () => {
      const app = await createTestApp(database);
      const ewa = await signedInAs(app, "ewa", "lead");
      const link = await pending(app, "Wbijajcie na www.przyklad-imprezy.pl");
      const phone = await pending(app, "Dzwońcie 601 234 567");
      const handle = await pending(app, "Obserwujcie @ania_na_juwenaliach");

      const rejected = await queue(app, ewa, "rejected");
      expect(rejected.find((item) => item.id === link)).toMatchObject({ reason: "link" });
      expect(rejected.find((item) => item.id === phone)).toMatchObject({ reason: "phone" });
      expect((await queue(app, ewa)).find((item) => item.id === handle)?.flags).toEqual(["handle"]);
      const trail = (await staffGet(app, ewa, `/api/moderation/audit?submission=${link}`)).json<
        AuditEntry[]
      >();
      expect(trail).toEqual([
        expect.objectContaining({ actor: "serwer", action: "auto_reject", detail: "link" }),
      ]);
    });

    it("the trail records who did what; a lead filters it and exports it as CSV", async () => {
      const app = await createTestApp(database);
      const ola = await signedInAs(app, "ola");
      const ewa = await signedInAs(app, "ewa", "lead");
      const a = await pending(app, TEXTS[0] ?? "");
      const b = await pending(app, '=HYPERLINK("x") tekst z formułą');
      await claim(app, ola);
      await moderate(app, ola, a, "approve");
      await moderate(app, ola, b, "reject");
      await moderate(app, ola, b, "undo", "rejected");

      const olas = (await staffGet(app, ewa, "/api/moderation/audit?moderator=ola")).json<
        AuditEntry[]
      >();
      expect(olas.map((entry) => [entry.action, entry.submissionId])).toEqual([
        ["undo", b],
        ["reject", b],
        ["approve", a],
        ["sign_in", null],
      ]);
      const ofB = (await staffGet(app, ewa, `/api/moderation/audit?submission=${b}`)).json<
        AuditEntry[]
      >();
      expect(ofB.map((entry) => entry.action)).toEqual(["undo", "reject"]);

      const csv = await staffGet(app, ewa, "/api/moderation/audit.csv?moderator=ola");
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="dziennik-/);
      const lines = csv.body.trimEnd().split("\r\n");
      expect(lines[0]).toBe("id,czas_utc,kto,akcja,wiadomosc,szczegoly");
      expect(lines.slice(1).map((line) => line.split(",")[3])).toEqual([
        "undo",
        "reject",
        "approve",
        "sign_in",
      ]);
    });

    it("live figures: the queue, the waits, and who is working", async () => {
      const time = testClock();
      const app = await createTestApp(database, { clock: time.clock });
      const ola = await signedInAs(app, "ola");
      const a = await pending(app, TEXTS[0] ?? "");
      await pending(app, TEXTS[0] ?? "", "Druga osoba");
      time.advance(30_000);
      const b = await pending(app, TEXTS[1] ?? "");
      time.advance(30_000);
      await claim(app, ola);
      await moderate(app, ola, a, "approve");
      time.advance(20_000);

      const figures = (await staffGet(app, ola, "/api/moderation/figures")).json<NightFigures>();
      expect(figures).toMatchObject({
        pendingItems: 1,
        pendingMessages: 1,
        oldestWaitingSeconds: 50,
        medianWaitSeconds: 60,
        // Approved, and no screen has shown it yet: one message at the minimum 5 s.
        approvedWaitingForScreen: 1,
        screenWaitSeconds: 5,
        screenWaitWarning: false,
        screensConnected: 0,
      });
      expect(figures.moderators).toEqual([
        { name: "ola", role: "moderator", working: true, decisionsPerMinute: 0.2 },
      ]);
      time.advance(2 * 60_000);
      const beat = await screenHeartbeat(app, { showing: { kind: "message", id: a } });
      expect(beat.statusCode).toBe(204);
      const later = (await staffGet(app, ola, "/api/moderation/figures")).json<NightFigures>();
      expect(later.moderators[0]?.working).toBe(true);
      expect(later).toMatchObject({ approvedWaitingForScreen: 0, screenWaitSeconds: 0 });
      // "Ekrany" counts the named screens the cards call connected, by the same rule: a screen
      // that stops reporting leaves both at the same moment.
      const cards = async () =>
        (await staffGet(app, ola, "/api/moderation/screens")).json<ScreensOverview>().screens;
      expect(later.screensConnected).toBe(1);
      expect((await cards()).map((card) => card.online)).toEqual([true]);
      time.advance(SCREEN_OFFLINE_AFTER_MS);
      const still = (await staffGet(app, ola, "/api/moderation/figures")).json<NightFigures>();
      expect([still.screensConnected, (await cards())[0]?.online]).toEqual([1, true]);
      time.advance(1);
      const gone = (await staffGet(app, ola, "/api/moderation/figures")).json<NightFigures>();
      expect([gone.screensConnected, (await cards())[0]?.online]).toEqual([0, false]);
      expect(b).toBeGreaterThan(a);
    });
  });
}
