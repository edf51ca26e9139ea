import { describe, expect, it } from "vitest";
import { MODERATOR_PASSWORD, temporaryDir } from "./helpers";
import { startServerProcess } from "./process";

/**
 * A stopping instance behind the proxy leaves its rotation before it closes its port
 * (server/plugins/draining.ts, docs/operations/publishing.md#deploy-and-rollback): the proxy's
 * health check (`scope=instance`) fails at once while pages and the API are still served, then the
 * process exits by itself.
 */
const environment = () => ({
  DATA_DIR: temporaryDir(),
  STATIC_DIR: temporaryDir(),
  MODERATOR_PASSWORD,
  SUBMISSIONS_ANY_TIME: "1",
});

describe("SIGTERM", () => {
  it("behind a proxy: health answers 503 shutting_down while the rest is served, then the process exits", async () => {
    const server = await startServerProcess({ ...environment(), TRUST_PROXY: "127.0.0.1" });
    server.child.kill("SIGTERM");
    await expect
      .poll(async () => (await fetch(`${server.url}/api/health?scope=instance`)).status)
      .toBe(503);
    const health = await fetch(`${server.url}/api/health?scope=instance`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { code: string }).code).toBe("shutting_down");
    // Still serving everything else while the proxy takes it out of rotation, a monitor's
    // plain health check included: the service is up.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/announcement`)).status).toBe(200);
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
