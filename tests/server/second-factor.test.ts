import type { FastifyInstance } from "fastify";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_ATTEMPTS,
  type AuditEntry,
  type ModerationSession,
  type TotpSetup,
} from "#core/contract";
import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { SoftPasskey, type PasskeyOptionsJson } from "../support/soft-passkey";
import {
  createTestApp,
  expectError,
  INJECT_ORIGIN,
  login,
  signInWithPassword,
  testDatabases,
} from "./helpers";
import { staffGet, staffPost, staffWrite } from "./staff";
import { testClock } from "./test-clock";

const STEP_MS = 30_000;

async function secondFactorOf(app: FastifyInstance, session: string) {
  const response = await staffGet(app, session, "/api/moderation/session");
  expect(response.statusCode).toBe(200);
  return response.json<ModerationSession>().secondFactor;
}

/** Adds a soft passkey to the session's account; the answer (recovery codes or null). */
async function addPasskey(app: FastifyInstance, session: string, passkey: SoftPasskey) {
  const options = await staffPost(app, session, "/api/moderation/second-factor/passkeys/options");
  expect(options.statusCode).toBe(200);
  const response = passkey.register(options.json<PasskeyOptionsJson>(), INJECT_ORIGIN);
  return staffPost(app, session, "/api/moderation/second-factor/passkeys", {
    response,
    label: "Telefon",
  });
}

/** Answers a fresh challenge with `passkey`. */
async function verifyWithPasskey(app: FastifyInstance, session: string, passkey: SoftPasskey) {
  const challenge = await staffPost(app, session, "/api/moderation/second-factor/challenge");
  expect(challenge.statusCode).toBe(200);
  const response = passkey.authenticate(challenge.json<PasskeyOptionsJson>(), INJECT_ORIGIN);
  return staffPost(app, session, "/api/moderation/second-factor/verify", {
    method: "passkey",
    response,
  });
}

const verifyWith = (
  app: FastifyInstance,
  session: string,
  method: "totp" | "recovery",
  code: string,
) => staffPost(app, session, "/api/moderation/second-factor/verify", { method, code });

const codeAt = (secret: string, at: Date) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

async function trail(app: FastifyInstance, lead: string): Promise<AuditEntry[]> {
  const response = await staffGet(app, lead, "/api/moderation/audit");
  expect(response.statusCode).toBe(200);
  return response.json<AuditEntry[]>();
}

/** The staff routes an unverified session may call besides GET and DELETE /session. */
const OPEN_BEFORE_VERIFIED = new Set([
  "POST /api/moderation/second-factor/challenge",
  "POST /api/moderation/second-factor/verify",
  "POST /api/moderation/second-factor/passkeys/options",
  "POST /api/moderation/second-factor/passkeys",
  "POST /api/moderation/second-factor/totp/setup",
  "POST /api/moderation/second-factor/totp",
  "GET /api/moderation/session",
  "POST /api/moderation/session",
  "DELETE /api/moderation/session",
]);

for (const database of testDatabases()) {
  describe(`second factor (${database.name})`, () => {
    it("a lead without one must add one: until then, and until it is proved, no other staff route answers", async () => {
      const app = await createTestApp(database);
      const first = await signInWithPassword(app);
      expect(await secondFactorOf(app, first)).toEqual({
        state: "enrol",
        methods: [],
        recoveryCodesLeft: 0,
      });

      // Every documented staff route, lead's or not, refuses the unverified session.
      const verified = await login(app, QUICK_START_LEAD);
      const docs = await staffGet(app, verified, "/api/docs/json");
      const paths = docs.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
      const routes = Object.entries(paths)
        .filter(([path]) => path.startsWith("/api/moderation/"))
        .flatMap(([path, methods]) =>
          Object.keys(methods).map((method) => [method.toUpperCase(), path] as const),
        )
        .filter(([method, path]) => !OPEN_BEFORE_VERIFIED.has(`${method} ${path}`));
      expect(routes.length).toBeGreaterThan(25);
      const again = await signInWithPassword(app);
      for (const [method, path] of routes) {
        const url = path
          .replace("{id}", "1")
          .replace("{setId}", "x")
          .replace("{name}", "ola")
          .replace("{screen}", "a");
        const response =
          method === "GET"
            ? await staffGet(app, again, url)
            : await staffWrite(app, again, method as "POST" | "PUT" | "DELETE", url, {});
        expectError(response, 401, "second_factor_required");
      }
      // The public half of the API documentation only.
      const hidden = await staffGet(app, again, "/api/docs/json");
      expect(Object.keys(hidden.json<{ paths: object }>().paths)).not.toContain(
        "/api/moderation/audit",
      );
    });

    it("the first passkey comes with 10 recovery codes and verifies the session; the next sign-in proves it", async () => {
      const app = await createTestApp(database);
      const session = await signInWithPassword(app);
      const passkey = SoftPasskey.create();
      const added = await addPasskey(app, session, passkey);
      expect(added.statusCode).toBe(200);
      const codes = added.json<{ recoveryCodes: string[] }>().recoveryCodes;
      expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
      expect(await secondFactorOf(app, session)).toEqual({
        state: "done",
        methods: ["passkey"],
        recoveryCodesLeft: RECOVERY_CODE_COUNT,
      });
      expect((await staffGet(app, session, "/api/moderation/counts")).statusCode).toBe(200);

      const next = await signInWithPassword(app);
      expect((await secondFactorOf(app, next)).state).toBe("verify");
      // A password alone adds no factor to an account that has one.
      expectError(
        await staffPost(app, next, "/api/moderation/second-factor/passkeys/options"),
        403,
        "second_factor_verify_first",
      );
      expectError(
        await staffPost(app, next, "/api/moderation/second-factor/totp/setup"),
        403,
        "second_factor_verify_first",
      );
      // Another authenticator's signature is a wrong attempt.
      expectError(
        await verifyWithPasskey(app, next, SoftPasskey.create()),
        400,
        "second_factor_wrong",
      );
      expect((await verifyWithPasskey(app, next, passkey)).statusCode).toBe(204);
      expect((await secondFactorOf(app, next)).state).toBe("done");
      expect((await staffGet(app, next, "/api/moderation/audit")).statusCode).toBe(200);

      // A challenge answers once: the same assertion again finds none.
      const third = await signInWithPassword(app);
      const challenge = await staffPost(app, third, "/api/moderation/second-factor/challenge");
      const assertion = passkey.authenticate(challenge.json<PasskeyOptionsJson>(), INJECT_ORIGIN);
      const answer = { method: "passkey", response: assertion };
      const verifyUrl = "/api/moderation/second-factor/verify";
      expect((await staffPost(app, third, verifyUrl, answer)).statusCode).toBe(204);
      const fourth = await signInWithPassword(app);
      expectError(
        await staffPost(app, fourth, verifyUrl, answer),
        400,
        "passkey_challenge_expired",
      );

      const own = await staffGet(app, next, "/api/moderation/second-factor");
      expect(own.json()).toEqual({
        required: true,
        passkeys: [
          {
            id: passkey.id,
            label: "Telefon",
            createdAt: expect.any(String),
            lastUsedAt: expect.any(String),
          },
        ],
        totp: null,
        recoveryCodesLeft: RECOVERY_CODE_COUNT,
      });
      const lines = await trail(app, next);
      expect(lines.filter((line) => line.action === "second_factor_enrolled")).toEqual([
        expect.objectContaining({ actor: QUICK_START_LEAD, detail: "klucz dostępu „Telefon”" }),
      ]);
      expect(lines.filter((line) => line.action === "second_factor_failed")).toHaveLength(1);
    });

    it("an authenticator app: a code is accepted once, never twice, and one step of clock drift is forgiven", async () => {
      const time = testClock("2031-06-11T18:00:05.000Z");
      const app = await createTestApp(database, { clock: time.clock });
      const session = await signInWithPassword(app);
      const setup = await staffPost(app, session, "/api/moderation/second-factor/totp/setup");
      expect(setup.statusCode).toBe(200);
      const { secret, uri, qr } = setup.json<TotpSetup>();
      expect(uri).toMatch(/^otpauth:\/\/totp\/.*koordynator\?.*secret=/);
      expect(qr.path).toMatch(/^M\d/);
      const confirm = "/api/moderation/second-factor/totp";
      expectError(
        await staffPost(app, session, confirm, { code: "000000" }),
        400,
        "second_factor_wrong",
      );
      const confirmed = await staffPost(app, session, confirm, {
        code: await codeAt(secret, time.clock()),
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
      expect((await secondFactorOf(app, session)).methods).toEqual(["totp"]);

      // The code that confirmed the app is spent.
      const next = await signInWithPassword(app);
      expectError(
        await verifyWith(app, next, "totp", await codeAt(secret, time.clock())),
        400,
        "second_factor_wrong",
      );
      time.advance(STEP_MS);
      const code = await codeAt(secret, time.clock());
      expect(
        (await verifyWith(app, next, "totp", ` ${code.slice(0, 3)} ${code.slice(3)} `)).statusCode,
      ).toBe(204);
      const replay = await signInWithPassword(app);
      expectError(await verifyWith(app, replay, "totp", code), 400, "second_factor_wrong");
      // A phone 30 s behind is still accepted; 90 s is not.
      time.advance(STEP_MS);
      const late = await codeAt(secret, new Date(time.clock().getTime() - STEP_MS * 3));
      expectError(await verifyWith(app, replay, "totp", late), 400, "second_factor_wrong");
      time.advance(STEP_MS);
      const behind = await codeAt(secret, new Date(time.clock().getTime() - STEP_MS));
      expect((await verifyWith(app, replay, "totp", behind)).statusCode).toBe(204);
      expectError(
        await staffPost(app, replay, "/api/moderation/second-factor/totp/setup"),
        409,
        "totp_exists",
      );
    });

    it("a recovery code works once, typed in any case and grouping", async () => {
      const app = await createTestApp(database);
      const session = await signInWithPassword(app);
      const added = await addPasskey(app, session, SoftPasskey.create());
      const [first, second] = added.json<{ recoveryCodes: string[] }>().recoveryCodes;
      if (!first || !second) throw new Error("no recovery codes");

      const lostPhone = await signInWithPassword(app);
      expect((await verifyWith(app, lostPhone, "recovery", first)).statusCode).toBe(204);
      expect(await secondFactorOf(app, lostPhone)).toMatchObject({
        state: "done",
        recoveryCodesLeft: RECOVERY_CODE_COUNT - 1,
      });
      const again = await signInWithPassword(app);
      expectError(await verifyWith(app, again, "recovery", first), 400, "second_factor_wrong");
      const typed = second.toUpperCase().replaceAll("-", " ");
      expect((await verifyWith(app, again, "recovery", typed)).statusCode).toBe(204);

      // A new set: the old codes stop working.
      const renewed = await staffPost(app, again, "/api/moderation/second-factor/recovery-codes");
      expect(renewed.statusCode).toBe(200);
      const fresh = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes;
      expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
      const third = await signInWithPassword(app);
      const old = added.json<{ recoveryCodes: string[] }>().recoveryCodes[2] ?? "";
      expectError(await verifyWith(app, third, "recovery", old), 400, "second_factor_wrong");
      expect((await verifyWith(app, third, "recovery", fresh[0] ?? "")).statusCode).toBe(204);

      const actions = (await trail(app, third)).map((line) => line.action);
      expect(actions.filter((action) => action === "recovery_code_used")).toHaveLength(3);
      expect(actions).toContain("recovery_codes_renewed");
    });

    it(`the ${SECOND_FACTOR_ATTEMPTS}th wrong attempt of a session ends it, recorded in the trail`, async () => {
      const app = await createTestApp(database);
      const lead = await login(app);
      const guessing = await signInWithPassword(app);
      for (let attempt = 1; attempt < SECOND_FACTOR_ATTEMPTS; attempt++) {
        expectError(await verifyWith(app, guessing, "totp", "123456"), 400, "second_factor_wrong");
      }
      expectError(
        await verifyWith(app, guessing, "recovery", "aaaa-bbbb-cccc-dddd"),
        401,
        "second_factor_locked",
      );
      expectError(await staffGet(app, guessing, "/api/moderation/session"), 401, "unauthorized");
      const failed = (await trail(app, lead)).filter(
        (line) => line.action === "second_factor_failed",
      );
      expect(failed).toHaveLength(SECOND_FACTOR_ATTEMPTS);
      expect(failed[0]?.detail).toBe(
        `kod zapasowy; nieudana próba ${SECOND_FACTOR_ATTEMPTS} z ${SECOND_FACTOR_ATTEMPTS}; sesja zakończona`,
      );
      // The verified session is untouched.
      expect((await staffGet(app, lead, "/api/moderation/counts")).statusCode).toBe(200);

      // A new session guesses on under the login limits' back-off for the account: no fresh
      // five guesses per sign-in.
      const next = await signInWithPassword(app);
      const answers: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        answers.push((await verifyWith(app, next, "totp", "654321")).statusCode);
      }
      expect(answers).toContain(429);
      const throttled = await verifyWith(app, next, "totp", "654321");
      expectError(throttled, 429, "login_rate_limited");
      expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    });
  });
}
