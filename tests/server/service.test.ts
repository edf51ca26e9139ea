import { statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";
import { MODERATOR_PASSWORD_FILE, resolveSecrets, SESSION_SECRET_FILE } from "../../server/secrets";
import { createTestApp, listen, temporaryDir, testDatabases } from "./helpers";

const API_PATHS = [
  "/api/submissions",
  "/api/health",
  "/api/moderation/session",
  "/api/moderation/submissions",
  "/api/moderation/counts",
  "/api/moderation/submissions/{id}/approve",
  "/api/moderation/submissions/{id}/reject",
  "/api/moderation/submissions/{id}/undo",
  "/api/moderation/stream",
  "/api/screen/stream",
  "/api/screen/messages",
];

for (const database of testDatabases()) {
  describe(`service endpoints (${database.name})`, () => {
    it("GET /api/health: 200 {status: ok} when the database answers, 503 when it does not", async () => {
      const app = await createTestApp(database);
      const ok = await app.inject({ method: "GET", url: "/api/health" });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: "ok" });

      vi.spyOn(app.submissions, "ping").mockRejectedValueOnce(new Error("database gone"));
      const down = await app.inject({ method: "GET", url: "/api/health" });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        code: "unavailable",
        error: expect.stringMatching(/niedostępny/),
      });
    });

    it("documents the API as OpenAPI at /api/docs/json and serves Swagger UI at /api/docs", async () => {
      const app = await createTestApp(database);
      const spec = await app.inject({ method: "GET", url: "/api/docs/json" });
      expect(spec.statusCode).toBe(200);
      const document = spec.json<{
        openapi: string;
        paths: Record<string, Record<string, unknown>>;
      }>();
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths).sort()).toEqual([...API_PATHS].sort());
      const post = document.paths["/api/submissions"]?.post as {
        responses: Record<string, unknown>;
      };
      expect(Object.keys(post.responses).sort()).toEqual([
        "201",
        "400",
        "403",
        "413",
        "415",
        "422",
        "429",
      ]);

      const ui = await app.inject({ method: "GET", url: "/api/docs/" });
      expect(ui.statusCode).toBe(200);
      expect(ui.headers["content-type"]).toMatch(/^text\/html/);
      expect(ui.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(ui.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/); // no inline script to allow
      const initializer = await app.inject({
        method: "GET",
        url: "/api/docs/static/swagger-initializer.js",
      });
      expect(initializer.statusCode).toBe(200);
      expect(initializer.body).not.toContain("validator.swagger.io");
    });

    it("answers unknown API paths with 404 JSON, for any method", async () => {
      const app = await createTestApp(database);
      for (const method of ["GET", "POST", "DELETE"] as const) {
        const response = await app.inject({ method, url: "/api/nie-ma-takiego" });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: "not_found", error: "Nie znaleziono zasobu." });
      }
    });

    it("sends the security headers on API answers and pages", async () => {
      const app = await createTestApp(database);
      for (const url of ["/api/health", "/homepage"]) {
        const response = await app.inject({ method: "GET", url });
        expect(response.headers["content-security-policy"]).toContain("object-src 'none'");
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
      }
    });

    it("sets the device cookie on pages (so phones are told apart from their first message)", async () => {
      const app = await createTestApp(database);
      const page = await app.inject({ method: "GET", url: "/homepage" });
      expect(page.cookies.find((cookie) => cookie.name === "juwenalia_device")).toBeDefined();
      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.cookies).toEqual([]);
    });

    it("has the bench baseline route only with BENCH=1", async () => {
      const plain = await createTestApp(database);
      expect((await plain.inject({ method: "GET", url: "/api/bench/hello" })).statusCode).toBe(404);
      const bench = await createTestApp(database, { bench: true });
      const hello = await bench.inject({ method: "GET", url: "/api/bench/hello" });
      expect(hello.json()).toEqual({ hello: "world" });
      const url = await listen(bench);
      expect((await fetch(`${url}/api/bench/hello`)).status).toBe(200);
    });
  });
}

describe("loadConfig", () => {
  const root = "/srv/juwenalia";

  it("has the documented defaults", () => {
    const config = loadConfig({}, root);
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.join(root, "data"),
      databaseUrl: undefined,
      moderatorPassword: undefined,
      moderation: "pre",
      rateLimitPerMinute: 5,
      rateLimitPerIpPerMinute: 300,
      trustProxy: false,
      bench: false,
      submissionWindow: { opensAt: undefined, closesAt: undefined },
    });
  });

  it("reads every variable of issue 6; empty values count as unset", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        HOST: "127.0.0.1",
        DATA_DIR: "/var/lib/juwenalia",
        DATABASE_URL: "postgres://user:pass@db:5432/juwenalia",
        MODERATOR_PASSWORD: "tajne-haslo",
        SUBMISSIONS_OPEN_AT: "2025-05-16T16:30:00+02:00",
        SUBMISSIONS_CLOSE_AT: "2025-05-17T23:59:59+02:00",
        MODERATION: "post",
        RATE_LIMIT_PER_MINUTE: "10",
        RATE_LIMIT_PER_IP_PER_MINUTE: "1000",
        TRUST_PROXY: "true",
        SESSION_SECRET: "",
      },
      root,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/juwenalia",
      databaseUrl: "postgres://user:pass@db:5432/juwenalia",
      moderatorPassword: "tajne-haslo",
      moderation: "post",
      rateLimitPerMinute: 10,
      rateLimitPerIpPerMinute: 1000,
      trustProxy: true,
      sessionSecret: undefined,
    });
    expect(config.submissionWindow.opensAt?.toISOString()).toBe("2025-05-16T14:30:00.000Z");
    expect(config.submissionWindow.closesAt?.toISOString()).toBe("2025-05-17T21:59:59.000Z");
  });

  it("reads TRUST_PROXY as a hop count or a list of addresses", () => {
    const hops = loadConfig({ TRUST_PROXY: "1" }, root).trustProxy;
    expect(typeof hops).toBe("function");
    if (typeof hops === "function") {
      expect(hops("10.0.0.1", 0)).toBe(true);
      expect(hops("10.0.0.2", 1)).toBe(false);
    }
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }, root).trustProxy).toBe(
      "10.0.0.0/8, 127.0.0.1",
    );
  });

  it.each([
    [{ DATABASE_URL: "mysql://db/x" }, "DATABASE_URL"],
    [{ MODERATION: "none" }, "MODERATION"],
    [{ RATE_LIMIT_PER_MINUTE: "0" }, "RATE_LIMIT_PER_MINUTE"],
    [{ RATE_LIMIT_PER_IP_PER_MINUTE: "lots" }, "RATE_LIMIT_PER_IP_PER_MINUTE"],
    [{ SUBMISSIONS_OPEN_AT: "16 maja" }, "SUBMISSIONS_OPEN_AT"],
    [
      { SUBMISSIONS_OPEN_AT: "2025-05-17T00:00:00Z", SUBMISSIONS_CLOSE_AT: "2025-05-16T00:00:00Z" },
      "SUBMISSIONS_CLOSE_AT",
    ],
    [{ MODERATOR_PASSWORD: "krótkie" }, "MODERATOR_PASSWORD"],
    [{ PORT: "70000" }, "PORT"],
  ])("fails with an error naming the variable: %o", (env, name) => {
    expect(() => loadConfig(env, root)).toThrow(ConfigError);
    expect(() => loadConfig(env, root)).toThrow(name);
  });
});

describe("resolveSecrets", () => {
  it("generates the moderator password and session secret once, stores them owner-only, reuses them", () => {
    const dataDir = temporaryDir();
    const config = loadConfig({ DATA_DIR: dataDir }, "/");
    const first = resolveSecrets(config);
    expect(first.generatedPassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(first.config.moderatorPassword).toBe(first.generatedPassword);
    for (const file of [MODERATOR_PASSWORD_FILE, SESSION_SECRET_FILE]) {
      expect(statSync(path.join(dataDir, file)).mode & 0o777).toBe(0o600);
    }

    const second = resolveSecrets(config);
    expect(second.generatedPassword).toBeUndefined();
    expect(second.config.moderatorPassword).toBe(first.config.moderatorPassword);
    expect(second.config.sessionSecret).toBe(first.config.sessionSecret);
  });

  it("uses MODERATOR_PASSWORD and SESSION_SECRET when given, generating nothing", () => {
    const dataDir = temporaryDir();
    const secret = "s".repeat(40);
    const resolved = resolveSecrets(
      loadConfig(
        { DATA_DIR: dataDir, MODERATOR_PASSWORD: "haslo-z-env", SESSION_SECRET: secret },
        "/",
      ),
    );
    expect(resolved.generatedPassword).toBeUndefined();
    expect(resolved.passwordFile).toBeUndefined();
    expect(resolved.config).toMatchObject({
      moderatorPassword: "haslo-z-env",
      sessionSecret: secret,
    });
  });
});
