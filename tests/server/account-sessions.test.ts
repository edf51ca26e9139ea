import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { AccountSessions } from "#core/contract";
import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { SESSION_TTL_MS } from "#server/db/staff-sessions-repo";
import { readEnvironment } from "#server/config";
import { describeDevice } from "#server/moderation/device-description";
import { completeSecondFactor } from "../support/soft-passkey";
import {
  createTestApp,
  expectError,
  INJECT_ORIGIN,
  injectedCall,
  MODERATOR_PASSWORD,
  testDatabases,
} from "./helpers";
import { signedInAs, staffGet, staffWrite } from "./staff";
import { testClock } from "./test-clock";

const MINUTE = 60_000;
const IDLE_MS = 30 * MINUTE;
const FIREFOX_ANDROID = "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0";
const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) " +
  "Chrome/126.0.0.0 Safari/537.36";

/** Signs the quick-start lead in from a browser with `userAgent`; the Cookie header value. */
async function signInFrom(app: FastifyInstance, userAgent: string, https = false) {
  const response = await app.inject({
    method: "POST",
    url: "/api/moderation/session",
    headers: { "user-agent": userAgent, ...(https ? { "x-forwarded-proto": "https" } : {}) },
    payload: { name: QUICK_START_LEAD, password: MODERATOR_PASSWORD },
  });
  expect(response.statusCode).toBe(204);
  const cookie = response.cookies.find((each) => each.name.endsWith("moderator_session"));
  if (!cookie) throw new Error("no session cookie");
  const session = `${cookie.name}=${cookie.value}`;
  const headers = { "user-agent": userAgent, ...(https ? { "x-forwarded-proto": "https" } : {}) };
  // Behind a trusted proxy saying HTTPS, inject's Host (localhost:80) is an https origin's.
  const origin = https ? "https://localhost:80" : INJECT_ORIGIN;
  await completeSecondFactor(injectedCall(app, session, headers), QUICK_START_LEAD, origin);
  return session;
}

const sessionOf = (app: FastifyInstance, cookie: string) =>
  staffGet(app, cookie, "/api/moderation/session");

describe("STAFF_IDLE_MINUTES", () => {
  it("defaults to two hours and stays between 5 minutes and the session's 12 hours", () => {
    expect(readEnvironment({}).STAFF_IDLE_MINUTES).toBe(120);
    expect(readEnvironment({ STAFF_IDLE_MINUTES: "45" }).STAFF_IDLE_MINUTES).toBe(45);
    for (const wrong of ["4", "721", "pół godziny"]) {
      expect(() => readEnvironment({ STAFF_IDLE_MINUTES: wrong })).toThrow(/STAFF_IDLE_MINUTES/);
    }
  });
});

describe("describeDevice", () => {
  it("keeps only the browser and the system", () => {
    expect(describeDevice(FIREFOX_ANDROID)).toBe("Firefox, Android");
    expect(describeDevice(CHROME_MAC)).toBe("Chrome, macOS");
    expect(
      describeDevice(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 " +
          "(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari, iPhone");
    expect(
      describeDevice(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) " +
          "Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      ),
    ).toBe("Edge, Windows");
    expect(describeDevice("curl/8.5.0")).toBeNull();
    expect(describeDevice(undefined)).toBeNull();
  });
});

for (const database of testDatabases()) {
  describe(`staff sessions: idle time, the account's list, sign out everywhere else (${database.name})`, () => {
    it("a session left unused for the idle time ends; the panel's next request is refused", async () => {
      const time = testClock();
      const app = await createTestApp(database, { clock: time.clock, staffIdleMs: IDLE_MS });
      const cookie = await signInFrom(app, CHROME_MAC);

      time.advance(IDLE_MS - MINUTE);
      expect((await sessionOf(app, cookie)).statusCode).toBe(200);
      // That request counted: the idle time starts again from it.
      time.advance(IDLE_MS - MINUTE);
      expect((await sessionOf(app, cookie)).statusCode).toBe(200);

      time.advance(IDLE_MS + 1);
      expectError(await sessionOf(app, cookie), 401, "unauthorized");
      // Nor does it come back, and presence no longer counts it.
      expectError(await sessionOf(app, cookie), 401, "unauthorized");
      expect(await app.staffSessions.signedIn()).toEqual([]);
    });

    it("an open panel is never signed out by the idle time: its periodic requests keep it alive all night", async () => {
      const time = testClock();
      const app = await createTestApp(database, { clock: time.clock, staffIdleMs: IDLE_MS });
      const cookie = await signInFrom(app, CHROME_MAC);
      // Ten hours of an open panel (it reads the figures every 5 s, renews its claims every 15 s;
      // here one request every 5 minutes stands for them): far past the idle time, never refused.
      for (let elapsed = 0; elapsed < 10 * 60 * MINUTE; elapsed += 5 * MINUTE) {
        time.advance(5 * MINUTE);
        const figures = await staffGet(app, cookie, "/api/moderation/figures");
        expect(figures.statusCode).toBe(200);
      }
      // The announcement on every screen asks for no password either: an emergency must not wait
      // for one (server/plugins/README.md#staff-sessions).
      const announced = await staffWrite(app, cookie, "POST", "/api/moderation/announcement", {
        text: "Prosimy o spokojne opuszczenie płyty wyjściem B.",
      });
      expect(announced.statusCode).toBeLessThan(300);
      // The session's absolute lifetime still ends it (ASVS's 12 hours for level 2).
      time.advance(SESSION_TTL_MS - 10 * 60 * MINUTE);
      expectError(await sessionOf(app, cookie), 401, "unauthorized");
    });

    it("lists the account's own live sessions, coarsely, and ends every other one", async () => {
      const time = testClock();
      const app = await createTestApp(database, { clock: time.clock, staffIdleMs: IDLE_MS });
      const phone = await signInFrom(app, FIREFOX_ANDROID);
      time.advance(MINUTE);
      const laptop = await signInFrom(app, CHROME_MAC);
      const ola = await signedInAs(app, "ola");

      time.advance(MINUTE);
      const listed = await staffGet(app, laptop, "/api/moderation/sessions");
      expect(listed.statusCode).toBe(200);
      const body = listed.json<AccountSessions>();
      expect(body.idleMinutes).toBe(30);
      expect(body.sessions.map(({ current, device }) => ({ current, device }))).toEqual([
        { current: true, device: "Chrome, macOS" },
        { current: false, device: "Firefox, Android" },
      ]);
      expect(body.sessions[0]).toMatchObject({
        createdAt: "2025-05-16T18:01:00.000Z",
        lastSeenAt: "2025-05-16T18:02:00.000Z",
      });
      expect(JSON.stringify(body)).not.toContain(laptop.split("=")[1]?.split(".")[0] ?? "?");
      // Another account's sessions are not among them.
      expect((await staffGet(app, ola, "/api/moderation/sessions")).json()).toMatchObject({
        sessions: [{ current: true, device: null }],
      });

      const ended = await staffWrite(app, laptop, "DELETE", "/api/moderation/sessions");
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toEqual({ ended: 1 });
      expectError(await sessionOf(app, phone), 401, "unauthorized");
      expect((await sessionOf(app, laptop)).statusCode).toBe(200);
      expect((await sessionOf(app, ola)).statusCode).toBe(200);
      const trail = await app.auditTrail.list({ moderator: QUICK_START_LEAD });
      expect(trail[0]).toMatchObject({ action: "sign_out" });
      expect(trail[0]?.detail).toContain("wszędzie poza tym urządzeniem");
    });

    it("follows the staff request rules: a session, our own pages, JSON", async () => {
      const app = await createTestApp(database);
      const cookie = await signInFrom(app, CHROME_MAC);
      expectError(
        await app.inject({ method: "GET", url: "/api/moderation/sessions" }),
        401,
        "unauthorized",
      );
      const foreign = await app.inject({
        method: "DELETE",
        url: "/api/moderation/sessions",
        headers: {
          cookie,
          "content-type": "application/json",
          "sec-fetch-site": "cross-site",
        },
        payload: "{}",
      });
      expectError(foreign, 403, "forbidden_origin");
      const form = await app.inject({
        method: "DELETE",
        url: "/api/moderation/sessions",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        payload: "a=1",
      });
      expectError(form, 415, "unsupported_media_type");
      expect((await sessionOf(app, cookie)).statusCode).toBe(200);
    });

    it("over HTTPS the cookie is __Host-moderator_session, and a plain-named one is no session there", async () => {
      const app = await createTestApp(database, { trustProxy: true });
      const https = { "x-forwarded-proto": "https" };
      const hosted = await signInFrom(app, CHROME_MAC, true);
      expect(hosted.startsWith("__Host-moderator_session=")).toBe(true);
      const check = (cookie: string) =>
        app.inject({
          method: "GET",
          url: "/api/moderation/session",
          headers: { cookie, ...https },
        });
      expect((await check(hosted)).statusCode).toBe(200);

      // A valid session under the plain name, as a sibling subdomain could plant it over HTTPS:
      // refused, and not upgraded to a __Host- cookie.
      const plain = await signInFrom(app, CHROME_MAC);
      expect(plain.startsWith("moderator_session=")).toBe(true);
      expect((await sessionOf(app, plain)).statusCode).toBe(200);
      const planted = await check(plain);
      expectError(planted, 401, "unauthorized");
      expect(planted.cookies.find((each) => each.name === "__Host-moderator_session")).toBe(
        undefined,
      );

      const out = await app.inject({
        method: "DELETE",
        url: "/api/moderation/session",
        headers: { cookie: hosted, "content-type": "application/json", ...https },
        payload: "{}",
      });
      expect(out.statusCode).toBe(204);
      expect(out.cookies.map((each) => [each.name, each.value, each.path])).toEqual([
        ["moderator_session", "", "/api/moderation"],
        ["__Host-moderator_session", "", "/"],
      ]);
      expectError(await check(hosted), 401, "unauthorized");
    });
  });
}
