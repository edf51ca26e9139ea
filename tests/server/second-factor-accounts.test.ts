import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { AuditEntry, ModerationSession, TotpSetup } from "#core/contract";
import { generate } from "otplib";
import { SERVER_ACTOR } from "#core/staff-accounts";
import { buildApp } from "#server/app";
import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { programArguments } from "../support/test-programs";
import {
  createTestApp,
  expectError,
  login,
  MODERATOR_PASSWORD,
  signInWithPassword,
  temporaryDir,
  testConfig,
  testDatabases,
} from "./helpers";
import { staffGet, staffPost, staffWrite } from "./staff";

const stateOf = async (app: FastifyInstance, session: string) =>
  (await staffGet(app, session, "/api/moderation/session")).json<ModerationSession>().secondFactor
    .state;

const resetUrl = (name: string) => `/api/moderation/accounts/${name}/second-factor`;

/** An account with a generated password, as `npm run moderators -- add` makes it. */
async function account(app: FastifyInstance, name: string, role: "moderator" | "lead") {
  const password = await app.staffAccounts.add(name, role);
  return { password, session: await login(app, name, password) };
}

for (const database of testDatabases()) {
  describe(`second factor: accounts, password, setting (${database.name})`, () => {
    it("a lead removes another account's factor: its sessions end and it adds one again at its next sign-in", async () => {
      const app = await createTestApp(database);
      const lead = await login(app);
      const ewa = await account(app, "ewa", "lead");
      const ola = await account(app, "ola", "moderator");

      const accounts = await staffGet(app, lead, "/api/moderation/accounts");
      expect(accounts.json()).toEqual([
        { name: "ewa", role: "lead", hasSecondFactor: true },
        { name: QUICK_START_LEAD, role: "lead", hasSecondFactor: true },
        { name: "ola", role: "moderator", hasSecondFactor: false },
      ]);
      expectError(
        await staffGet(app, ola.session, "/api/moderation/accounts"),
        403,
        "forbidden_role",
      );
      expectError(
        await staffWrite(app, ola.session, "DELETE", resetUrl("ewa")),
        403,
        "forbidden_role",
      );
      expectError(
        await staffWrite(app, lead, "DELETE", resetUrl(QUICK_START_LEAD)),
        409,
        "own_second_factor",
      );
      expectError(await staffWrite(app, lead, "DELETE", resetUrl("nikt")), 404, "not_found");
      // A name no account could have, a NUL among them, never reaches the database.
      expectError(await staffWrite(app, lead, "DELETE", resetUrl("a%00b")), 400, "invalid_query");
      expectError(
        await staffWrite(app, lead, "DELETE", "/api/moderation/second-factor/passkeys/a%00b"),
        400,
        "invalid_query",
      );

      expect((await staffWrite(app, lead, "DELETE", resetUrl("EWA"))).statusCode).toBe(204);
      expectError(await staffGet(app, ewa.session, "/api/moderation/session"), 401, "unauthorized");
      const again = await signInWithPassword(app, "ewa", ewa.password);
      expect(await stateOf(app, again)).toBe("enrol");
      const trail = (await staffGet(app, lead, "/api/moderation/audit")).json<AuditEntry[]>();
      expect(trail.find((line) => line.action === "second_factor_removed")).toMatchObject({
        actor: QUICK_START_LEAD,
        detail: expect.stringContaining("konto ewa:"),
      });
    });

    it("the last factor of a lead cannot be removed; with a second one it can", async () => {
      const app = await createTestApp(database);
      const lead = await login(app);
      const own = (await staffGet(app, lead, "/api/moderation/second-factor")).json<{
        passkeys: Array<{ id: string }>;
      }>();
      const passkeyUrl = `/api/moderation/second-factor/passkeys/${own.passkeys[0]?.id ?? ""}`;
      expectError(await staffWrite(app, lead, "DELETE", passkeyUrl), 409, "last_second_factor");
      expectError(
        await staffWrite(app, lead, "DELETE", "/api/moderation/second-factor/totp"),
        404,
        "not_found",
      );

      const setup = await staffPost(app, lead, "/api/moderation/second-factor/totp/setup");
      const { secret } = setup.json<TotpSetup>();
      const added = await staffPost(app, lead, "/api/moderation/second-factor/totp", {
        code: await generate({ secret }),
      });
      // Not the account's first factor: no new recovery codes.
      expect(added.json()).toEqual({ recoveryCodes: null });
      expect((await staffWrite(app, lead, "DELETE", passkeyUrl)).statusCode).toBe(204);
      const left = (await staffGet(app, lead, "/api/moderation/second-factor")).json();
      expect(left).toMatchObject({ passkeys: [], totp: { createdAt: expect.any(String) } });
      expectError(
        await staffWrite(app, lead, "DELETE", "/api/moderation/second-factor/totp"),
        409,
        "last_second_factor",
      );
    });

    it("a password change needs the current one, passes the policy and ends the account's other sessions", async () => {
      const app = await createTestApp(database);
      const here = await login(app);
      const elsewhere = await login(app);
      const change = (body: object) =>
        staffWrite(app, here, "PUT", "/api/moderation/password", body);
      const next = "Zielony-parasol-nad-Wisla-41";

      expectError(
        await change({ current: "nie-to-haslo-wcale", next }),
        400,
        "wrong_current_password",
      );
      const weak = await change({ current: MODERATOR_PASSWORD, next: "haslo123" });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({
        code: "weak_password",
        error: expect.stringMatching(/Hasło/),
      });
      expect((await staffGet(app, elsewhere, "/api/moderation/counts")).statusCode).toBe(200);

      const changed = await change({ current: MODERATOR_PASSWORD, next });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ ended: 1 });
      expectError(await staffGet(app, elsewhere, "/api/moderation/session"), 401, "unauthorized");
      expect((await staffGet(app, here, "/api/moderation/counts")).statusCode).toBe(200);
      await expect(signInWithPassword(app)).rejects.toThrow(/401/);
      await expect(login(app, QUICK_START_LEAD, next)).resolves.toMatch(/^moderator_session=/);

      const actions = (await staffGet(app, here, "/api/moderation/audit"))
        .json<AuditEntry[]>()
        .map((line) => line.action);
      expect(actions).toContain("password_changed");
      expect(actions).toContain("sign_in_failed");
    });

    it("moderators need none by default, and must add one with STAFF_SECOND_FACTOR=all", async () => {
      const relaxed = await createTestApp(database);
      const ola = await account(relaxed, "ola", "moderator");
      expect(await stateOf(relaxed, ola.session)).toBe("done");

      const strict = await createTestApp(database, { staffSecondFactor: "all" });
      const password = await strict.staffAccounts.add("ola", "moderator");
      const session = await signInWithPassword(strict, "ola", password);
      expect(await stateOf(strict, session)).toBe("enrol");
      expectError(
        await staffGet(strict, session, "/api/moderation/counts"),
        401,
        "second_factor_required",
      );
      const verified = await login(strict, "ola", password);
      expect((await staffGet(strict, verified, "/api/moderation/counts")).statusCode).toBe(200);
      const own = await staffGet(strict, verified, "/api/moderation/second-factor");
      expect(own.json()).toMatchObject({ required: true });
    });

    it("a moderator who added a factor of their own accord is asked for it", async () => {
      const app = await createTestApp(database);
      const password = await app.staffAccounts.add("ola", "moderator");
      const first = await login(app, "ola", password);
      const setup = await staffPost(app, first, "/api/moderation/second-factor/totp/setup");
      const { secret } = setup.json<TotpSetup>();
      const confirmed = await staffPost(app, first, "/api/moderation/second-factor/totp", {
        code: await generate({ secret }),
      });
      expect(confirmed.statusCode).toBe(200);
      const next = await signInWithPassword(app, "ola", password);
      expect(await stateOf(app, next)).toBe("verify");
      // Not required: removing the only factor is allowed.
      expect(
        (await staffWrite(app, first, "DELETE", "/api/moderation/second-factor/totp")).statusCode,
      ).toBe(204);
      expect(await stateOf(app, await signInWithPassword(app, "ola", password))).toBe("done");
    });
  });
}

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");

describe("npm run moderators -- reset-second-factor", () => {
  it("removes an account's factors and ends its sessions, recorded as the server's act", async () => {
    const dataDir = temporaryDir();
    const app = await buildApp(testConfig({ dataDir }));
    try {
      const lead = await login(app);
      expect(await stateOf(app, lead)).toBe("done");
      const { stdout } = await run(
        process.execPath,
        [...programArguments("moderators"), "reset-second-factor", QUICK_START_LEAD],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
      );
      expect(stdout).toContain(`konta „${QUICK_START_LEAD}”`);
      expectError(await staffGet(app, lead, "/api/moderation/session"), 401, "unauthorized");
      const again = await signInWithPassword(app);
      expect(await stateOf(app, again)).toBe("enrol");
      const verified = await login(app);
      const trail = (await staffGet(app, verified, "/api/moderation/audit")).json<AuditEntry[]>();
      expect(trail.find((line) => line.action === "second_factor_removed")).toMatchObject({
        actor: SERVER_ACTOR,
      });
      const unknown = run(
        process.execPath,
        [...programArguments("moderators"), "reset-second-factor", "nikt"],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
      );
      await expect(unknown).rejects.toMatchObject({ code: 2 });
    } finally {
      await app.close();
    }
  }, 60_000);
});
