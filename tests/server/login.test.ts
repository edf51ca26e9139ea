import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { LOGIN_LIMITS } from "#server/plugins/login-throttle";
import { TRUSTED_DEVICE_COOKIE } from "#server/plugins/trusted-device";
import {
  createTestApp,
  failRateCounters,
  KNOWN_ERROR_TEXTS,
  MODERATOR_PASSWORD,
  testConfig,
  testDatabases,
  type TestDatabase,
} from "./helpers";

/**
 * The login throttle (server/plugins/login-throttle.ts, server/plugins/README.md#staff-login),
 * with the documented numbers and a clock the tests move instead of waiting.
 */
const FLOODER = "203.0.113.7";
const ELSEWHERE = "198.51.100.1";
const WRONG = "zgadywane-haslo";

function fakeClock() {
  let time = Date.parse("2031-06-12T18:00:00.000Z");
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
}
type Clock = ReturnType<typeof fakeClock>;

interface Browser {
  address: string;
  /** The Cookie header this browser sends to the login endpoint. */
  cookie?: string;
}

function loginAs(app: FastifyInstance, browser: Browser, password: string) {
  return app.inject({
    method: "POST",
    url: "/api/moderation/session",
    headers: {
      "content-type": "application/json",
      ...(browser.cookie ? { cookie: browser.cookie } : {}),
    },
    payload: JSON.stringify({ name: QUICK_START_LEAD, password }),
    remoteAddress: browser.address,
  });
}

const retryAfter = (response: LightMyRequestResponse) => Number(response.headers["retry-after"]);

/** Logs in and keeps the trusted-device cookie the answer sets, as the browser would. */
async function trustedBrowser(app: FastifyInstance, address: string): Promise<Browser> {
  const response = await loginAs(app, { address }, MODERATOR_PASSWORD);
  expect(response.statusCode).toBe(204);
  const device = response.cookies.find((cookie) => cookie.name === TRUSTED_DEVICE_COOKIE);
  expect(device?.value).toBeTruthy();
  return { address, cookie: `${TRUSTED_DEVICE_COOKIE}=${device?.value}` };
}

/**
 * An attempt made once any back-off of the account has surely passed (it never exceeds a
 * minute), so only the per-address limit can refuse it.
 */
async function laterLogin(
  app: FastifyInstance,
  clock: Clock,
  browser: Browser,
  password: string,
): Promise<LightMyRequestResponse> {
  clock.advance(LOGIN_LIMITS.accountBackoffMaxMs);
  return loginAs(app, browser, password);
}

/** How many of each status, for a failure's message. */
function countsOf(statuses: readonly number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const body = response.json<{ code: string; error: string }>();
  expect(body.code).toBe("login_rate_limited");
  expect(KNOWN_ERROR_TEXTS.has(body.error)).toBe(true);
  expect(retryAfter(response)).toBeGreaterThanOrEqual(1);
}

async function appWithClock(database: TestDatabase) {
  const clock = fakeClock();
  return { clock, app: await createTestApp(database, { clock: clock.now }) };
}

const databases = testDatabases();
const postgres = databases.find((database) => database.name === "postgres");

for (const database of databases) {
  describe(`login throttle (${database.name})`, () => {
    it("1,000 parallel guesses from one address: at most 10 are checked, the right password placed last does not get in; a trusted browser and, after a short back-off, a new one do", async () => {
      const { app, clock } = await appWithClock(database);
      const trusted = await trustedBrowser(app, FLOODER);

      const flood = await Promise.all(
        Array.from({ length: 1000 }, (_, index) =>
          loginAs(
            app,
            { address: FLOODER },
            index === 999 ? MODERATOR_PASSWORD : `${WRONG}-${index}`,
          ),
        ),
      );
      const statuses = flood.map((response) => response.statusCode);
      const checked = statuses.filter((status) => status === 401).length;
      expect(statuses).not.toContain(204);
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perAddress);
      expect(
        statuses.filter((status) => status === 429),
        `statuses: ${JSON.stringify(countsOf(statuses))}`,
      ).toHaveLength(1000 - checked);
      expectRefused(flood[999] as LightMyRequestResponse);

      // The moderator who signed in on this browser before is not slowed at all…
      expect((await loginAs(app, trusted, MODERATOR_PASSWORD)).statusCode).toBe(204);
      // …while the flooding address stays refused for the rest of its window, right password or not.
      const locked = await loginAs(app, { address: FLOODER }, MODERATOR_PASSWORD);
      expectRefused(locked);
      expect(retryAfter(locked)).toBeGreaterThan(60);
      expect(retryAfter(locked)).toBeLessThanOrEqual(LOGIN_LIMITS.windowMs / 1000);

      // A new browser elsewhere waits at most the account's back-off (1 minute), then gets in.
      let waited = 0;
      let response = await loginAs(app, { address: ELSEWHERE }, MODERATOR_PASSWORD);
      if (response.statusCode === 429) {
        expectRefused(response);
        waited = retryAfter(response);
        expect(waited).toBeLessThanOrEqual(LOGIN_LIMITS.accountBackoffMaxMs / 1000);
        clock.advance(waited * 1000);
        response = await loginAs(app, { address: ELSEWHERE }, MODERATOR_PASSWORD);
      }
      expect(response.statusCode).toBe(204);
    });

    it("a trusted browser's failures are its own: the address and the account stay open", async () => {
      const { app } = await appWithClock(database);
      const trusted = await trustedBrowser(app, FLOODER);
      for (let i = 0; i < LOGIN_LIMITS.perTrustedDevice; i++) {
        expect((await loginAs(app, trusted, `${WRONG}-${i}`)).statusCode).toBe(401);
      }
      // No back-off for other browsers, here or elsewhere.
      expect((await loginAs(app, { address: FLOODER }, MODERATOR_PASSWORD)).statusCode).toBe(204);
      expect((await loginAs(app, { address: ELSEWHERE }, MODERATOR_PASSWORD)).statusCode).toBe(204);
    });

    it("10 attempts per address per 15 minutes, successes not counted; the right password is not checked past the limit", async () => {
      const { app, clock } = await appWithClock(database);
      const browser = { address: FLOODER };
      for (let i = 0; i < 12; i++) {
        expect((await loginAs(app, browser, MODERATOR_PASSWORD)).statusCode).toBe(204);
      }
      for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
        expect((await laterLogin(app, clock, browser, `${WRONG}-${i}`)).statusCode).toBe(401);
      }
      const blocked = await laterLogin(app, clock, browser, MODERATOR_PASSWORD);
      expectRefused(blocked);
      expect(retryAfter(blocked)).toBeGreaterThan(60);
      expect(retryAfter(blocked)).toBeLessThanOrEqual(LOGIN_LIMITS.windowMs / 1000);
      // The run's first refusal is in the trail, once: more refusals add no line.
      expectRefused(await laterLogin(app, clock, browser, WRONG));
      const throttled = (await app.auditTrail.list({})).filter(
        (entry) => entry.action === "sign_in_throttled",
      );
      expect(throttled).toEqual([
        expect.objectContaining({
          actor: QUICK_START_LEAD,
          detail: expect.stringMatching(/^adres \S+; limit prób z adresu$/) as unknown as string,
        }),
      ]);
      expect(throttled[0]?.detail).not.toContain(FLOODER);

      clock.advance(retryAfter(blocked) * 1000);
      expect((await laterLogin(app, clock, browser, MODERATOR_PASSWORD)).statusCode).toBe(204);
    });

    it("one IPv6 /64 is one address", async () => {
      const { app, clock } = await appWithClock(database);
      for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
        const address = `2001:db8:7:7::${(i + 1).toString(16)}`;
        expect((await laterLogin(app, clock, { address }, WRONG)).statusCode).toBe(401);
      }
      expectRefused(await laterLogin(app, clock, { address: "2001:db8:7:7:ffff::1" }, WRONG));
      const neighbour = await laterLogin(app, clock, { address: "2001:db8:7:8::1" }, WRONG);
      expect(neighbour.statusCode).toBe(401);
    });

    it("the account's back-off grows from 1 s and never exceeds a minute", async () => {
      const { app, clock } = await appWithClock(database);
      const waits: number[] = [];
      for (let i = 0; i < 40; i++) {
        // A new address each time: an attacker rotating addresses meets only the account's back-off.
        const response = await loginAs(app, { address: `192.0.2.${i + 1}` }, WRONG);
        if (response.statusCode === 429) {
          expectRefused(response);
          waits.push(retryAfter(response));
          clock.advance(retryAfter(response) * 1000);
        } else {
          expect(response.statusCode).toBe(401);
        }
      }
      expect(waits[0]).toBe(1);
      expect(Math.max(...waits)).toBe(LOGIN_LIMITS.accountBackoffMaxMs / 1000);
      expect(waits).toEqual([...waits].sort((a, b) => a - b));
    });

    it("trusts only a valid, unexpired device cookie of this account; sets it HttpOnly, SameSite=Strict, for the login path only", async () => {
      const { app, clock } = await appWithClock(database);
      const first = await loginAs(app, { address: ELSEWHERE }, MODERATOR_PASSWORD);
      const device = first.cookies.find((cookie) => cookie.name === TRUSTED_DEVICE_COOKIE);
      expect(device).toMatchObject({
        httpOnly: true,
        sameSite: "Strict",
        path: "/api/moderation/session",
        maxAge: 30 * 24 * 60 * 60,
      });
      expect(device?.secure).toBeFalsy();
      const value = device?.value ?? "";
      const [id, expires] = app.unsignCookie(value).value?.split(".") ?? [];

      for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
        expect((await laterLogin(app, clock, { address: FLOODER }, WRONG)).statusCode).toBe(401);
      }
      const from = (cookieValue: string) => ({
        address: FLOODER,
        cookie: `${TRUSTED_DEVICE_COOKIE}=${encodeURIComponent(cookieValue)}`,
      });
      const untrusted = [
        `${value}x`, // signature broken
        app.signCookie(`${id}.${expires}.someone-else`), // another account's
        app.signCookie(`${id}.${Math.floor(clock.now().getTime() / 1000) - 1}.moderator`), // expired
      ];
      for (const cookie of untrusted) {
        expectRefused(await loginAs(app, from(cookie), MODERATOR_PASSWORD));
      }
      expect((await loginAs(app, from(value), MODERATOR_PASSWORD)).statusCode).toBe(204);
    });

    it("503, not an unlimited login, when the counters fail", async () => {
      const { app } = await appWithClock(database);
      const hit = failRateCounters(new Error("database down"));
      const response = await loginAs(app, { address: ELSEWHERE }, MODERATOR_PASSWORD);
      hit.mockRestore();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: "unavailable" });
      expect(response.cookies).toEqual([]);
    });
  });
}

describe.runIf(postgres !== undefined)("login limits across instances", () => {
  it("two instances on one PostgreSQL: failures on A count on B, a device trusted on A is trusted on B", async () => {
    if (!postgres) return;
    const clock = fakeClock();
    const { databaseUrl } = await postgres.fresh();
    const shared = {
      databaseUrl,
      sessionSecret: randomBytes(32).toString("hex"),
      clock: clock.now,
    };
    const a = await buildApp(testConfig(shared));
    const b = await buildApp(testConfig(shared));
    try {
      const trusted = await trustedBrowser(a, FLOODER);
      for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
        const app = i % 2 === 0 ? a : b;
        expect((await laterLogin(app, clock, { address: FLOODER }, WRONG)).statusCode).toBe(401);
      }
      expectRefused(await loginAs(a, { address: FLOODER }, MODERATOR_PASSWORD));
      expectRefused(await loginAs(b, { address: FLOODER }, MODERATOR_PASSWORD));
      expect((await loginAs(b, trusted, MODERATOR_PASSWORD)).statusCode).toBe(204);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
