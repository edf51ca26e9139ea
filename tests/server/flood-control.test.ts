import { afterEach, describe, expect, it, vi } from "vitest";
import { PROOF_HEADER } from "#core/proof-of-work";
import {
  createTestApp,
  failRateCounters,
  KNOWN_ERROR_TEXTS,
  submit,
  testDatabases,
  VALID,
} from "./helpers";
import { DEVICE_COOKIE, deviceCookieOf, Phone, type Reply } from "./phone";
import { challengeOf, CHEAP_PROOFS, proofFor, solve } from "./proofs";

function expectRateLimited(response: Reply): void {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  const body = response.json<{ code: string; error: string }>();
  expect(body.code).toBe("rate_limited");
  expect(KNOWN_ERROR_TEXTS.has(body.error)).toBe(true);
}

/** The limits of these tests, small enough to reach; the flood test uses the defaults. */
const LIMITS = {
  rateLimitPerMinute: 5,
  rateLimitUnverifiedPerIpPerMinute: 3,
  rateLimitNewDevicesPerIpPerMinute: 4,
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

for (const database of testDatabases()) {
  describe(`flood control: proofs of work (${database.name})`, () => {
    it("hands out a challenge, never cached, that buys a device cookie with the submission", async () => {
      const app = await createTestApp(database, { ...LIMITS, ...CHEAP_PROOFS });
      const challenge = await app.inject({ method: "GET", url: "/api/submissions/challenge" });
      expect(challenge.statusCode).toBe(200);
      expect(challenge.headers["cache-control"]).toBe("no-store");
      expect(challenge.json()).toMatchObject({
        parameters: { algorithm: "PBKDF2/SHA-256", expiresAt: expect.any(Number) },
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      });

      const response = await submit(app, VALID, { [PROOF_HEADER]: await solve(challenge.json()) });
      expect(response.statusCode).toBe(201);
      const cookie = response.cookies.find((entry) => entry.name === DEVICE_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cookie?.value).toMatch(/^[\w-]{22}\.\S+$/);
      // Without a proof no device is minted.
      expect(deviceCookieOf(await submit(app))).toBeUndefined();
    });

    it("limits a verified device to RATE_LIMIT_PER_MINUTE, apart from its address's allowance", async () => {
      const app = await createTestApp(database, { ...LIMITS, ...CHEAP_PROOFS });
      const phone = new Phone(app);
      for (let i = 0; i < 5; i++) expect((await phone.send()).statusCode).toBe(201);
      expect(phone.cookie).toBeDefined();
      expectRateLimited(await phone.send());
      // Another phone behind the same address is not affected…
      const other = new Phone(app);
      expect((await other.send()).statusCode).toBe(201);
      // …nor is the address's allowance for plain submissions.
      for (let i = 0; i < 3; i++) expect((await submit(app)).statusCode).toBe(201);
      expectRateLimited(await submit(app));
    });

    it("limits plain submissions per address, and a device cookie without a proof per device too", async () => {
      const app = await createTestApp(database, {
        ...CHEAP_PROOFS,
        rateLimitPerMinute: 2,
        rateLimitUnverifiedPerIpPerMinute: 4,
      });
      const phone = new Phone(app);
      expect((await phone.send()).statusCode).toBe(201); // device: 1
      const plainWithCookie = () => submit(app, VALID, { cookie: phone.cookie ?? "" });
      expect((await plainWithCookie()).statusCode).toBe(201); // device: 2, address: 1
      expectRateLimited(await plainWithCookie()); // device: 3 > 2
      for (let i = 0; i < 3; i++) expect((await submit(app)).statusCode).toBe(201); // address: 4
      expectRateLimited(await submit(app));
    });

    it("limits new devices per address: a script that throws its cookie away is bounded", async () => {
      const app = await createTestApp(database, { ...LIMITS, ...CHEAP_PROOFS });
      const minted = new Set<string>();
      for (let i = 0; i < 4; i++) {
        const response = await new Phone(app).send();
        expect(response.statusCode).toBe(201);
        minted.add(deviceCookieOf(response) ?? "");
      }
      expect(minted.size).toBe(4);
      const refused = await new Phone(app).send();
      expectRateLimited(refused);
      expect(deviceCookieOf(refused)).toBeUndefined();
    });

    it("treats a replayed proof as none", async () => {
      const app = await createTestApp(database, { ...LIMITS, ...CHEAP_PROOFS });
      const proof = await proofFor(app);
      const first = await submit(app, VALID, { [PROOF_HEADER]: proof });
      expect(first.statusCode).toBe(201);
      expect(deviceCookieOf(first)).toBeDefined();
      // Replays: no device, and the address's plain allowance (3) pays for them.
      for (let i = 0; i < 3; i++) {
        const replay = await submit(app, VALID, { [PROOF_HEADER]: proof });
        expect(replay.statusCode).toBe(201);
        expect(deviceCookieOf(replay)).toBeUndefined();
      }
      expectRateLimited(await submit(app, VALID, { [PROOF_HEADER]: proof }));
      // Nor does a device spend a proof twice: the replay counts as a plain submission.
      const cookie = deviceCookieOf(first) ?? "";
      expectRateLimited(await submit(app, VALID, { [PROOF_HEADER]: proof, cookie }));
    });

    it("treats forged, foreign, tampered and garbage proofs as none, without a 400", async () => {
      const app = await createTestApp(database, {
        ...CHEAP_PROOFS,
        rateLimitUnverifiedPerIpPerMinute: 7,
      });
      const stranger = await createTestApp(database, CHEAP_PROOFS); // another secret
      const challenge = await challengeOf(app);
      const payload = JSON.parse(Buffer.from(await solve(challenge), "base64").toString()) as {
        challenge: { parameters: { expiresAt: number }; signature: string };
        solution: { counter: number; derivedKey: string };
      };
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
      const key = payload.solution.derivedKey;
      const otherKey = `${key.slice(0, -1)}${key.endsWith("0") ? "1" : "0"}`;
      const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: otherKey } };
      const longerLife = structuredClone(payload);
      longerLife.challenge.parameters.expiresAt += 3600;
      const bad = [
        await proofFor(stranger),
        encode(wrongKey),
        encode(longerLife),
        encode({ ...payload, solution: { counter: 1, derivedKey: "zz" } }),
        "bm90IGpzb24=",
        "%%%",
        "x".repeat(5000),
      ];
      for (const header of bad) {
        const response = await submit(app, VALID, { [PROOF_HEADER]: header });
        expect(response.statusCode, header.slice(0, 40)).toBe(201);
        expect(deviceCookieOf(response)).toBeUndefined();
      }
      expectRateLimited(await submit(app, VALID, { [PROOF_HEADER]: bad[0] ?? "" }));
    });

    it("treats an expired proof as none", async () => {
      const app = await createTestApp(database, { ...LIMITS, ...CHEAP_PROOFS });
      const proof = await proofFor(app);
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000 });
      const late = await submit(app, VALID, { [PROOF_HEADER]: proof });
      expect(late.statusCode).toBe(201);
      expect(deviceCookieOf(late)).toBeUndefined();
    });

    it("never counts malformed requests: 1,000 of them leave every allowance whole", async () => {
      const app = await createTestApp(database, { ...LIMITS, ...CHEAP_PROOFS });
      const phone = new Phone(app);
      expect((await phone.send()).statusCode).toBe(201); // a device, before the flood
      const cookie = phone.cookie ?? "";
      const proof = await proofFor(app);
      const malformed: Array<{ body: string | Buffer; type?: string; status: number }> = [
        { body: "{", status: 400 },
        { body: "[]", status: 400 },
        { body: JSON.stringify({ author: 1, message: VALID.message }), status: 400 },
        { body: JSON.stringify(VALID), type: "text/plain", status: 415 },
        { body: JSON.stringify(VALID), type: "application/json; charset=latin1", status: 415 },
        { body: JSON.stringify({ ...VALID, message: "x".repeat(17_000) }), status: 413 },
        { body: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]), status: 400 },
        { body: `{"author":"Ala","message":"\\ud800 lone surrogate"}`, status: 400 },
      ];
      for (let i = 0; i < 1000; i++) {
        const input = malformed[i % malformed.length] ?? malformed[0];
        if (!input) throw new Error("no input");
        // With the device's cookie and an unspent proof, the worst case for both allowances.
        const response = await app.inject({
          method: "POST",
          url: "/api/submissions",
          headers: {
            "content-type": input.type ?? "application/json",
            cookie,
            [PROOF_HEADER]: proof,
          },
          payload: input.body,
        });
        expect(response.statusCode).toBe(input.status);
      }
      // The proof carried by the malformed requests was not spent: it still buys a device.
      const withThatProof = await submit(app, VALID, { [PROOF_HEADER]: proof });
      expect(withThatProof.statusCode).toBe(201);
      expect(deviceCookieOf(withThatProof)).toBeDefined();
      // The device still has 4 of its 5, the address all 3 plain ones.
      for (let i = 0; i < 4; i++) expect((await phone.send()).statusCode).toBe(201);
      expectRateLimited(await phone.send());
      for (let i = 0; i < 3; i++) expect((await submit(app)).statusCode).toBe(201);
      expectRateLimited(await submit(app));
    });

    it("counts submissions refused by a message rule", async () => {
      const app = await createTestApp(database, { ...LIMITS, ...CHEAP_PROOFS });
      expect((await submit(app, { author: "A", message: "hej hej" })).statusCode).toBe(422);
      expect((await submit(app, { author: VALID.author, message: "ab" })).statusCode).toBe(422);
      expect((await submit(app)).statusCode).toBe(201);
      expectRateLimited(await submit(app));
    });

    it("answers 503 when the shared counters cannot be reached", async () => {
      const app = await createTestApp(database, { ...LIMITS, ...CHEAP_PROOFS });
      failRateCounters(new Error("database gone"));
      const response = await submit(app);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: "unavailable" });
    });
  });
}
