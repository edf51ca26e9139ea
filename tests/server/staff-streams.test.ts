import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import type { AppConfig } from "#server/config";
import { StaffAccountsRepository, QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { openDatabase } from "#server/db/open-database";
import { StaffAccounts } from "#server/moderation/staff-accounts";
import { SESSION_TTL_MS } from "#server/db/staff-sessions-repo";
import { hashPassword, FIXTURE_LOG2_N } from "#server/moderation/password-hash";
import { listen, login, SseClient, testConfig, testDatabases } from "./helpers";

/**
 * A staff stream lives no longer than its session (server/screens/staff-streams.ts): it closes
 * within seconds of a logout, a reset, a removal, a new start password or expiry — on the
 * instance that ended the session and on another one sharing the database.
 */
const CHECK_MS = 150;
/** Long enough for a few checks, far below the default interval. */
const CLOSES_WITHIN_MS = 2_000;
const IGNORED_EVENTS = { answered: () => {}, failed: () => {} };

const running: FastifyInstance[] = [];
const clients: SseClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await Promise.all(running.splice(0).map((app) => app.close()));
});

type Shared = Pick<AppConfig, "dataDir" | "databaseUrl" | "sessionSecret">;

/** An instance on the shared database, listening; `overrides` as testConfig takes them. */
async function instance(shared: Shared, overrides: Partial<AppConfig> = {}) {
  const app = await buildApp(testConfig({ ...shared, staffStreamCheckMs: CHECK_MS, ...overrides }));
  running.push(app);
  return { app, url: await listen(app) };
}

async function stream(url: string, cookie: string): Promise<SseClient> {
  const client = await SseClient.open(`${url}/api/moderation/stream`, { cookie });
  expect(client.status).toBe(200);
  clients.push(client);
  return client;
}

const closed = (client: SseClient) => client.waitFor((each) => each.ended, CLOSES_WITHIN_MS);

async function logout(app: FastifyInstance, cookie: string) {
  const response = await app.inject({
    method: "DELETE",
    url: "/api/moderation/session",
    headers: { cookie, "content-type": "application/json" },
    payload: "{}",
  });
  expect(response.statusCode).toBe(204);
}

async function stillSignedIn(app: FastifyInstance, cookie: string): Promise<boolean> {
  const response = await app.inject({
    method: "GET",
    url: "/api/moderation/session",
    headers: { cookie },
  });
  return response.statusCode === 200;
}

describe.each(testDatabases())("staff streams end with their session on $name", (database) => {
  const shared = async (): Promise<Shared> => ({
    ...(await database.fresh()),
    sessionSecret: randomBytes(32).toString("hex"),
  });

  it("a logout closes the stream on this instance at once, and only that session's", async () => {
    // No periodic check within the test: the logout itself closes it.
    const { app, url } = await instance(await shared(), { staffStreamCheckMs: 600_000 });
    const [ending, staying] = [await login(app), await login(app)];
    const [endingStream, stayingStream] = [await stream(url, ending), await stream(url, staying)];
    await logout(app, ending);
    await closed(endingStream);
    expect(stayingStream.ended).toBe(false);
    expect(app.staffStreams.size).toBe(1);
  });

  it("a logout on instance A closes the stream held on instance B", async () => {
    const config = await shared();
    const a = await instance(config);
    const b = await instance(config);
    const cookie = await login(a.app);
    const other = await login(b.app);
    const [onB, otherOnB] = [await stream(b.url, cookie), await stream(b.url, other)];
    await logout(a.app, cookie);
    await closed(onB);
    // Several checks later the other session's stream is still open.
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS * 4));
    expect(otherOnB.ended).toBe(false);
    expect(await stillSignedIn(b.app, cookie)).toBe(false);
  });

  it("`moderators reset` and `remove` (a process of their own) close the streams on both instances", async () => {
    const config = await shared();
    const a = await instance(config);
    const b = await instance(config);
    // What the command does: its own connection to the database.
    const handle = openDatabase(config, IGNORED_EVENTS);
    try {
      const accounts = new StaffAccounts(new StaffAccountsRepository(handle));
      const password = await accounts.add("ola", "moderator");
      const ola = await login(a.app, "ola", password);
      const lead = await login(b.app);
      const streams = [await stream(a.url, ola), await stream(b.url, ola)];
      const leadStream = await stream(a.url, lead);
      await accounts.reset("ola");
      await Promise.all(streams.map(closed));
      expect(leadStream.ended).toBe(false);

      const again = await login(b.app, "ola", (await accounts.reset("ola")) ?? "");
      const afterReset = [await stream(a.url, again), await stream(b.url, again)];
      expect(await accounts.remove("ola")).toBe(true);
      await Promise.all(afterReset.map(closed));
      expect(leadStream.ended).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it("a new MODERATOR_PASSWORD applied by A's restart closes the lead's stream on B", async () => {
    const config = await shared();
    const a = await instance(config);
    const b = await instance(config);
    const cookie = await login(a.app);
    const onB = await stream(b.url, cookie);
    await a.app.close();
    const rotated = "nowe-haslo-koordynatora-po-rotacji";
    const restarted = await instance(config, {
      moderatorPasswordHash: await hashPassword(rotated, FIXTURE_LOG2_N),
    });
    await closed(onB);
    expect(await stillSignedIn(b.app, cookie)).toBe(false);
    await expect(login(b.app)).rejects.toThrow(/401/);
    expect(await stillSignedIn(restarted.app, await login(b.app, QUICK_START_LEAD, rotated))).toBe(
      true,
    );
  });

  it("a session past its lifetime closes its stream", async () => {
    let now = new Date("2031-06-11T18:00:00Z");
    const { app, url } = await instance(await shared(), { clock: () => now });
    const client = await stream(url, await login(app));
    now = new Date(now.getTime() + SESSION_TTL_MS + 1000);
    await closed(client);
  });
});
