import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app";
import type { TrustProxy } from "#server/config";
import { HSTS_HEADER } from "#server/plugins/security-headers";
import { testConfig } from "./helpers";

/**
 * HSTS goes only on answers that went out over HTTPS (docs/security.md, "HTTPS only"): behind a
 * trusted proxy that says so, or over the server's own TLS (tests/server/transport-timeouts.test
 * .ts). Through Caddy: tests/deploy/security-headers.spec.ts.
 */
describe("Strict-Transport-Security", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function answer(trustProxy: TrustProxy, headers: Record<string, string>, url: string) {
    app = await buildApp(testConfig({ trustProxy }));
    // inject's client is 127.0.0.1: the proxy in front of the instances (TRUST_PROXY=127.0.0.1).
    return app.inject({ url, headers });
  }

  it.each(["/api/health", "/about", "/no-such-page", "/api/no-such-thing"])(
    "is sent once for %s when the trusted proxy forwarded HTTPS",
    async (url) => {
      const response = await answer("127.0.0.1", { "x-forwarded-proto": "https" }, url);
      expect(response.headers["strict-transport-security"]).toBe(HSTS_HEADER);
    },
  );

  it("is a year long, without includeSubDomains or preload", () => {
    expect(HSTS_HEADER).toBe("max-age=31536000");
  });

  it("is not sent when the proxy forwarded plain HTTP", async () => {
    const response = await answer("127.0.0.1", { "x-forwarded-proto": "http" }, "/api/health");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("is not sent when a client that is not a trusted proxy claims HTTPS", async () => {
    const untrusted = await answer(false, { "x-forwarded-proto": "https" }, "/about");
    expect(untrusted.headers["strict-transport-security"]).toBeUndefined();
    await app?.close();
    const elsewhere = await answer("10.0.0.1", { "x-forwarded-proto": "https" }, "/about");
    expect(elsewhere.headers["strict-transport-security"]).toBeUndefined();
  });

  it("is not sent over plain HTTP (npm start on http://localhost)", async () => {
    const response = await answer(false, {}, "/about");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});
