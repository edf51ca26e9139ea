import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { completeSecondFactor } from "../support/soft-passkey";
import {
  createTestApp,
  fetchedCall,
  KNOWN_ERROR_TEXTS,
  listen,
  login,
  MODERATOR_PASSWORD,
  sessionCookieOf,
  submit,
  testDatabases,
  VALID,
} from "./helpers";

/**
 * Staff requests only from our own pages (server/plugins/staff-requests.ts): a page on the same
 * site — another port, another subdomain — must not be able to act with the moderator's cookie.
 */
const HOST = "127.0.0.1:4321";
const OWN = `http://${HOST}`;

const TEXTS = ["Pozdrowienia z trybuny B!", "Kto idzie na koncert?", "Najlepsza noc w roku"];
let sent = 0;
/** A new pending message of its own (different texts, so none joins another's group). */
async function pendingMessage(app: FastifyInstance): Promise<number> {
  const message = TEXTS[sent++ % TEXTS.length] ?? VALID.message;
  const response = await submit(app, { ...VALID, message });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

async function statusOf(app: FastifyInstance, session: string, id: number): Promise<string> {
  const response = await app.inject({
    method: "GET",
    url: "/api/moderation/submissions?status=pending",
    headers: { cookie: session },
  });
  const pending = response.json<Array<{ id: number }>>().some((item) => item.id === id);
  return pending ? "pending" : "decided";
}

function expectError(response: { statusCode: number; json: () => unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { code: string; error: string };
  expect(body.code).toBe(status === 403 ? "forbidden_origin" : "unsupported_media_type");
  expect(KNOWN_ERROR_TEXTS.has(body.error)).toBe(true);
}

for (const database of testDatabases()) {
  describe(`staff requests from our own pages only (${database.name})`, () => {
    it("refuses a forged same-site approve with 403 and leaves the message pending", async () => {
      const app = await createTestApp(database);
      const session = await login(app);
      const id = await pendingMessage(app);
      const approve = (headers: Record<string, string>) =>
        app.inject({
          method: "POST",
          url: `/api/moderation/submissions/${id}/approve`,
          headers: { host: HOST, cookie: session, "content-type": "application/json", ...headers },
          payload: JSON.stringify({ from: "pending" }),
        });
      const forged: Array<Record<string, string>> = [
        { origin: "http://127.0.0.1:5555", "sec-fetch-site": "same-site" },
        { origin: "https://sklep.juwenalia-syrenki.pl", "sec-fetch-site": "same-site" },
        { origin: "https://example.com", "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "none" },
        // Plain HTTP to a non-local host: no Sec-Fetch-*, the Origin alone decides.
        { origin: "http://127.0.0.1:5555" },
        { origin: "null" },
      ];
      for (const headers of forged) expectError(await approve(headers), 403);
      expect(await statusOf(app, session, id)).toBe("pending");

      const ours = await approve({ origin: OWN, "sec-fetch-site": "same-origin" });
      expect(ours.statusCode).toBe(200);
      expect(ours.json()).toMatchObject({ id, status: "approved" });
    });

    it("415 for a staff request not declared JSON (what a no-cors fetch or a form can send)", async () => {
      const app = await createTestApp(database);
      const session = await login(app);
      const id = await pendingMessage(app);
      const sameOrigin = { host: HOST, origin: OWN, "sec-fetch-site": "same-origin" };
      const bodies: Array<{ headers: Record<string, string>; payload?: string }> = [
        { headers: {} }, // no body, no content type
        { headers: { "content-type": "text/plain;charset=UTF-8" }, payload: "{}" },
        { headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "a=1" },
        { headers: { "content-type": "multipart/form-data; boundary=x" }, payload: "--x--" },
      ];
      for (const { headers, payload } of bodies) {
        for (const extra of [{}, sameOrigin]) {
          const response = await app.inject({
            method: "POST",
            url: `/api/moderation/submissions/${id}/approve`,
            headers: { cookie: session, ...extra, ...headers },
            ...(payload === undefined ? {} : { payload }),
          });
          expectError(response, 415);
        }
      }
      expect(await statusOf(app, session, id)).toBe("pending");
    });

    it("guards login and logout too, before the password or the session is looked at", async () => {
      const app = await createTestApp(database);
      const session = await login(app);
      const crossSite = { origin: "http://127.0.0.1:5555", "sec-fetch-site": "same-site" };
      const loginForged = await app.inject({
        method: "POST",
        url: "/api/moderation/session",
        headers: { host: HOST, "content-type": "application/json", ...crossSite },
        payload: JSON.stringify({ name: QUICK_START_LEAD, password: MODERATOR_PASSWORD }),
      });
      expectError(loginForged, 403);
      expect(loginForged.cookies).toEqual([]);
      const loginAsText = await app.inject({
        method: "POST",
        url: "/api/moderation/session",
        headers: { "content-type": "text/plain" },
        payload: JSON.stringify({ name: QUICK_START_LEAD, password: MODERATOR_PASSWORD }),
      });
      expectError(loginAsText, 415);

      const logoutForged = await app.inject({
        method: "DELETE",
        url: "/api/moderation/session",
        headers: { host: HOST, cookie: session, "content-type": "application/json", ...crossSite },
        payload: "{}",
      });
      expectError(logoutForged, 403);
      const logoutBare = await app.inject({
        method: "DELETE",
        url: "/api/moderation/session",
        headers: { cookie: session },
      });
      expectError(logoutBare, 415);
      const stillIn = await app.inject({
        method: "GET",
        url: "/api/moderation/session",
        headers: { cookie: session },
      });
      expect(stillIn.statusCode).toBe(200);
    });

    it("over real HTTP: our own origin works, the same host on another port does not; scripts without browser headers work", async () => {
      const app = await createTestApp(database);
      const url = await listen(app);
      const own = new URL(url).origin;
      const other = `http://127.0.0.1:${Number(new URL(url).port) === 65535 ? 1 : Number(new URL(url).port) + 1}`;
      const signIn = await fetch(`${url}/api/moderation/session`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: own,
          "sec-fetch-site": "same-origin",
        },
        body: JSON.stringify({ name: QUICK_START_LEAD, password: MODERATOR_PASSWORD }),
      });
      expect(signIn.status).toBe(204);
      const cookie = sessionCookieOf(signIn);
      await completeSecondFactor(fetchedCall(url, cookie), QUICK_START_LEAD, own);
      const ids = [await pendingMessage(app), await pendingMessage(app), await pendingMessage(app)];
      const approve = (id: number, headers: Record<string, string>) =>
        fetch(`${url}/api/moderation/submissions/${id}/approve`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json", ...headers },
          body: JSON.stringify({ from: "pending" }),
        });
      expect((await approve(ids[0] ?? 0, { origin: other })).status).toBe(403);
      expect((await approve(ids[0] ?? 0, { origin: own })).status).toBe(200);
      expect((await approve(ids[1] ?? 0, { "sec-fetch-site": "same-origin" })).status).toBe(200);
      expect((await approve(ids[2] ?? 0, {})).status).toBe(200);
    });

    it("behind a trusted HTTPS proxy, the origin the browser saw is ours", async () => {
      const app = await createTestApp(database, { trustProxy: true });
      const response = await app.inject({
        method: "POST",
        url: "/api/moderation/session",
        headers: {
          "content-type": "application/json",
          "x-forwarded-proto": "https",
          "x-forwarded-host": "juwenalia-syrenki.pl",
          origin: "https://juwenalia-syrenki.pl",
        },
        payload: JSON.stringify({ name: QUICK_START_LEAD, password: MODERATOR_PASSWORD }),
      });
      expect(response.statusCode).toBe(204);
      const cookies = response.cookies.map((cookie) => [cookie.name, cookie.secure]);
      expect(cookies).toEqual([
        ["__Host-moderator_session", true],
        ["moderator_device", true],
      ]);
    });
  });
}
