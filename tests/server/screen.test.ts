import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  listen,
  login,
  moderate,
  SseClient,
  submit,
  testDatabases,
} from "./helpers";
import { screenHeartbeat } from "./screen-report";

async function approvedMessage(
  app: FastifyInstance,
  session: string,
  author: string,
  message: string,
) {
  const response = await submit(app, { author, message });
  expect(response.statusCode).toBe(201);
  const { id } = response.json<{ id: number }>();
  expect((await moderate(app, session, id, "approve")).statusCode).toBe(200);
  return id;
}

/** A named screen reports the message on it (what marks it shown). */
async function showOnScreen(app: FastifyInstance, id: number) {
  const response = await screenHeartbeat(app, { showing: { kind: "message", id } });
  expect(response.statusCode).toBe(204);
}

for (const database of testDatabases()) {
  describe(`GET /api/screen/stream (${database.name})`, () => {
    let app: FastifyInstance;
    let url: string;
    let session: string;

    beforeAll(async () => {
      app = await createTestApp(database, { heartbeatMs: 100 });
      url = await listen(app);
      session = await login(app);
    });

    it("is text/event-stream with the security headers and a heartbeat comment", async () => {
      const stream = await SseClient.open(`${url}/api/screen/stream`);
      expect(stream.status).toBe(200);
      expect(stream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
      expect(stream.headers["cache-control"]).toContain("no-store");
      expect(stream.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(stream.headers["x-content-type-options"]).toBe("nosniff");
      await stream.waitFor((client) => client.comments >= 2);
      stream.close();
    });

    it("shows only approved messages, each with id: its position and data the screen message {position, id, author, message, approvedAt}", async () => {
      const stream = await SseClient.open(`${url}/api/screen/stream`);
      const pending = await submit(app, { author: "Nikt", message: "Czekam na moderację" });
      expect(pending.statusCode).toBe(201);
      const markup = '<img src=x onerror="alert(1)"> <b>hej</b> &amp;';
      const first = await approvedMessage(app, session, "Ola", "Pierwsza na telebimie!");
      const second = await approvedMessage(app, session, "<script>", markup);
      await stream.waitFor((client) => client.messages().length >= 2);

      // The board comes first, without an id, so it never moves Last-Event-ID.
      expect(stream.events[0]).toMatchObject({ event: "board" });
      expect(stream.events[0]?.id).toBeUndefined();
      const [a, b] = stream.events.filter((event) => event.event === "message");
      expect(Number(b?.id)).toBeGreaterThan(Number(a?.id));
      expect(stream.messages()).toEqual([
        {
          position: Number(a?.id),
          id: first,
          author: "Ola",
          message: "Pierwsza na telebimie!",
          approvedAt: expect.any(String),
          senderTag: null,
          shownAt: null,
        },
        // Stored and sent verbatim: the screen renders it as text, never as markup.
        {
          position: Number(b?.id),
          id: second,
          author: "<script>",
          message: markup,
          approvedAt: expect.any(String),
          senderTag: null,
          shownAt: null,
        },
      ]);
      expect(Object.keys(stream.messages()[0] ?? {})).toEqual([
        "position",
        "id",
        "author",
        "message",
        "approvedAt",
        "senderTag",
        "shownAt",
      ]);
      // One wire shape: the list returns the very objects the stream sent.
      const list = await app.inject({ method: "GET", url: "/api/screen/messages" });
      expect(list.json()).toEqual(stream.messages());
      expect(JSON.stringify(stream.messages())).not.toContain("Czekam na moderację");
      stream.close();
    });

    it("replays everything after Last-Event-ID (or ?after=), so a reconnecting screen misses nothing", async () => {
      const live = await SseClient.open(`${url}/api/screen/stream`);
      const x = await approvedMessage(app, session, "Xawery", "Wiadomość numer X");
      await live.waitFor((client) => client.messages().some((m) => m.id === x));
      const lastSeen = live.events.findLast((event) => event.id !== undefined)?.id ?? "";
      live.close();

      // While the screen is away: two approvals and one message taken off again.
      const y = await approvedMessage(app, session, "Yga", "Wiadomość numer Y");
      const z = await approvedMessage(app, session, "Zuza", "Wiadomość numer Z");
      await moderate(app, session, y, "reject", "approved");

      const back = await SseClient.open(`${url}/api/screen/stream`, { "last-event-id": lastSeen });
      await back.waitFor((client) => client.events.length >= 3);
      expect(back.events[0]?.event).toBe("board");
      expect(back.messages().map((m) => m.id)).toEqual([z]);
      expect(back.events.find((event) => event.event === "remove")?.data).toBe(
        JSON.stringify({ id: y }),
      );
      const replayed = back.events.slice(1);
      expect(replayed.every((event) => Number(event.id) > Number(lastSeen))).toBe(true);
      back.close();

      const viaQuery = await SseClient.open(`${url}/api/screen/stream?after=${lastSeen}`);
      await viaQuery.waitFor((client) => client.events.length >= 3);
      expect(viaQuery.messages().map((m) => m.id)).toEqual([z]);
      viaQuery.close();

      const json = await (await fetch(`${url}/api/screen/messages?after=${lastSeen}`)).json();
      expect(json).toEqual([
        expect.objectContaining({ id: z, author: "Zuza", position: expect.any(Number) }),
      ]);
    });

    it("takes a message off the screens live (event: remove) when a decision is reversed", async () => {
      const stream = await SseClient.open(`${url}/api/screen/stream`);
      const id = await approvedMessage(app, session, "Pomyłka", "Zatwierdzone przez pomyłkę");
      await stream.waitFor((client) => client.messages().some((m) => m.id === id));
      await moderate(app, session, id, "undo", "approved");
      await stream.waitFor((client) => client.events.some((event) => event.event === "remove"));
      expect(stream.events.at(-1)).toMatchObject({ event: "remove", data: JSON.stringify({ id }) });
      stream.close();
    });

    it("ignores a Last-Event-ID from the future (database reset) and sends the recent messages", async () => {
      const stream = await SseClient.open(`${url}/api/screen/stream`, {
        "last-event-id": "999999999",
      });
      await stream.waitFor((client) => client.messages().length >= 1);
      stream.close();
    });

    it("ends open streams when the server shuts down", async () => {
      const other = await createTestApp(database);
      const otherUrl = await listen(other);
      const stream = await SseClient.open(`${otherUrl}/api/screen/stream`);
      await other.close();
      await stream.waitFor((client) => client.ended, 3000);
    });
  });

  describe(`screen backlog (${database.name})`, () => {
    it("without Last-Event-ID: the 50 most recent approved messages, oldest first", async () => {
      const app = await createTestApp(database);
      const session = await login(app);
      const ids: number[] = [];
      for (let i = 1; i <= 53; i++)
        ids.push(await approvedMessage(app, session, "Tłum", `Wiadomość nr ${i}`));
      // The three oldest were on a screen already, so only the 50 most recent come back.
      for (const id of ids.slice(0, 3)) await showOnScreen(app, id);
      const response = await app.inject({ method: "GET", url: "/api/screen/messages" });
      const messages = response.json<Array<{ id: number; position: number }>>();
      expect(messages.map((m) => m.id)).toEqual(ids.slice(3));
      expect(response.headers["cache-control"]).toBe("no-store");

      const url = await listen(app);
      const stream = await SseClient.open(`${url}/api/screen/stream`);
      await stream.waitFor((client) => client.messages().length >= 50);
      expect(stream.messages().map((m) => m.id)).toEqual(ids.slice(3));
      stream.close();
    });

    it("and every approved message no screen has shown yet, however many came since", async () => {
      const app = await createTestApp(database);
      const session = await login(app);
      const ids: number[] = [];
      for (let i = 1; i <= 55; i++)
        ids.push(await approvedMessage(app, session, "Tłum", `Wiadomość nr ${i}`));
      for (const id of ids.slice(2, 5)) await showOnScreen(app, id);
      const response = await app.inject({ method: "GET", url: "/api/screen/messages" });
      const messages = response.json<Array<{ id: number; shownAt: string | null }>>();
      // 1 and 2 were never shown: they stay in the backlog; 3–5 were, and are the oldest.
      expect(messages.map((m) => m.id)).toEqual([...ids.slice(0, 2), ...ids.slice(5)]);
      expect(messages.filter((m) => m.shownAt !== null)).toEqual([]);
    });

    it("400 for a malformed ?after", async () => {
      const app = await createTestApp(database);
      const response = await app.inject({ method: "GET", url: "/api/screen/messages?after=abc" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "invalid_query" });
    });
  });
}
