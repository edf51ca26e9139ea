import { randomBytes } from "node:crypto";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { contentDir, loadEdition, PROJECT_ROOT } from "#content-layer/load";
import { RESULT_CODES } from "#core/codes";
import { API_ERROR_CODES } from "#core/contract";
import { editionMessageWindow, messageWindowInstants, messageWindows } from "#core/message-window";
import {
  ConfigError,
  loadConfig,
  MODERATOR_PASSWORD_FILE,
  resolveSecrets,
  SESSION_SECRET_FILE,
} from "#server/config";
import { isPasswordHash, verifyPassword } from "#server/moderation/password-hash";
import {
  createTestApp,
  listen,
  TEST_EDITION,
  TEST_RELEASE,
  login,
  temporaryDir,
  testDatabases,
} from "./helpers";

/**
 * loadConfig reads an edition: the content under test (CONTENT_DIR of this run, else content/).
 * Only what the server takes from it is compared, never its dates.
 */
const CONTENT = { CONTENT_DIR: contentDir() };
function editionOf(dir: string) {
  const { name, timeZone, messageWindow, days } = loadEdition(dir);
  return { name, timeZone, messageWindow, days };
}
const contentEdition = () => editionOf(contentDir());

const API_PATHS = [
  "/api/submissions",
  "/api/submissions/challenge",
  "/api/health",
  "/api/moderation/session",
  "/api/moderation/sessions",
  "/api/moderation/password",
  "/api/moderation/second-factor",
  "/api/moderation/second-factor/challenge",
  "/api/moderation/second-factor/verify",
  "/api/moderation/second-factor/passkeys/options",
  "/api/moderation/second-factor/passkeys",
  "/api/moderation/second-factor/passkeys/{id}",
  "/api/moderation/second-factor/totp/setup",
  "/api/moderation/second-factor/totp",
  "/api/moderation/second-factor/recovery-codes",
  "/api/moderation/accounts",
  "/api/moderation/accounts/{name}/second-factor",
  "/api/moderation/submissions",
  "/api/moderation/counts",
  "/api/moderation/submissions/{id}/approve",
  "/api/moderation/submissions/{id}/reject",
  "/api/moderation/submissions/{id}/undo",
  "/api/moderation/submissions/{id}/block",
  "/api/moderation/figures",
  "/api/moderation/claims",
  "/api/moderation/stream",
  "/api/moderation/audit",
  "/api/moderation/audit.csv",
  "/api/moderation/blocks",
  "/api/moderation/blocks/{id}/unblock",
  "/api/screen/stream",
  "/api/screen/messages",
  "/api/screen/heartbeat",
  "/api/announcement",
  "/api/submissions/receipt",
  "/api/push/key",
  "/api/push/subscription",
  "/api/moderation/screens",
  "/api/moderation/screens/link",
  "/api/moderation/screens/mode",
  "/api/moderation/screens/settings",
  "/api/moderation/announcement",
  "/api/moderation/late-changes",
  "/api/moderation/late-changes/{setId}",
  // The late changes' former paths: deprecated aliases for one release (late-change-aliases).
  "/api/moderation/set-changes",
  "/api/moderation/set-changes/{setId}",
];

for (const database of testDatabases()) {
  describe(`service endpoints (${database.name})`, () => {
    it("GET /api/health: 200 {status: ok} when the database answers, 503 when it does not", async () => {
      const app = await createTestApp(database);
      const ok = await app.inject({ method: "GET", url: "/api/health" });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: "ok", release: TEST_RELEASE });

      vi.spyOn(app.submissions, "ping").mockRejectedValueOnce(new Error("database gone"));
      const down = await app.inject({ method: "GET", url: "/api/health" });
      expect(down.statusCode).toBe(503);
      expect(down.headers["retry-after"]).toBe("5");
      expect(down.json()).toEqual({
        code: "database_unavailable",
        error: expect.stringMatching(/niedostępna/),
        database: "unavailable",
      });
    });

    it("GET /api/health?scope=instance: 200 while the database is down, for the proxy's checks", async () => {
      const app = await createTestApp(database);
      const ping = vi.spyOn(app.submissions, "ping").mockRejectedValue(new Error("database gone"));
      const instance = await app.inject({ method: "GET", url: "/api/health?scope=instance" });
      expect(instance.statusCode).toBe(200);
      expect(instance.json()).toEqual({ status: "ok", release: TEST_RELEASE });
      expect(ping).not.toHaveBeenCalled();
      // The plain question still asks the database.
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(503);

      const unknown = await app.inject({ method: "GET", url: "/api/health?scope=everything" });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    });

    it("documents the API as OpenAPI at /api/docs/json and serves Swagger UI at /api/docs", async () => {
      const app = await createTestApp(database);
      // Anyone gets the public half; the staff's routes only with a staff session.
      const open = await app.inject({ method: "GET", url: "/api/docs/json" });
      const openPaths = Object.keys(open.json<{ paths: Record<string, unknown> }>().paths);
      expect(openPaths.sort()).toEqual(
        API_PATHS.filter((path) => !path.startsWith("/api/moderation/")).sort(),
      );
      expect(JSON.stringify(open.json())).not.toContain('"moderation"');
      const spec = await app.inject({
        method: "GET",
        url: "/api/docs/json",
        headers: { cookie: await login(app) },
      });
      expect(spec.statusCode).toBe(200);
      const document = spec.json<{
        openapi: string;
        info: { title: string };
        paths: Record<string, Record<string, unknown>>;
      }>();
      expect(document.openapi).toMatch(/^3\./);
      // The festival's name comes from the edition, not from the code.
      expect(document.info.title).toBe(`${TEST_EDITION.name} – API telebimu`);
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
        "503",
      ]);
      // The error codes are the contract's enum, every one of them.
      const errorBody = JSON.stringify(post.responses["400"]);
      for (const code of [...API_ERROR_CODES, ...Object.values(RESULT_CODES)]) {
        expect(errorBody, String(code)).toContain(JSON.stringify(code));
      }
      expect(errorBody).toContain(
        '"enum":[' + API_ERROR_CODES.map((c) => `"${c}"`).join(",") + "]",
      );
      // The public poll and the lead's late changes are described from the same schemas.
      const poll = JSON.stringify(document.paths["/api/announcement"]?.get);
      const change = JSON.stringify(document.paths["/api/moderation/late-changes"]?.put);
      for (const described of [poll, change]) {
        for (const field of ["lateChanges", "setId", "delayMinutes", "cancelled", "sequence"]) {
          expect(described).toContain(`"${field}"`);
        }
      }

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

    it("sets no device cookie on pages or the API's GETs: only a solved proof mints one", async () => {
      const app = await createTestApp(database);
      for (const url of ["/homepage", "/api/health", "/api/submissions/challenge"]) {
        const response = await app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(200);
        expect(response.cookies, url).toEqual([]);
      }
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
  const load = (env: NodeJS.ProcessEnv) => loadConfig({ ...CONTENT, ...env }, root);

  it("has the documented defaults", () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.join(root, "data"),
      databaseUrl: undefined,
      moderatorPassword: undefined,
      moderation: "pre",
      rateLimitPerMinute: 5,
      rateLimitUnverifiedPerIpPerMinute: 20,
      rateLimitNewDevicesPerIpPerMinute: 60,
      trustProxy: false,
      bench: false,
      messageWindows: { pages: undefined },
      submissionsAnyTime: false,
    });
  });

  it("reads the edition of content/ (CONTENT_DIR, relative to the project): name, window, days", () => {
    expect(loadConfig({}, PROJECT_ROOT).edition).toEqual(
      editionOf(path.join(PROJECT_ROOT, "content")),
    );
    expect(load({}).edition).toEqual(contentEdition());
    const relative = path.relative(PROJECT_ROOT, contentDir());
    expect(loadConfig({ CONTENT_DIR: relative }, PROJECT_ROOT).edition).toEqual(contentEdition());
  });

  it("stops with the content's own message when the edition does not validate", () => {
    const missing = temporaryDir();
    expect(() => load({ CONTENT_DIR: missing })).toThrow(ConfigError);
    expect(() => load({ CONTENT_DIR: missing })).toThrow(/Nie ma pliku \S*edition\.yaml/);

    const broken = temporaryDir();
    const edition = readFileSync(path.join(contentDir(), "edition.yaml"), "utf8");
    writeFileSync(
      path.join(broken, "edition.yaml"),
      edition.replace(/^timeZone: .*$/m, "timeZone: Mars/Olympus"),
    );
    expect(() => load({ CONTENT_DIR: broken })).toThrow(ConfigError);
    expect(() => load({ CONTENT_DIR: broken })).toThrow(
      /\[Edycja festiwalu\] Strefa czasowa: musi być Europe\/Warsaw/,
    );
  });

  it("reads every documented variable; empty values count as unset", () => {
    const config = load({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/juwenalia",
      DATABASE_URL: "postgres://user:pass@db:5432/juwenalia",
      MODERATOR_PASSWORD: "tajne-haslo-z-envu",
      SUBMISSIONS_OPEN_AT: "2031-06-10T18:00:00+02:00",
      SUBMISSIONS_CLOSE_AT: "2031-06-10T20:30:00+02:00",
      MODERATION: "post",
      RATE_LIMIT_PER_MINUTE: "10",
      RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE: "30",
      RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE: "100",
      TRUST_PROXY: "true",
      SESSION_SECRET: "",
      SUBMISSIONS_ANY_TIME: "",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/juwenalia",
      databaseUrl: "postgres://user:pass@db:5432/juwenalia",
      moderatorPassword: "tajne-haslo-z-envu",
      moderation: "post",
      rateLimitPerMinute: 10,
      rateLimitUnverifiedPerIpPerMinute: 30,
      rateLimitNewDevicesPerIpPerMinute: 100,
      trustProxy: true,
      sessionSecret: undefined,
      submissionsAnyTime: false,
    });
    expect(config.messageWindows.pages?.opensAt.toISOString()).toBe("2031-06-10T16:00:00.000Z");
    expect(config.messageWindows.pages?.closesAt.toISOString()).toBe("2031-06-10T18:30:00.000Z");
  });

  it("reads SUBMISSIONS_ANY_TIME=1, for end-to-end tests only", () => {
    expect(load({ SUBMISSIONS_ANY_TIME: "1" }).submissionsAnyTime).toBe(true);
    expect(load({ SUBMISSIONS_ANY_TIME: "0" }).submissionsAnyTime).toBe(false);
  });

  it("reads TRUST_PROXY as a hop count or a list of addresses", () => {
    const hops = load({ TRUST_PROXY: "1" }).trustProxy;
    expect(typeof hops).toBe("function");
    if (typeof hops === "function") {
      expect(hops("10.0.0.1", 0)).toBe(true);
      expect(hops("10.0.0.2", 1)).toBe(false);
    }
    expect(load({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toBe("10.0.0.0/8, 127.0.0.1");
  });

  it.each([
    [{ DATABASE_URL: "mysql://db/x" }, "DATABASE_URL"],
    [{ MODERATION: "none" }, "MODERATION"],
    [{ RATE_LIMIT_PER_MINUTE: "0" }, "RATE_LIMIT_PER_MINUTE"],
    [
      { RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE: "lots" },
      "RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE",
    ],
    [{ RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE: "0" }, "RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE"],
    // Replaced by the two above: a value left in a .env stops the server, naming them.
    [{ RATE_LIMIT_PER_IP_PER_MINUTE: "300" }, "RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE"],
    [{ SUBMISSIONS_OPEN_AT: "16 maja" }, "SUBMISSIONS_OPEN_AT"],
    [
      { SUBMISSIONS_OPEN_AT: "2031-06-11T00:00:00Z", SUBMISSIONS_CLOSE_AT: "2031-06-10T00:00:00Z" },
      "SUBMISSIONS_CLOSE_AT",
    ],
    [{ SUBMISSIONS_ANY_TIME: "yes" }, "SUBMISSIONS_ANY_TIME"],
    [
      { SUBMISSIONS_ANY_TIME: "1", SUBMISSIONS_OPEN_AT: "2031-06-10T00:00:00Z" },
      "SUBMISSIONS_ANY_TIME",
    ],
    [
      { SUBMISSIONS_ANY_TIME: "1", SUBMISSIONS_CLOSE_AT: "2031-06-10T00:00:00Z" },
      "SUBMISSIONS_ANY_TIME",
    ],
    [{ MODERATOR_PASSWORD: "krótkie" }, "MODERATOR_PASSWORD: Hasło jest za krótkie"],
    // The examples' placeholder, a common password and the festival's own name (content/).
    [{ MODERATOR_PASSWORD: "CHANGE-ME" }, "MODERATOR_PASSWORD: Hasło to wzór"],
    [{ MODERATOR_PASSWORD: "password1234" }, "MODERATOR_PASSWORD: Hasło jest zbyt łatwe"],
    [{ MODERATOR_PASSWORD: "juwenalia-2031!" }, "MODERATOR_PASSWORD: Hasło zawiera nazwę"],
    [{ PORT: "70000" }, "PORT"],
  ])("fails with an error naming the variable: %o", (env, name) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(name);
  });

  it("fails when one moved end leaves no window with the edition's other end", () => {
    const edition = messageWindowInstants(editionMessageWindow(contentEdition()));
    const afterEnd = new Date(edition.closesAt.getTime() + 60_000).toISOString();
    const beforeStart = new Date(edition.opensAt.getTime() - 60_000).toISOString();
    expect(() => load({ SUBMISSIONS_OPEN_AT: afterEnd })).toThrow(
      /SUBMISSIONS_OPEN_AT: must be earlier than the end of the edition's message window/,
    );
    expect(() => load({ SUBMISSIONS_CLOSE_AT: beforeStart })).toThrow(
      /SUBMISSIONS_CLOSE_AT: must be later than the start of the edition's message window/,
    );
    // Moving one end within the edition's window, or both anywhere, is fine.
    expect(load({ SUBMISSIONS_OPEN_AT: beforeStart }).messageWindows.pages?.opensAt).toBeDefined();
    expect(
      load({ SUBMISSIONS_OPEN_AT: afterEnd, SUBMISSIONS_CLOSE_AT: "2100-01-01T00:00:00Z" })
        .messageWindows.pages?.opensAt,
    ).toBeDefined();
  });
});

describe("messageWindows: which window the API and the pages follow", () => {
  // TEST_EDITION: 2031-06-11T16:00:00 to 2031-06-13T23:59:59 in Warsaw (CEST, +02:00).
  const EDITION = {
    opensAt: new Date("2031-06-11T14:00:00.000Z"),
    closesAt: new Date("2031-06-13T21:59:59.000Z"),
  };
  const windows = (
    submissionWindow: { opensAt?: Date; closesAt?: Date },
    submissionsAnyTime = false,
  ) => messageWindows({ edition: TEST_EDITION, submissionWindow, submissionsAnyTime });

  it("is the edition's, read in its time zone; the pages keep the content's", () => {
    expect(windows({})).toEqual({ submissions: EDITION, pages: undefined });
  });

  it("moves either end with SUBMISSIONS_OPEN_AT / _CLOSE_AT, and the pages follow", () => {
    const opensAt = new Date("2031-06-10T16:00:00.000Z");
    const closesAt = new Date("2031-06-10T18:30:00.000Z");
    expect(windows({ opensAt })).toEqual({
      submissions: { opensAt, closesAt: EDITION.closesAt },
      pages: { opensAt, closesAt: EDITION.closesAt },
    });
    expect(windows({ closesAt: new Date("2031-06-14T02:00:00.000Z") }).pages).toEqual({
      opensAt: EDITION.opensAt,
      closesAt: new Date("2031-06-14T02:00:00.000Z"),
    });
    expect(windows({ opensAt, closesAt })).toEqual({
      submissions: { opensAt, closesAt },
      pages: { opensAt, closesAt },
    });
  });

  it("accepts at any time with SUBMISSIONS_ANY_TIME, the pages keeping the content's", () => {
    const { submissions, pages } = windows({}, true);
    expect(pages).toBeUndefined();
    expect(submissions.opensAt.getTime()).toBeLessThan(Date.UTC(1, 0, 1));
    expect(submissions.closesAt.getTime()).toBeGreaterThan(Date.UTC(9999, 0, 1));
  });
});

describe("resolveSecrets", () => {
  it("generates the moderator password once and stores only its hash, owner-only; reuses both secrets", async () => {
    const dataDir = temporaryDir();
    const config = loadConfig({ ...CONTENT, DATA_DIR: dataDir }, "/");
    const first = await resolveSecrets(config);
    const password = first.generatedPassword ?? "";
    expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(first.config).not.toHaveProperty("moderatorPassword");
    expect(await verifyPassword(password, first.config.moderatorPasswordHash)).toBe(true);
    for (const file of [MODERATOR_PASSWORD_FILE, SESSION_SECRET_FILE]) {
      expect(statSync(path.join(dataDir, file)).mode & 0o777).toBe(0o600);
    }
    // The file holds the hash, never the password.
    const stored = readFileSync(path.join(dataDir, MODERATOR_PASSWORD_FILE), "utf8");
    expect(stored).not.toContain(password);
    expect(stored.trim()).toBe(first.config.moderatorPasswordHash);
    expect(isPasswordHash(stored)).toBe(true);

    const second = await resolveSecrets(config);
    expect(second.generatedPassword).toBeUndefined();
    expect(second.config.moderatorPasswordHash).toBe(first.config.moderatorPasswordHash);
    expect(second.config.sessionSecret).toBe(first.config.sessionSecret);
  });

  it("replaces a password file from before hashing with the hash of the same password", async () => {
    const dataDir = temporaryDir();
    const file = path.join(dataDir, MODERATOR_PASSWORD_FILE);
    writeFileSync(file, "abcd-efgh-jkmn-pqrs\n", { mode: 0o600 });
    const resolved = await resolveSecrets(loadConfig({ ...CONTENT, DATA_DIR: dataDir }, "/"));
    expect(resolved.generatedPassword).toBeUndefined();
    expect(resolved.passwordFileRehashed).toBe(true);
    expect(readFileSync(file, "utf8")).not.toContain("abcd-efgh-jkmn-pqrs");
    expect(await verifyPassword("abcd-efgh-jkmn-pqrs", resolved.config.moderatorPasswordHash)).toBe(
      true,
    );
  });

  it("stops with a message naming the file when it holds a hash it cannot check", async () => {
    const dataDir = temporaryDir();
    writeFileSync(path.join(dataDir, MODERATOR_PASSWORD_FILE), "$scrypt$ln=40,r=8,p=1$x$y\n");
    const resolving = resolveSecrets(loadConfig({ ...CONTENT, DATA_DIR: dataDir }, "/"));
    await expect(resolving).rejects.toThrow(ConfigError);
    await expect(resolving).rejects.toThrow(/moderator-password: .*delete the file and restart/);
  });

  it("uses MODERATOR_PASSWORD (hashed) and SESSION_SECRET when given, generating nothing", async () => {
    const dataDir = temporaryDir();
    const secret = randomBytes(32).toString("hex");
    const resolved = await resolveSecrets(
      loadConfig(
        {
          ...CONTENT,
          DATA_DIR: dataDir,
          MODERATOR_PASSWORD: "haslo-z-env-serwera",
          SESSION_SECRET: secret,
        },
        "/",
      ),
    );
    expect(resolved.generatedPassword).toBeUndefined();
    expect(resolved.passwordFile).toBeUndefined();
    expect(resolved.config).toMatchObject({ sessionSecret: secret });
    expect(JSON.stringify(resolved.config)).not.toContain("haslo-z-env-serwera");
    expect(await verifyPassword("haslo-z-env-serwera", resolved.config.moderatorPasswordHash)).toBe(
      true,
    );
  });
});
