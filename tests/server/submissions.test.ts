import http from "node:http";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RESULT_CODES } from "#core/codes";
import { ZALGO_AUTHOR, ZALGO_MESSAGE } from "../fixtures/zalgo";
import {
  countAll,
  createTestApp,
  KNOWN_ERROR_TEXTS,
  TEST_EDITION,
  TEST_RELEASE,
  listen,
  login,
  submit,
  testDatabases,
  VALID,
} from "./helpers";

/** A request that must be refused: how it is sent and what it must get. */
interface BadInput {
  name: string;
  body: string | Buffer;
  contentType?: string | null;
  status: number;
  code: string | number;
}

const json = (value: unknown) => JSON.stringify(value);
const withMessage = (message: string) => json({ author: VALID.author, message });
const withAuthor = (author: string) => json({ author, message: VALID.message });

/**
 * Every kind of bad input gets its 4xx and nothing is stored
 * (server/submissions/README.md#submissions-api).
 */
const BAD_INPUTS: BadInput[] = [
  // Wrong shape or types: 400 invalid_body.
  { name: "an array", body: "[]", status: 400, code: "invalid_body" },
  { name: "an array holding a valid body", body: json([VALID]), status: 400, code: "invalid_body" },
  { name: "null", body: "null", status: 400, code: "invalid_body" },
  { name: "a number", body: "42", status: 400, code: "invalid_body" },
  { name: "a JSON string", body: json("Ala: hej!"), status: 400, code: "invalid_body" },
  { name: "a boolean", body: "true", status: 400, code: "invalid_body" },
  { name: "an empty object", body: "{}", status: 400, code: "invalid_body" },
  { name: "no message", body: json({ author: VALID.author }), status: 400, code: "invalid_body" },
  { name: "no author", body: json({ message: VALID.message }), status: 400, code: "invalid_body" },
  {
    name: "author a number",
    body: json({ ...VALID, author: 12345 }),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "message a number",
    body: json({ ...VALID, message: 1e21 }),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "author null",
    body: json({ ...VALID, author: null }),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "message null",
    body: json({ ...VALID, message: null }),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "author a boolean",
    body: json({ ...VALID, author: true }),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "author an array",
    body: json({ ...VALID, author: ["Ala"] }),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "author a nested object",
    body: json({ ...VALID, author: { first: "Ala", toString: "x" } }),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "message a nested object",
    body: json({ ...VALID, message: { text: VALID.message } }),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "keys in another case",
    body: json({ Author: VALID.author, MESSAGE: VALID.message }),
    status: 400,
    code: "invalid_body",
  },
  // Not JSON at all: 400 malformed_json.
  {
    name: "unquoted keys",
    body: "{author: 'Ala', message: 'hej hej'}",
    status: 400,
    code: "malformed_json",
  },
  {
    name: "single quotes",
    body: "{'author':'Ala','message':'hej hej'}",
    status: 400,
    code: "malformed_json",
  },
  {
    name: "a trailing comma",
    body: `${withMessage("hej hej hej").slice(0, -1)},}`,
    status: 400,
    code: "malformed_json",
  },
  { name: "truncated JSON", body: '{"author":"Ala","mess', status: 400, code: "malformed_json" },
  { name: "an empty body", body: "", status: 400, code: "malformed_json" },
  { name: "a whitespace-only body", body: " \n\t ", status: 400, code: "malformed_json" },
  { name: "a JSON comment", body: `/* hi */${json(VALID)}`, status: 400, code: "malformed_json" },
  {
    name: "a NaN literal",
    body: '{"author":"Ala","message":NaN}',
    status: 400,
    code: "malformed_json",
  },
  {
    name: "two documents",
    body: `${json(VALID)}${json(VALID)}`,
    status: 400,
    code: "malformed_json",
  },
  // Prototype pollution attempts: refused before anything reads the object.
  {
    name: "a __proto__ key",
    body: `{"__proto__":{"polluted":true},"author":"${VALID.author}","message":"${VALID.message}"}`,
    status: 400,
    code: "malformed_json",
  },
  {
    name: "a constructor.prototype key",
    body: `{"constructor":{"prototype":{"polluted":true}},"author":"${VALID.author}","message":"${VALID.message}"}`,
    status: 400,
    code: "malformed_json",
  },
  {
    name: "a nested __proto__ key",
    body: `{"author":{"__proto__":{"polluted":true}},"message":"${VALID.message}"}`,
    status: 400,
    code: "malformed_json",
  },
  // Encodings.
  {
    name: "invalid UTF-8 bytes",
    body: Buffer.concat([
      Buffer.from('{"author":"Ala","message":"hej '),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('!!"}'),
    ]),
    status: 400,
    code: "invalid_encoding",
  },
  {
    name: "an overlong UTF-8 sequence",
    body: Buffer.concat([
      Buffer.from('{"author":"Ala","message":"a'),
      Buffer.from([0xc0, 0xaf]),
      Buffer.from('bcdef"}'),
    ]),
    status: 400,
    code: "invalid_encoding",
  },
  {
    name: "a UTF-8-encoded surrogate (CESU-8)",
    body: Buffer.concat([
      Buffer.from('{"author":"Ala","message":"ab'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('cdef"}'),
    ]),
    status: 400,
    code: "invalid_encoding",
  },
  {
    name: "UTF-16 with a byte-order mark",
    body: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json(VALID), "utf16le")]),
    status: 400,
    code: "invalid_encoding",
  },
  {
    name: "a lone surrogate escape",
    body: withMessage("hej \ud800 hej"),
    status: 400,
    code: "invalid_encoding",
  },
  {
    name: "a declared ISO-8859-2 charset",
    body: json(VALID),
    contentType: "application/json; charset=iso-8859-2",
    status: 415,
    code: "unsupported_media_type",
  },
  // Not JSON by content type: 415.
  {
    name: "text/plain",
    body: json(VALID),
    contentType: "text/plain",
    status: 415,
    code: "unsupported_media_type",
  },
  {
    name: "no content type",
    body: json(VALID),
    contentType: null,
    status: 415,
    code: "unsupported_media_type",
  },
  {
    name: "a urlencoded form",
    body: "author=Ala&message=hej+hej+hej",
    contentType: "application/x-www-form-urlencoded",
    status: 415,
    code: "unsupported_media_type",
  },
  {
    name: "multipart/form-data",
    body: '--x\r\nContent-Disposition: form-data; name="author"\r\n\r\nAla\r\n--x--\r\n',
    contentType: "multipart/form-data; boundary=x",
    status: 415,
    code: "unsupported_media_type",
  },
  {
    name: "XML",
    body: "<author>Ala</author>",
    contentType: "application/xml",
    status: 415,
    code: "unsupported_media_type",
  },
  {
    name: "a JSON-like vendor type",
    body: json(VALID),
    contentType: "application/vnd.api+json",
    status: 415,
    code: "unsupported_media_type",
  },
  // Sizes.
  {
    name: "a body over 16 KiB",
    body: withMessage("a".repeat(16 * 1024)),
    status: 413,
    code: "payload_too_large",
  },
  {
    name: "a 1 MiB body",
    body: withMessage("ą".repeat(512 * 1024)),
    status: 413,
    code: "payload_too_large",
  },
  {
    name: "an author of 33 characters",
    body: withAuthor("A".repeat(33)),
    status: 422,
    code: RESULT_CODES.AUTHOR_TOO_LONG,
  },
  {
    name: "a message of 129 characters",
    body: withMessage("m".repeat(129)),
    status: 422,
    code: RESULT_CODES.MESSAGE_TOO_LONG,
  },
  // Stacked combining marks ("Zalgo" text): 422 code 78, however long.
  {
    name: "3,000 marks on one letter",
    body: withMessage(`hej${"\u0301".repeat(3000)} hej`),
    status: 422,
    code: RESULT_CODES.TOO_MANY_MARKS,
  },
  {
    name: "five marks on one letter of the author",
    body: withAuthor(`Ola${"\u0301".repeat(5)}`),
    status: 422,
    code: RESULT_CODES.TOO_MANY_MARKS,
  },
  {
    name: "an author of 2 characters",
    body: withAuthor("Al"),
    status: 422,
    code: RESULT_CODES.AUTHOR_TOO_SHORT,
  },
  {
    name: "a message of 4 characters",
    body: withMessage("hej!"),
    status: 422,
    code: RESULT_CODES.MESSAGE_TOO_SHORT,
  },
  // Control, bidi and invisible characters: 422 code 76.
  {
    name: "a NUL character",
    body: withMessage("hej\u0000 wszystkim"),
    status: 422,
    code: RESULT_CODES.FORBIDDEN_CHARACTERS,
  },
  {
    name: "a newline in the author",
    body: withAuthor("Ala\nOla"),
    status: 422,
    code: RESULT_CODES.FORBIDDEN_CHARACTERS,
  },
  {
    name: "a tab",
    body: withMessage("hej\twszystkim"),
    status: 422,
    code: RESULT_CODES.FORBIDDEN_CHARACTERS,
  },
  {
    name: "an ANSI escape",
    body: withMessage("\u001b[31mczerwony tekst"),
    status: 422,
    code: RESULT_CODES.FORBIDDEN_CHARACTERS,
  },
  {
    name: "a C1 control",
    body: withMessage("hej\u0085wszystkim"),
    status: 422,
    code: RESULT_CODES.FORBIDDEN_CHARACTERS,
  },
  {
    name: "a right-to-left override",
    body: withMessage("pozdrawiam \u202Eakcelbuper"),
    status: 422,
    code: RESULT_CODES.FORBIDDEN_CHARACTERS,
  },
  {
    name: "a bidi isolate",
    body: withAuthor("Ala\u2066x\u2069"),
    status: 422,
    code: RESULT_CODES.FORBIDDEN_CHARACTERS,
  },
  {
    name: "a zero-width space",
    body: withMessage("ku\u200Bku ku ku"),
    status: 422,
    code: RESULT_CODES.FORBIDDEN_CHARACTERS,
  },
  {
    name: "a line separator",
    body: withMessage("hej\u2028wszystkim"),
    status: 422,
    code: RESULT_CODES.FORBIDDEN_CHARACTERS,
  },
  {
    name: "a word joiner",
    body: withMessage("hej \u2060 wszystkim"),
    status: 422,
    code: RESULT_CODES.FORBIDDEN_CHARACTERS,
  },
  // Blank fields: 422 code 77.
  { name: "an empty author", body: withAuthor(""), status: 422, code: RESULT_CODES.BLANK },
  {
    name: "a whitespace-only message",
    body: withMessage("   \u3000  "),
    status: 422,
    code: RESULT_CODES.BLANK,
  },
  {
    name: "an invisible-only author",
    body: withAuthor("\u200B\u200B\u200B"),
    status: 422,
    code: RESULT_CODES.BLANK,
  },
  // A rule of core/README.md#validation-order.
  {
    name: "a vulgarity",
    body: withMessage("ty kurwa mać, co za koncert"),
    status: 422,
    code: RESULT_CODES.PROFANITY,
  },
];

/**
 * 403 outside the window (server/submissions/README.md#submissions-api); the window comes from config
 * (SUBMISSIONS_OPEN_AT / _CLOSE_AT).
 */
const FUTURE_WINDOW = {
  opensAt: new Date("2099-01-01T00:00:00Z"),
  closesAt: new Date("2099-01-02T00:00:00Z"),
};
const PAST_WINDOW = {
  opensAt: new Date("2001-01-01T00:00:00Z"),
  closesAt: new Date("2001-01-02T00:00:00Z"),
};

function expectPolishError(body: unknown, code: string | number): void {
  expect(body).toEqual({ code, error: expect.any(String) });
  const { error } = body as { error: string };
  expect(KNOWN_ERROR_TEXTS.has(error), `"${error}" is one of the API's Polish texts`).toBe(true);
}

for (const database of testDatabases()) {
  describe(`POST /api/submissions (${database.name})`, () => {
    let app: FastifyInstance;
    let session: string;

    beforeAll(async () => {
      app = await createTestApp(database);
      session = await login(app);
    });

    it(`refuses ${BAD_INPUTS.length} kinds of bad input with their 4xx, stores nothing, stays up`, async () => {
      expect(BAD_INPUTS.length).toBeGreaterThanOrEqual(40);
      // Counted before, not assumed empty: the file's other tests share this server.
      const before = await countAll(app, session);
      for (const input of BAD_INPUTS) {
        const headers: Record<string, string> = {};
        if (input.contentType !== null)
          headers["content-type"] = input.contentType ?? "application/json";
        const response = await app.inject({
          method: "POST",
          url: "/api/submissions",
          headers,
          payload: input.body,
        });
        expect(response.statusCode, input.name).toBe(input.status);
        expect(response.headers["content-type"], input.name).toMatch(/^application\/json/);
        expectPolishError(response.json(), input.code);
        const health = await app.inject({ method: "GET", url: "/api/health" });
        expect(health.statusCode, `still up after ${input.name}`).toBe(200);
      }
      expect(await countAll(app, session)).toEqual(before);
      // The prototype keys reached no object.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it("201 {id} once stored; trimmed, NFC, extra keys ignored and never stored", async () => {
      const response = await submit(app, {
        author: "  Zosia  ",
        message: "Czes\u0301c\u0301 wszystkim z trybun!",
        status: "approved",
        id: 999,
        isAdmin: true,
      });
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: number }>();
      expect(Object.keys(response.json())).toEqual(["id"]);
      expect(id).toBeGreaterThan(0);

      const pending = await app.inject({
        method: "GET",
        url: "/api/moderation/submissions?status=pending",
        headers: { cookie: session },
      });
      const stored = pending.json<Array<Record<string, unknown>>>().find((item) => item.id === id);
      expect(stored).toEqual({
        id,
        author: "Zosia",
        message: "Cześć wszystkim z trybun!",
        status: "pending",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        decidedAt: null,
        copies: 1,
        authors: ["Zosia"],
        flags: [],
        reason: null,
        decidedBy: null,
        claimedBy: null,
      });
    });

    it("commits concurrent submissions together, each with its own id and text", async () => {
      const messages = Array.from({ length: 60 }, (_, index) => `Równoległa wiadomość ${index}`);
      const responses = await Promise.all(
        messages.map((message) => submit(app, { author: "Tłum", message })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(messages.map(() => 201));
      const ids = responses.map((response) => response.json<{ id: number }>().id);
      expect(new Set(ids).size).toBe(messages.length);
      const pending = await app.inject({
        method: "GET",
        url: "/api/moderation/submissions?status=pending",
        headers: { cookie: session },
      });
      const stored = new Map(
        pending
          .json<Array<{ id: number; message: string }>>()
          .map((item) => [item.id, item.message]),
      );
      expect(ids.map((id) => stored.get(id))).toEqual(messages);
    });

    it("422 code 78 for the Zalgo message and author that fit the code-unit cap; none stored", async () => {
      const before = await countAll(app, session);
      for (const body of [
        { author: VALID.author, message: ZALGO_MESSAGE },
        { author: ZALGO_AUTHOR, message: VALID.message },
      ]) {
        const response = await submit(app, body);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          code: 78,
          error:
            "Jedna litera może mieć najwyżej 4 znaki diakrytyczne (kreski, kropki, ogonki). " +
            "Usuń nadmiarowe ozdobniki i spróbuj ponownie.",
        });
      }
      expect(await countAll(app, session)).toEqual(before);
    });

    it("accepts real writing with marks: decomposed Polish, keycaps, flags, Vietnamese, Hindi", async () => {
      const response = await submit(app, {
        author: "Zo\u0301s\u0301ka",
        message: "Pozdro 1️⃣ 🏳️‍⚧️ 👨‍👩‍👧‍👦 Việt स्त्रीं",
      });
      expect(response.statusCode).toBe(201);
    });

    it("accepts emoji and Polish letters at the limits", async () => {
      const response = await submit(app, { author: "Łuk", message: `${"👨‍👩‍👧".repeat(2)}ąęść` });
      expect(response.statusCode).toBe(201);
      const long = await submit(app, { author: "Ż".repeat(32), message: "ó".repeat(128) });
      expect(long.statusCode).toBe(201);
    });

    it("403 code 69 before the window opens and 70 after it closes", async () => {
      const early = await createTestApp(database, {
        submissionWindow: FUTURE_WINDOW,
        submissionsAnyTime: false,
      });
      const before = await submit(early);
      expect(before.statusCode).toBe(403);
      expectPolishError(before.json(), RESULT_CODES.BEFORE_START);

      const late = await createTestApp(database, {
        submissionWindow: PAST_WINDOW,
        submissionsAnyTime: false,
      });
      const after = await submit(late);
      expect(after.statusCode).toBe(403);
      expectPolishError(after.json(), RESULT_CODES.AFTER_END);
      expect(await countAll(late, await login(late))).toEqual({
        pending: 0,
        approved: 0,
        rejected: 0,
      });
    });

    describe("the edition's window, read in its time zone", () => {
      // TEST_EDITION opens 2031-06-11T16:00:00 and closes 2031-06-13T23:59:59, Warsaw (CEST).
      afterEach(() => {
        vi.useRealTimers();
      });
      const submitAt = async (app: FastifyInstance, instant: string) => {
        vi.useFakeTimers({ toFake: ["Date"], now: new Date(instant) });
        const response = await submit(app);
        vi.useRealTimers();
        return response;
      };

      it("answers 69 until 16:00:00 Warsaw time and 70 from the second after 23:59:59", async () => {
        expect(TEST_EDITION.messageWindow.opensAt).toBe("2031-06-11T16:00:00");
        const app = await createTestApp(database, { submissionsAnyTime: false });
        const early = await submitAt(app, "2031-06-11T13:59:59.999Z");
        expect(early.statusCode).toBe(403);
        expectPolishError(early.json(), RESULT_CODES.BEFORE_START);
        expect((await submitAt(app, "2031-06-11T14:00:00.000Z")).statusCode).toBe(201);
        expect((await submitAt(app, "2031-06-13T21:59:59.999Z")).statusCode).toBe(201);
        const late = await submitAt(app, "2031-06-13T22:00:00.000Z");
        expect(late.statusCode).toBe(403);
        expectPolishError(late.json(), RESULT_CODES.AFTER_END);
      });

      it("SUBMISSIONS_OPEN_AT moves only the start; the end stays the edition's", async () => {
        const app = await createTestApp(database, {
          submissionsAnyTime: false,
          submissionWindow: { opensAt: new Date("2031-06-10T16:00:00Z") },
        });
        expect((await submitAt(app, "2031-06-10T15:59:59Z")).statusCode).toBe(403);
        expect((await submitAt(app, "2031-06-10T16:00:00Z")).statusCode).toBe(201);
        expect((await submitAt(app, "2031-06-13T22:00:00Z")).statusCode).toBe(403);
      });

      it("SUBMISSIONS_ANY_TIME accepts before, during and after the edition's window", async () => {
        const app = await createTestApp(database, { submissionsAnyTime: true });
        for (const instant of [
          "2000-01-01T00:00:00Z",
          "2031-06-12T12:00:00Z",
          "2099-01-01T00:00:00Z",
        ]) {
          expect((await submitAt(app, instant)).statusCode, instant).toBe(201);
        }
      });
    });

    it("refuses oversized bodies over real HTTP, with or without Content-Length", async () => {
      const url = await listen(await createTestApp(database));
      const big = withMessage("x".repeat(20 * 1024));
      const withLength = await fetch(`${url}/api/submissions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: big,
      });
      expect(withLength.status).toBe(413);
      expectPolishError(await withLength.json(), "payload_too_large");

      // Chunked: no Content-Length, the limit applies while reading.
      const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(`${url}/api/submissions`, {
          method: "POST",
          headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
        });
        request.on("response", (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on("error", reject);
        for (let i = 0; i < 40; i++) request.write("x".repeat(1024));
        request.end();
      });
      expect(chunked.status).toBe(413);
      expectPolishError(JSON.parse(chunked.body), "payload_too_large");

      const health = await fetch(`${url}/api/health`);
      expect(await health.json()).toEqual({ status: "ok", release: TEST_RELEASE });
    });
  });
}
