import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueueItem, ScreenBoard } from "#core/contract";
import { buildApp } from "#server/app";
import { login, moderate, SseClient, submit, testConfig } from "./helpers";
import { Phone } from "./phone";
import { CHEAP_PROOFS } from "./proofs";
import { POSTGRES_ENABLED, startPostgres, type TestPostgres } from "./postgres";
import { claim, DISTINCT_TEXTS, queue, staffPost, staffWrite } from "./staff";

/**
 * The state of a stadium night lives in PostgreSQL, so two instances behind one address share
 * it: claims, decisions, groups and blocks made through one hold on the other.
 */
describe.runIf(POSTGRES_ENABLED)("a stadium night across two instances on one PostgreSQL", () => {
  let cluster: TestPostgres;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    cluster = await startPostgres();
    const databaseUrl = await cluster.createDatabase();
    const sessionSecret = randomBytes(32).toString("hex");
    a = await buildApp(testConfig({ databaseUrl, sessionSecret, ...CHEAP_PROOFS }));
    b = await buildApp(testConfig({ databaseUrl, sessionSecret, ...CHEAP_PROOFS }));
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await cluster?.stop();
  });

  it("two moderators on two instances, claiming at the same moment, never get the same item; a decision made on one is refused on the other", async () => {
    const olaPassword = await a.staffAccounts.add("ola", "moderator");
    const bartekPassword = await b.staffAccounts.add("bartek", "moderator");
    const ola = await login(a, "ola", olaPassword);
    const bartek = await login(b, "bartek", bartekPassword);
    const texts = DISTINCT_TEXTS.slice(0, 6);
    for (const [index, message] of texts.entries()) {
      const response = await submit(index % 2 === 0 ? a : b, { author: "Kibic", message });
      expect(response.statusCode).toBe(201);
    }
    // The same text through the other instance joins the same group.
    await submit(b, { author: "Druga osoba", message: "pozdrawiamy z sektora c" });

    const ids = (items: QueueItem[]) => items.map((item) => item.id);
    const [olasFirst, barteksFirst] = await Promise.all([claim(a, ola), claim(b, bartek)]);
    // At the same moment both may reach for the same oldest items: each is taken once, and the
    // one who lost the race is topped up on the next renewal.
    expect(ids(olasFirst.items).filter((id) => ids(barteksFirst.items).includes(id))).toEqual([]);
    const [olas, barteks] = [await claim(a, ola), await claim(b, bartek)];
    expect(ids(olas.items).filter((id) => ids(barteks.items).includes(id))).toEqual([]);
    expect(olas.items.length + barteks.items.length).toBe(texts.length);
    const group = [...olas.items, ...barteks.items].find((item) => item.copies === 2);
    expect(group?.authors).toEqual(["Kibic", "Druga osoba"]);

    const first = olas.items[0]?.id ?? 0;
    expect((await moderate(a, ola, first, "approve")).statusCode).toBe(200);
    const late = await moderate(b, bartek, first, "reject");
    expect(late.statusCode).toBe(409);
    expect(late.json<{ code: string }>().code).toBe("already_decided");
  });

  it("a block made on one instance holds for messages sent to the other", async () => {
    const leadPassword = await a.staffAccounts.add("ewa", "lead");
    const ewa = await login(a, "ewa", leadPassword);
    const troll = new Phone(b);
    const sent = await troll.send("Zaczepka wysłana przez instancję B");
    const id = sent.json<{ id: number }>().id;
    expect((await staffPost(a, ewa, `/api/moderation/submissions/${id}/block`)).statusCode).toBe(
      200,
    );
    const next = await troll.send("Kolejna, po blokadzie");
    expect(next.statusCode).toBe(201);
    const nextId = next.json<{ id: number }>().id;
    const rejected = await queue(a, ewa, "rejected");
    expect(rejected.find((item) => item.id === nextId)?.reason).toBe("blocked");
  });

  it("an announcement and a mode made on one instance reach the other's screens and pages; two changes at once both hold", async () => {
    const leadPassword = await a.staffAccounts.add("iga", "lead");
    const iga = await login(a, "iga", leadPassword);
    const igaOnB = await login(b, "iga", leadPassword);
    const urlB = await b.listen({ port: 0, host: "127.0.0.1" });
    const screenOnB = await SseClient.open(`${urlB}/api/screen/stream`);
    await screenOnB.waitFor((client) => client.events.some((event) => event.event === "board"));

    const text = "Przerwa techniczna na Scenie Głównej, wracamy o 21:30";
    const posted = await staffWrite(a, iga, "POST", "/api/moderation/announcement", { text });
    expect(posted.statusCode).toBe(200);
    const { version } = posted.json<ScreenBoard>();
    await screenOnB.waitFor((client) =>
      client.events.some((event) => event.event === "board" && event.data.includes(text)),
    );
    await expect
      .poll(async () => (await b.inject({ method: "GET", url: "/api/announcement" })).json())
      .toMatchObject({ announcement: { text } });

    // Two leads on two instances at the same moment: each change applies after the other.
    const [one, two] = await Promise.all([
      staffWrite(a, iga, "PUT", "/api/moderation/screens/mode", { screen: "a", mode: "paused" }),
      staffWrite(b, igaOnB, "PUT", "/api/moderation/screens/mode", {
        screen: "b",
        mode: "blackout",
      }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const versions = [one, two].map((response) => response.json<ScreenBoard>().version);
    expect(versions.sort()).toEqual([version + 1, version + 2]);
    await expect
      .poll(() => [a.screenBoard.current().modes, b.screenBoard.current().modes])
      .toEqual([
        { a: "paused", b: "blackout" },
        { a: "paused", b: "blackout" },
      ]);
    screenOnB.close();
  });
});
