import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { AuditListSchema } from "#core/contract";
import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { PERMISSIONS_POLICY } from "#server/plugins/security-headers";
import { hashedAddress, identityHash } from "#server/submissions/sender-key";
import { createTestApp, login, temporaryDir, testDatabases } from "./helpers";

/** A built site with a page and a static asset, as build/client holds them. */
function siteDir(): string {
  const dir = temporaryDir("juwenalia-static-");
  mkdirSync(path.join(dir, "homepage"));
  writeFileSync(
    path.join(dir, "homepage", "index.html"),
    '<!doctype html><html lang="pl"><head><title>Strona</title></head><body></body></html>',
  );
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app-1234.js"), "console.log(1);\n");
  return dir;
}

/** The headers every answer carries, whatever answered it (docs/security.md). */
function expectSecurityHeaders(response: LightMyRequestResponse): void {
  const { headers } = response;
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

function expectErrorBody(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json<{ code: string; error: string }>();
  expect(body.code).toBe(code);
  expect(body.error).toMatch(/[a-ząćęłńóśźż]/i);
  expect(Object.keys(body).sort()).toEqual(["code", "error"]);
}

describe.each(testDatabases())("security headers and the staff trail ($name)", (database) => {
  const appWithSite = () => createTestApp(database, { staticDir: siteDir() });

  it("sends every header on pages, static files, the API and its errors", async () => {
    const app = await appWithSite();
    const page = await app.inject({ method: "GET", url: "/homepage/" });
    expect(page.statusCode).toBe(200);
    const asset = await app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(asset.statusCode).toBe(200);
    const api = await app.inject({ method: "GET", url: "/api/health" });
    const missingPage = await app.inject({ method: "GET", url: "/nie-ma-takiej-strony" });
    const missingApi = await app.inject({ method: "GET", url: "/api/nie-ma" });
    expectErrorBody(missingApi, 404, "not_found");
    const wrongType = await app.inject({
      method: "POST",
      url: "/api/submissions",
      headers: { "content-type": "text/xml" },
      payload: "<a/>",
    });
    expectErrorBody(wrongType, 415, "unsupported_media_type");
    const tooLarge = await app.inject({
      method: "POST",
      url: "/api/submissions",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ message: "x".repeat(40_000) }),
    });
    expectErrorBody(tooLarge, 413, "payload_too_large");
    for (const response of [page, asset, api, missingPage, missingApi, wrongType, tooLarge]) {
      expectSecurityHeaders(response);
    }
    // The public API keeps its own caching; only staff answers are no-store.
    expect(page.headers["cache-control"]).not.toBe("no-store");
  });

  it("answers a malformed URL as its own error, with every header", async () => {
    const app = await appWithSite();
    for (const url of ["/%", "/api/%zz", "/homepage/%E0%A4%A"]) {
      const response = await app.inject({ method: "GET", url });
      expectErrorBody(response, 400, "bad_request");
      expectSecurityHeaders(response);
    }
    const staff = await app.inject({ method: "GET", url: "/api/moderation/%zz" });
    expectErrorBody(staff, 400, "bad_request");
    expect(staff.headers["cache-control"]).toBe("no-store");
  });

  it("marks every staff answer no-store: session routes, errors, exports", async () => {
    const app = await appWithSite();
    const signedOut = await app.inject({ method: "GET", url: "/api/moderation/session" });
    expect(signedOut.statusCode).toBe(401);
    const wrong = await app.inject({
      method: "POST",
      url: "/api/moderation/session",
      payload: { name: QUICK_START_LEAD, password: "to-nie-jest-to-haslo" },
    });
    expect(wrong.statusCode).toBe(401);
    const cookie = await login(app);
    const headers = { cookie };
    const session = await app.inject({ method: "GET", url: "/api/moderation/session", headers });
    expect(session.statusCode).toBe(200);
    const csv = await app.inject({ method: "GET", url: "/api/moderation/audit.csv", headers });
    expect(csv.statusCode).toBe(200);
    const unknown = await app.inject({ method: "GET", url: "/api/moderation/nie-ma", headers });
    expect(unknown.statusCode).toBe(404);
    for (const response of [signedOut, wrong, session, csv, unknown]) {
      expect(response.headers["cache-control"]).toBe("no-store");
      expectSecurityHeaders(response);
    }
  });

  it("records a failed login in the trail and its CSV: the name tried, the address hashed", async () => {
    const sessionSecret = randomBytes(32).toString("hex");
    const app: FastifyInstance = await createTestApp(database, { sessionSecret });
    for (const name of [QUICK_START_LEAD, "nieznajomy"]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/moderation/session",
        payload: { name, password: "zgadywane-haslo-123" },
        remoteAddress: "203.0.113.7",
      });
      expect(response.statusCode).toBe(401);
    }
    const cookie = await login(app);
    const hash = hashedAddress(identityHash(sessionSecret), "203.0.113.7");
    const list = AuditListSchema.parse(
      (
        await app.inject({ method: "GET", url: "/api/moderation/audit", headers: { cookie } })
      ).json(),
    );
    const failed = list.filter((entry) => entry.action === "sign_in_failed");
    expect(failed.map((entry) => entry.actor).sort()).toEqual([QUICK_START_LEAD, "nieznajomy"]);
    for (const entry of failed) expect(entry.detail).toBe(`adres ${hash}`);
    // Neither the address nor the password tried is stored.
    expect(JSON.stringify(list)).not.toContain("203.0.113.7");
    expect(JSON.stringify(list)).not.toContain("zgadywane");
    const csv = await app.inject({
      method: "GET",
      url: "/api/moderation/audit.csv",
      headers: { cookie },
    });
    expect(csv.body).toContain(`,nieznajomy,sign_in_failed,,adres ${hash}\r\n`);
  });
});
