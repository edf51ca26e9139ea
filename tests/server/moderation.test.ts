import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  countAll,
  createTestApp,
  expectError,
  listen,
  login,
  moderate,
  MODERATOR_PASSWORD,
  moderatorSessionCookie,
  SseClient,
  submit,
  testDatabases,
  VALID,
} from "./helpers";

interface Item {
  id: number;
  author: string;
  message: string;
  status: string;
  createdAt: string;
  decidedAt: string | null;
}

const loginWith = (
  app: FastifyInstance,
  password: unknown,
  remoteAddress = "127.0.0.1",
  headers = {},
) =>
  app.inject({
    method: "POST",
    url: "/api/moderation/session",
    payload: { name: QUICK_START_LEAD, password },
    remoteAddress,
    headers,
  });

async function submitted(app: FastifyInstance, message: string): Promise<number> {
  const response = await submit(app, { author: VALID.author, message });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

async function list(app: FastifyInstance, session: string, status: string): Promise<Item[]> {
  const response = await app.inject({
    method: "GET",
    url: `/api/moderation/submissions?status=${status}`,
    headers: { cookie: session },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Item[]>();
}

for (const database of testDatabases()) {
  describe(`moderator session (${database.name})`, () => {
    it("204 and an HttpOnly, SameSite=Strict cookie for the right password; 401 for a wrong one", async () => {
      const app = await createTestApp(database);
      const ok = await loginWith(app, MODERATOR_PASSWORD);
      expect(ok.statusCode).toBe(204);
      const cookie = ok.cookies.find((entry) => entry.name === "moderator_session");
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/moderation" });
      expect(cookie?.secure).toBeFalsy();

      expectError(await loginWith(app, "zle-haslo"), 401, "wrong_password");
      expectError(await loginWith(app, 12345), 400, "invalid_body");
    });

    it("names the cookie __Host- and marks it Secure behind an HTTPS proxy (TRUST_PROXY)", async () => {
      const app = await createTestApp(database, { trustProxy: true });
      const ok = await loginWith(app, MODERATOR_PASSWORD, "127.0.0.1", {
        "x-forwarded-proto": "https",
      });
      const cookie = ok.cookies.find((entry) => entry.name === "__Host-moderator_session");
      expect(cookie).toMatchObject({ secure: true, path: "/", httpOnly: true, sameSite: "Strict" });
      expect(cookie?.domain).toBeUndefined();
      expect(ok.cookies.find((entry) => entry.name === "moderator_session")).toBeUndefined();
    });

    it("successful logins are not counted as failures", async () => {
      const app = await createTestApp(database);
      for (let i = 0; i < 15; i++)
        expect((await loginWith(app, MODERATOR_PASSWORD)).statusCode).toBe(204);
    });

    it("DELETE logs out: the session stops working", async () => {
      const app = await createTestApp(database);
      const session = await login(app);
      const check = () =>
        app.inject({ method: "GET", url: "/api/moderation/session", headers: { cookie: session } });
      const signedIn = await check();
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toEqual({
        moderation: "pre",
        moderator: { name: QUICK_START_LEAD, role: "lead" },
        secondFactor: { state: "done", methods: ["passkey"], recoveryCodesLeft: 10 },
      });
      const out = await app.inject({
        method: "DELETE",
        url: "/api/moderation/session",
        headers: { cookie: session, "content-type": "application/json" },
        payload: "{}",
      });
      expect(out.statusCode).toBe(204);
      // Cleared with the attributes it was set with.
      const cleared = out.cookies.find((entry) => entry.name === "moderator_session");
      expect(cleared).toMatchObject({
        value: "",
        httpOnly: true,
        sameSite: "Strict",
        path: "/api/moderation",
      });
      expect(cleared?.secure).toBeFalsy();
      expectError(await check(), 401, "unauthorized");
    });

    it("401 on every moderation endpoint without a session, or with a forged one", async () => {
      const app = await createTestApp(database);
      const id = await submitted(app, "Czy ktoś mnie widzi?");
      const requests = [
        { method: "GET", url: "/api/moderation/session" },
        { method: "GET", url: "/api/moderation/submissions?status=pending" },
        { method: "GET", url: "/api/moderation/counts" },
        { method: "GET", url: "/api/moderation/stream" },
        { method: "POST", url: `/api/moderation/submissions/${id}/approve` },
        { method: "POST", url: `/api/moderation/submissions/${id}/reject` },
        { method: "POST", url: `/api/moderation/submissions/${id}/undo` },
      ] as const;
      for (const cookie of [
        undefined,
        "moderator_session=forged.signature",
        "moderator_session=x",
      ]) {
        for (const request of requests) {
          const response = await app.inject({
            ...request,
            headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
            ...(request.method === "POST" ? { payload: "{}" } : {}),
          });
          expectError(response, 401, "unauthorized");
        }
      }
      const session = await login(app);
      expect((await list(app, session, "pending")).map((item) => item.id)).toEqual([id]);
    });
  });

  describe(`moderation queue (${database.name})`, () => {
    let app: FastifyInstance;
    let session: string;

    beforeAll(async () => {
      app = await createTestApp(database);
      session = await login(app);
    });

    it("lists pending oldest first; approve, reject and undo answer 200 with the item", async () => {
      const first = await submitted(app, "Pierwsza wiadomość");
      const second = await submitted(app, "Druga wiadomość");
      const third = await submitted(app, "Trzecia wiadomość");
      expect((await list(app, session, "pending")).map((item) => item.id)).toEqual([
        first,
        second,
        third,
      ]);
      expect(await countAll(app, session)).toEqual({ pending: 3, approved: 0, rejected: 0 });

      const approved = await moderate(app, session, first, "approve");
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({
        id: first,
        status: "approved",
        decidedAt: expect.any(String),
      });

      const rejected = await moderate(app, session, second, "reject");
      expect(rejected.json()).toMatchObject({ id: second, status: "rejected" });

      expect((await list(app, session, "approved")).map((item) => item.id)).toEqual([first]);
      expect((await list(app, session, "rejected")).map((item) => item.id)).toEqual([second]);
      expect((await list(app, session, "pending")).map((item) => item.id)).toEqual([third]);
      expect(await countAll(app, session)).toEqual({ pending: 1, approved: 1, rejected: 1 });

      const undone = await moderate(app, session, second, "undo", "rejected");
      expect(undone.statusCode).toBe(200);
      expect(undone.json()).toMatchObject({ id: second, status: "pending", decidedAt: null });
      expect((await list(app, session, "pending")).map((item) => item.id)).toEqual([second, third]);

      // A decision can be changed directly too (from what the moderator saw).
      expect((await moderate(app, session, first, "reject", "approved")).json()).toMatchObject({
        status: "rejected",
      });
      expect((await moderate(app, session, first, "reject", "rejected")).json()).toMatchObject({
        status: "rejected",
      });
      expect(await countAll(app, session)).toEqual({ pending: 2, approved: 0, rejected: 1 });
    });

    it("404 for an unknown id, 400 for an id that is not one", async () => {
      for (const action of ["approve", "reject", "undo"] as const) {
        expectError(await moderate(app, session, 987654, action), 404, "not_found");
      }
      for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
        const response = await app.inject({
          method: "POST",
          url: `/api/moderation/submissions/${id}/approve`,
          headers: { cookie: session, "content-type": "application/json" },
          payload: JSON.stringify({ from: "pending" }),
        });
        expectError(response, 400, "invalid_query");
      }
    });

    it("400 for an unknown status filter", async () => {
      const response = await app.inject({
        method: "GET",
        url: "/api/moderation/submissions?status=deleted",
        headers: { cookie: session },
      });
      expectError(response, 400, "invalid_query");
    });

    it("streams queue changes to moderators (server-sent events)", async () => {
      const url = await listen(await createTestApp(database));
      const cookie = await moderatorSessionCookie(url);
      const stream = await SseClient.open(`${url}/api/moderation/stream`, { cookie });
      expect(stream.status).toBe(200);
      expect(stream.headers["content-type"]).toMatch(/^text\/event-stream/);

      const created = await fetch(`${url}/api/submissions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ author: "Kuba", message: "Na żywo z płyty!" }),
      });
      const { id } = (await created.json()) as { id: number };
      await stream.waitFor((client) => client.events.length >= 1);
      expect(stream.events[0]?.event).toBe("change");
      expect(JSON.parse(stream.events[0]?.data ?? "")).toMatchObject({
        previousStatus: null,
        item: { id, author: "Kuba", message: "Na żywo z płyty!", status: "pending" },
      });

      await fetch(`${url}/api/moderation/submissions/${id}/approve`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ from: "pending" }),
      });
      await stream.waitFor((client) => client.events.length >= 2);
      expect(JSON.parse(stream.events[1]?.data ?? "")).toMatchObject({
        previousStatus: "pending",
        item: { id, status: "approved" },
      });
      stream.close();
    });
  });

  describe(`post-moderation (${database.name})`, () => {
    it("MODERATION=post: approved at once, removable, undo puts it back", async () => {
      const app = await createTestApp(database, { moderation: "post" });
      const session = await login(app);
      const mode = await app.inject({
        method: "GET",
        url: "/api/moderation/session",
        headers: { cookie: session },
      });
      expect(mode.json()).toEqual({
        moderation: "post",
        moderator: { name: QUICK_START_LEAD, role: "lead" },
        secondFactor: { state: "done", methods: ["passkey"], recoveryCodesLeft: 10 },
      });
      const id = await submitted(app, "Od razu na telebim!");
      expect((await list(app, session, "approved")).map((item) => item.id)).toEqual([id]);
      expect(await list(app, session, "pending")).toEqual([]);

      const screen = await app.inject({ method: "GET", url: "/api/screen/messages" });
      expect(screen.json()).toEqual([
        expect.objectContaining({ id, message: "Od razu na telebim!" }),
      ]);

      expect((await moderate(app, session, id, "reject", "approved")).json()).toMatchObject({
        status: "rejected",
      });
      expect((await app.inject({ method: "GET", url: "/api/screen/messages" })).json()).toEqual([]);

      expect((await moderate(app, session, id, "undo", "rejected")).json()).toMatchObject({
        status: "approved",
      });
      expect(
        (await app.inject({ method: "GET", url: "/api/screen/messages" })).json(),
      ).toHaveLength(1);
    });
  });
}
