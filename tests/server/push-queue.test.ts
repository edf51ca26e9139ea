import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AppConfig } from "#server/config";
import { buildApp } from "#server/app";
import { temporaryDir, testConfig, testDatabases } from "./helpers";
import { POSTGRES_ENABLED, startPostgres, type TestPostgres } from "./postgres";
import { signedInAs, staffWrite } from "./staff";
import { testClock } from "./test-clock";
import { PushServiceStandIn, type TestSubscription } from "../support/push-service-stand-in";
import { pushSettings, settle, subscribe, SZKLANY } from "./push-support";

/**
 * The durable queue (server/push/README.md#the-queue): a fan-out interrupted by a restart, and
 * two instances sending from one PostgreSQL, each notice reaching each phone exactly once.
 */

const PHONES = 40;
let standIn: PushServiceStandIn;
beforeAll(async () => {
  standIn = await PushServiceStandIn.start();
});
afterAll(async () => {
  await standIn.close();
});
afterEach(() => {
  standIn.delayMs = 0;
});

/**
 * The configs of instances sharing one database: a small, slow fan-out (5 claimed at a time, 2
 * in flight). `dataDir` is the SQLite database, or each PostgreSQL instance's own folder.
 */
function slowFanOut(databaseUrl: string | undefined) {
  const sessionSecret = randomBytes(32).toString("hex");
  const time = testClock("2031-06-11T17:00:00.000Z");
  return (dataDir: string): AppConfig =>
    testConfig({
      dataDir,
      databaseUrl,
      sessionSecret,
      ...time,
      push: pushSettings(standIn, {
        timing: { batch: 5, concurrency: 2, idleMs: 50, tickMs: 100 },
        perAddressPerMinute: 1000,
      }),
    });
}

async function subscribePhones(app: FastifyInstance): Promise<TestSubscription[]> {
  const phones = Array.from({ length: PHONES }, () => standIn.subscription());
  for (const phone of phones) {
    expect((await subscribe(app, { subscription: phone, setIds: [SZKLANY] })).statusCode).toBe(200);
  }
  return phones;
}

/** Each phone got exactly one push, after the queue had time to send any repeat. */
async function expectEachOnce(phones: readonly TestSubscription[]): Promise<void> {
  await standIn.waitFor(() => phones.every((phone) => standIn.to(phone.endpoint).length > 0));
  await settle(500);
  expect(phones.map((phone) => standIn.to(phone.endpoint).length)).toEqual(phones.map(() => 1));
  expect(standIn.refusals).toEqual([]);
}

for (const database of testDatabases()) {
  describe(`the push queue across a restart (${database.name})`, () => {
    it("an instance stopped mid-fan-out leaves the rest to the next start: none lost, none twice", async () => {
      const { dataDir, databaseUrl } = await database.fresh();
      const config = slowFanOut(databaseUrl);
      standIn.delayMs = 40;
      const first = await buildApp(config(dataDir));
      let second: FastifyInstance | undefined;
      try {
        const phones = await subscribePhones(first);
        const ewa = await signedInAs(first, "ewa", "lead");
        const mine = (push: { endpoint: string }) =>
          phones.some((phone) => phone.endpoint === push.endpoint);
        await staffWrite(first, ewa, "PUT", "/api/moderation/late-changes", {
          setId: SZKLANY,
          delayMinutes: 20,
          cancelled: false,
        });
        await standIn.waitFor(() => standIn.received.filter(mine).length >= 10);
        await first.close();
        const beforeRestart = standIn.received.filter(mine).length;
        expect(beforeRestart).toBeLessThan(PHONES);

        second = await buildApp(config(dataDir));
        await expectEachOnce(phones);
        expect((await second.push?.figures())?.sent).toBe(PHONES);
      } finally {
        await first.close();
        await second?.close();
      }
    });
  });
}

describe.runIf(POSTGRES_ENABLED)("the push queue with two instances on one PostgreSQL", () => {
  let cluster: TestPostgres;
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it("an announcement to every phone goes out once, though one instance restarts mid-fan-out", async () => {
    const config = slowFanOut(await cluster.createDatabase());
    const a = await buildApp(config(temporaryDir()));
    const b = await buildApp(config(temporaryDir()));
    let again: FastifyInstance | undefined;
    try {
      const phones = await subscribePhones(a);
      const ewa = await signedInAs(b, "ewa", "lead");
      standIn.delayMs = 40;
      const answer = await staffWrite(b, ewa, "POST", "/api/moderation/announcement", {
        text: "Bramy otwarte",
        alsoToPhones: true,
      });
      expect(answer.statusCode).toBe(200);
      const mine = (push: { endpoint: string }) =>
        phones.some((phone) => phone.endpoint === push.endpoint);
      await standIn.waitFor(() => standIn.received.filter(mine).length >= 10);
      await a.close();
      again = await buildApp(config(temporaryDir()));
      await expectEachOnce(phones);
    } finally {
      await a.close();
      await b.close();
      await again?.close();
    }
  });
});
