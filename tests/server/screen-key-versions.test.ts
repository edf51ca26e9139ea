import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { AuditEntry, ScreenLink } from "#core/contract";
import { screenKeyFrom } from "#core/screen-links";
import { buildApp } from "#server/app";
import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { KEY_VERSIONS_FRESH_MS } from "#server/db/screen-key-versions-repo";
import { expectError, login, testConfig, testDatabases } from "./helpers";
import { screenHeartbeat } from "./screen-report";
import { signedInAs, staffGet, staffPost } from "./staff";

const SCREEN = "scena-glowna";

async function linkOf(app: FastifyInstance, session: string, screen = SCREEN): Promise<string> {
  const response = await staffGet(app, session, `/api/moderation/screens/link?screen=${screen}`);
  expect(response.statusCode).toBe(200);
  return keyOf(response.json<ScreenLink>());
}

function keyOf(link: ScreenLink): string {
  const key = screenKeyFrom(link.path.slice(link.path.indexOf("#")));
  if (key === null) throw new Error(`no key in ${link.path}`);
  return key;
}

/** Asks until `app` answers the heartbeat with `status`; how long that took. */
async function untilAnswered(app: FastifyInstance, key: string, status: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await screenHeartbeat(app, { screen: SCREEN, key });
    if (response.statusCode === status) return Date.now() - started;
    if (Date.now() - started > 10_000) throw new Error(`still ${response.statusCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A lead's new link for one screen (server/screens/README.md#screen-keys) holds for every instance
 * on the database: two apps share one, as two instances behind one address do.
 */
describe.each(testDatabases())("a screen's new link across two instances on $name", (database) => {
  it("retires the old key on both within seconds, the new link works on both, and the trail records it", async () => {
    const shared = { ...(await database.fresh()), sessionSecret: randomBytes(32).toString("hex") };
    const a = await buildApp(testConfig(shared));
    const b = await buildApp(testConfig(shared));
    try {
      const [leadOnA, leadOnB] = [await login(a), await login(b)];
      const old = await linkOf(b, leadOnB);
      // Links made before versions existed are version 0's: they keep working.
      expect(old).toBe(a.screenKeys.keyFor(SCREEN));
      // Both instances have read the versions for this heartbeat: B must notice the change.
      expect((await screenHeartbeat(a, { key: old })).statusCode).toBe(204);
      expect((await screenHeartbeat(b, { key: old })).statusCode).toBe(204);
      const other = a.screenKeys.keyFor("strefa-chill");

      const renewed = await staffPost(a, leadOnA, "/api/moderation/screens/link", {
        screen: SCREEN,
      });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.headers["cache-control"]).toBe("no-store");
      const fresh = keyOf(renewed.json<ScreenLink>());
      expect(fresh).not.toBe(old);

      expectError(await screenHeartbeat(a, { key: old }), 403, "screen_key_retired");
      const took = await untilAnswered(b, old, 403);
      expect(took).toBeLessThanOrEqual(KEY_VERSIONS_FRESH_MS + 2000);
      expectError(await screenHeartbeat(b, { key: old }), 403, "screen_key_retired");

      expect(await linkOf(b, leadOnB)).toBe(fresh);
      expect((await screenHeartbeat(a, { key: fresh })).statusCode).toBe(204);
      expect((await screenHeartbeat(b, { key: fresh })).statusCode).toBe(204);
      // A forged key is still just wrong; another screen's link is untouched.
      expectError(await screenHeartbeat(b, { key: "A".repeat(22) }), 403, "screen_key_invalid");
      const chill = await screenHeartbeat(b, { screen: "strefa-chill", key: other });
      expect(chill.statusCode).toBe(204);

      const trail = (await staffGet(b, leadOnB, "/api/moderation/audit")).json<AuditEntry[]>();
      expect(trail.filter((entry) => entry.action === "screen_key")).toEqual([
        expect.objectContaining({
          actor: QUICK_START_LEAD,
          detail: `${SCREEN}: nowy link (wersja 1), poprzednie linki unieważnione`,
        }),
      ]);

      // A second new link retires the first new one too, and the first key stays retired.
      const again = await staffPost(b, leadOnB, "/api/moderation/screens/link", { screen: SCREEN });
      const third = keyOf(again.json<ScreenLink>());
      expect([old, fresh]).not.toContain(third);
      expectError(await screenHeartbeat(b, { key: fresh }), 403, "screen_key_retired");
      await untilAnswered(a, fresh, 403);
      expectError(await screenHeartbeat(a, { key: old }), 403, "screen_key_retired");
      expect((await screenHeartbeat(a, { key: third })).statusCode).toBe(204);
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);

  it("is a lead's alone, for one well-formed screen name and nothing else", async () => {
    const app = await buildApp(testConfig(await database.fresh()));
    try {
      const moderator = await signedInAs(app, "ola");
      const lead = await login(app);
      const url = "/api/moderation/screens/link";
      expectError(await staffPost(app, moderator, url, { screen: SCREEN }), 403, "forbidden_role");
      expectError(await staffPost(app, lead, url, { screen: "Scena Główna" }), 400, "invalid_body");
      expectError(
        await staffPost(app, lead, url, { screen: SCREEN, version: 7 }),
        400,
        "invalid_body",
      );
      expect((await screenHeartbeat(app)).statusCode).toBe(204);
    } finally {
      await app.close();
    }
  });
});
