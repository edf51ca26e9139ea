import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueueItem } from "../../core/contract";
import { buildApp } from "../../server/app";
import { login, moderate, submit, testConfig } from "./helpers";
import { Phone } from "./phone";
import { CHEAP_PROOFS } from "./proofs";
import { POSTGRES_ENABLED, startPostgres, type TestPostgres } from "./postgres";
import { claim, DISTINCT_TEXTS, queue, staffPost } from "./staff";

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
    const olaPassword = await a.moderators.add("ola", "moderator");
    const bartekPassword = await b.moderators.add("bartek", "moderator");
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
    const leadPassword = await a.moderators.add("ewa", "lead");
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
});
