import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { contentDir, PROJECT_ROOT } from "#content-layer/load";
import { PROOF_HEADER } from "#core/proof-of-work";
import { loadConfig, type AppConfig } from "#server/config";
import { createTestApp, submit, testDatabases, VALID } from "./helpers";
import { CHEAP_PROOFS, proofFor } from "./proofs";

/**
 * The rate limits a server has when no variable sets them
 * (docs/operations/README.md#environment-variables), whatever they are.
 */
function defaultRateLimits(): Partial<AppConfig> {
  const config = loadConfig({ CONTENT_DIR: contentDir() }, PROJECT_ROOT);
  return Object.fromEntries(
    Object.entries(config).filter(([name]) => name.startsWith("rateLimit")),
  ) as Partial<AppConfig>;
}

const cookieOf = (response: Awaited<ReturnType<typeof submit>>) => {
  const cookie = response.cookies.find((entry) => entry.name === "juwenalia_device");
  return cookie ? `juwenalia_device=${cookie.value}` : undefined;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `count` requests, `parallel` at a time, as fast as the server answers; their statuses. */
async function burst(count: number, parallel: number, send: () => Promise<number>) {
  const statuses: number[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (started < count) {
        started += 1;
        statuses.push(await send());
      }
    }),
  );
  return statuses;
}

const accepted = (statuses: number[]) => statuses.filter((status) => status === 201).length;

/** One phone of the crowd: its own device, a fresh proof per message, a human's pace. */
async function phoneOfTheCrowd(app: FastifyInstance, cookie: string, messages: number) {
  const statuses: number[] = [];
  for (let i = 0; i < messages; i++) {
    await pause(20);
    const headers = { cookie, [PROOF_HEADER]: await proofFor(app) };
    const response = await submit(app, { author: VALID.author, message: `Hej ${i}!` }, headers);
    statuses.push(response.statusCode);
  }
  return statuses;
}

for (const database of testDatabases()) {
  describe(`a flood from one address (${database.name})`, () => {
    it("leaves the other phones behind that address sending, all 201", async () => {
      const app = await createTestApp(database, { ...defaultRateLimits(), ...CHEAP_PROOFS });
      const phones = 4;
      // The crowd's phones have sent before: each has its device.
      const cookies: string[] = [];
      for (let i = 0; i < phones; i++) {
        const first = await submit(app, VALID, { [PROOF_HEADER]: await proofFor(app) });
        expect(first.statusCode).toBe(201);
        cookies.push(cookieOf(first) ?? "");
      }

      const [plain, cookieless, ...crowd] = await Promise.all([
        // A script posting the plain {author, message} body as fast as it can.
        burst(400, 8, async () => (await submit(app)).statusCode),
        // A script solving every proof but throwing each new device cookie away.
        burst(80, 4, async () => {
          const headers = { [PROOF_HEADER]: await proofFor(app) };
          return (await submit(app, VALID, headers)).statusCode;
        }),
        // The crowd: 4 more messages each, within their 5 a minute.
        ...cookies.map((cookie) => phoneOfTheCrowd(app, cookie, 4)),
      ]);

      expect(crowd.flat()).toEqual(Array.from({ length: phones * 4 }, () => 201));
      // What each script got through: no more than its address's allowance
      // (docs/operations/README.md#environment-variables).
      expect(accepted(plain ?? [])).toBeLessThanOrEqual(20);
      expect(accepted(cookieless ?? [])).toBeLessThanOrEqual(60 - phones);
      expect((plain ?? []).every((status) => status === 201 || status === 429)).toBe(true);
    }, 60_000);
  });
}
