import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import {
  listen,
  MODERATOR_PASSWORD,
  moderatorSessionCookie,
  SseClient,
  temporaryDir,
  testConfig,
} from "./helpers";
import { metricsText, sample, TOKEN } from "./metrics-scrape";
import { POSTGRES_ENABLED, startPostgres, type TestPostgres } from "./postgres";
import { startServerProcess, type ServerProcess } from "./process";

async function submitTo(url: string, author: string, message: string): Promise<number> {
  const response = await fetch(`${url}/api/submissions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ author, message }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * Several instances on one PostgreSQL behave as one: an approval made through any instance reaches
 * the screen streams of all of them (LISTEN/NOTIFY; server/db/README.md#the-change-bus). Two real
 * server processes, sharing only the database (and the session secret, as a deployment would).
 */
describe.runIf(POSTGRES_ENABLED)("two instances on one PostgreSQL", () => {
  let cluster: TestPostgres;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    cluster = await startPostgres();
    const databaseUrl = await cluster.createDatabase();
    const shared = {
      DATABASE_URL: databaseUrl,
      STATIC_DIR: temporaryDir(),
      MODERATOR_PASSWORD,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      SUBMISSIONS_ANY_TIME: "1",
      RATE_LIMIT_PER_MINUTE: "1000",
    };
    [a, b] = await Promise.all([
      startServerProcess({ ...shared, DATA_DIR: temporaryDir() }),
      startServerProcess({ ...shared, DATA_DIR: temporaryDir() }),
    ]);
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      server?.child.kill("SIGTERM");
      await server?.exited;
    }
    await cluster?.stop();
  });

  it("an approval on instance A arrives on instance B's /api/screen/stream", async () => {
    const screenOnB = await SseClient.open(`${b.url}/api/screen/stream`);
    const cookie = await moderatorSessionCookie(a.url);
    const id = await submitTo(b.url, "Instancja B", "Wysłane przez B, zatwierdzone na A");
    const approve = await fetch(`${a.url}/api/moderation/submissions/${id}/approve`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ from: "pending" }),
    });
    expect(approve.status).toBe(200);
    await screenOnB.waitFor((client) => client.messages().some((message) => message.id === id));
    expect(screenOnB.messages().find((message) => message.id === id)).toMatchObject({
      author: "Instancja B",
      message: "Wysłane przez B, zatwierdzone na A",
    });
    screenOnB.close();
  }, 60_000);

  it("both screens see the same order, and a moderator on B sees submissions made on A", async () => {
    const cookieOnB = await moderatorSessionCookie(b.url);
    const moderationOnB = await SseClient.open(`${b.url}/api/moderation/stream`, {
      cookie: cookieOnB,
    });
    const screens = await Promise.all(
      [a, b].map((server) => SseClient.open(`${server.url}/api/screen/stream`)),
    );
    const cookieOnA = await moderatorSessionCookie(a.url);

    const ids: number[] = [];
    for (let i = 0; i < 6; i++)
      ids.push(await submitTo(a.url, "Instancja A", `Kolejna wiadomość ${i}`));
    await moderationOnB.waitFor((client) => client.events.length >= ids.length);

    // Approvals alternate between the instances, concurrently.
    await Promise.all(
      ids.map((id, index) =>
        fetch(`${(index % 2 === 0 ? a : b).url}/api/moderation/submissions/${id}/approve`, {
          method: "POST",
          headers: {
            cookie: index % 2 === 0 ? cookieOnA : cookieOnB,
            "content-type": "application/json",
          },
          body: JSON.stringify({ from: "pending" }),
        }),
      ),
    );
    for (const screen of screens) {
      await screen.waitFor((client) =>
        ids.every((id) => client.messages().some((m) => m.id === id)),
      );
    }
    const order = (screen: SseClient) => screen.events.map((event) => event.id);
    expect(order(screens[0] as SseClient)).toEqual(order(screens[1] as SseClient));
    const positions = order(screens[0] as SseClient).map(Number);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
    for (const screen of screens) screen.close();
    moderationOnB.close();
  }, 60_000);

  it("a logout on A ends the moderation stream B holds for that session within seconds", async () => {
    const cookie = await moderatorSessionCookie(a.url);
    const onB = await SseClient.open(`${b.url}/api/moderation/stream`, { cookie });
    expect(onB.status).toBe(200);
    const logout = await fetch(`${a.url}/api/moderation/session`, {
      method: "DELETE",
      headers: { cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(logout.status).toBe(204);
    // B looks its streams' sessions up every 5 s (server/screens/staff-streams.ts).
    await onB.waitFor((client) => client.ended, 8_000);
    const again = await fetch(`${b.url}/api/moderation/stream`, { headers: { cookie } });
    expect(again.status).toBe(401);
  }, 30_000);

  it("buildApp in-process instances share the feed the same way", async () => {
    const databaseUrl = await cluster.createDatabase();
    const sessionSecret = randomBytes(32).toString("hex");
    const first = await buildApp(testConfig({ databaseUrl, sessionSecret }));
    const second = await buildApp(testConfig({ databaseUrl, sessionSecret, metricsToken: TOKEN }));
    try {
      const [urlFirst, urlSecond] = [await listen(first), await listen(second)];
      const stream = await SseClient.open(`${urlSecond}/api/screen/stream`);
      const id = await submitTo(urlFirst, "W procesie", "Dwie instancje w jednym procesie");
      const cookie = await moderatorSessionCookie(urlFirst);
      await fetch(`${urlFirst}/api/moderation/submissions/${id}/approve`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ from: "pending" }),
      });
      await stream.waitFor((client) => client.messages().some((message) => message.id === id));
      stream.close();
      // B heard A's changes over NOTIFY, and counts them as another instance's.
      const text = await metricsText(second);
      expect(sample(text, "juwenalia_changes_total", { origin: "other_instance" })).toBeGreaterThan(
        0,
      );
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 60_000);
});
