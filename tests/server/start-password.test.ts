import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { contentDir } from "#content-layer/load";
import { buildApp } from "#server/app";
import { loadConfig, resolveSecrets, type AppConfig } from "#server/config";
import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { FIXTURE_LOG2_N, hashPassword, verifyPassword } from "#server/moderation/password-hash";
import { login, MODERATOR_PASSWORD, testConfig, testDatabases, temporaryDir } from "./helpers";

/**
 * The quick-start lead's password at start (docs/operations/the-night.md#staff-passwords): the
 * start's password is applied only when it changed since a start last applied it, which ends the
 * account's sessions; a restart changes nothing; a `moderators reset` holds until
 * MODERATOR_PASSWORD itself changes.
 */
const running: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.close()));
});

type Shared = Pick<AppConfig, "dataDir" | "databaseUrl" | "sessionSecret">;

async function start(shared: Shared, moderatorPasswordHash?: string) {
  const app = await buildApp(
    testConfig({ ...shared, ...(moderatorPasswordHash ? { moderatorPasswordHash } : {}) }),
  );
  running.push(app);
  return app;
}

async function stop(app: FastifyInstance) {
  running.splice(running.indexOf(app), 1);
  await app.close();
}

async function signedIn(app: FastifyInstance, cookie: string): Promise<boolean> {
  const response = await app.inject({ url: "/api/moderation/session", headers: { cookie } });
  return response.statusCode === 200;
}

const refused = (app: FastifyInstance, password: string) =>
  expect(login(app, QUICK_START_LEAD, password)).rejects.toThrow(/401/);

describe("MODERATOR_PASSWORD's hash", () => {
  const env = (password: string, secret: string) => ({
    CONTENT_DIR: contentDir(),
    DATA_DIR: temporaryDir(),
    MODERATOR_PASSWORD: password,
    SESSION_SECRET: secret,
  });
  const hashOf = async (password: string, secret: string) =>
    (await resolveSecrets(loadConfig(env(password, secret), "/"))).config.moderatorPasswordHash;

  it("is the same at every start and on every instance, so a start can tell a new one", async () => {
    const [password, secret] = ["Zielona-latarnia-nad-Wisla-42", randomBytes(32).toString("hex")];
    const first = await hashOf(password, secret);
    expect(await hashOf(password, secret)).toBe(first);
    expect(await verifyPassword(password, first)).toBe(true);
    expect(await hashOf("Inna-latarnia-pod-mostem-77", secret)).not.toBe(first);
    // Its salt comes from the deployment's secret: another deployment's hash is another.
    expect(await hashOf(password, randomBytes(32).toString("hex"))).not.toBe(first);
  });
});

describe.each(testDatabases())("the quick-start lead at start on $name", (database) => {
  const shared = async (): Promise<Shared> => ({
    ...(await database.fresh()),
    sessionSecret: randomBytes(32).toString("hex"),
  });

  it("a restart with the same password keeps its sessions; a new one ends them", async () => {
    const config = await shared();
    const first = await start(config);
    const cookie = await login(first);
    await stop(first);
    const second = await start(config);
    expect(await signedIn(second, cookie)).toBe(true);
    await stop(second);

    const rotated = "haslo-po-rotacji-koordynatora";
    const third = await start(config, await hashPassword(rotated, FIXTURE_LOG2_N));
    expect(await signedIn(third, cookie)).toBe(false);
    await refused(third, MODERATOR_PASSWORD);
    expect(await signedIn(third, await login(third, QUICK_START_LEAD, rotated))).toBe(true);
  });

  it("`moderators reset` survives restarts until MODERATOR_PASSWORD itself changes", async () => {
    const config = await shared();
    const first = await start(config);
    // As `npm run moderators -- reset koordynator` does it.
    const reset = (await first.staffAccounts.reset(QUICK_START_LEAD)) ?? "";
    await stop(first);

    const second = await start(config);
    const cookie = await login(second, QUICK_START_LEAD, reset);
    await refused(second, MODERATOR_PASSWORD);
    await stop(second);

    const rotated = "haslo-po-rotacji-koordynatora";
    const third = await start(config, await hashPassword(rotated, FIXTURE_LOG2_N));
    expect(await signedIn(third, cookie)).toBe(false);
    await refused(third, reset);
    await login(third, QUICK_START_LEAD, rotated);
  });

  it("a removed lead comes back at the next start with the start's password", async () => {
    const config = await shared();
    const first = await start(config);
    expect(await first.staffAccounts.remove(QUICK_START_LEAD)).toBe(true);
    await stop(first);
    const second = await start(config);
    await login(second);
  });

  it("a changed password ends the account's other sessions, keeping the one that changed it", async () => {
    const app = await start(await shared());
    const password = await app.staffAccounts.add("ola", "moderator");
    const [kept, other] = [await login(app, "ola", password), await login(app, "ola", password)];
    const keptId = app.unsignCookie(decodeURIComponent(kept.split("=")[1] ?? "")).value ?? "";
    const changed = await app.staffAccounts.setPassword(
      "ola",
      await hashPassword("nowe-haslo-oli-123", FIXTURE_LOG2_N),
      keptId,
    );
    expect(changed).toBe(true);
    expect(await signedIn(app, other)).toBe(false);
    expect(await signedIn(app, kept)).toBe(true);
    expect(await app.staffAccounts.setPassword("nikt", "$scrypt$x")).toBe(false);
  });
});
