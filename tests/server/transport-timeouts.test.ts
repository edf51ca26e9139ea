import http2 from "node:http2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app";
import type { ConnectionLimits } from "#server/operations/capacity";
import { API_ERRORS } from "#server/errors";
import { HSTS_HEADER } from "#server/plugins/security-headers";
import { SseClient, testConfig, VALID } from "./helpers";
import { h2Request, rawExchange, TLS_CERT, TLS_KEY } from "./raw-client";

/** Short limits so each case takes a second or two. */
const LIMITS: ConnectionLimits = {
  headersTimeoutMs: 700,
  requestTimeoutMs: 1200,
  idleTimeoutMs: 2500,
  keepAliveTimeoutMs: 300,
  maxRequestsPerSocket: 2,
  maxConnectionsPerAddress: 0,
  maxConnections: 0,
};
/** Node looks at the deadlines every headersTimeout / 4 here: the answer may come that late. */
const SLACK_MS = 600;
/** Node closes an idle keep-alive socket 1 s after keepAliveTimeout (a margin for clients). */
const KEEP_ALIVE_MARGIN_MS = 1000;

const SLOW_POST =
  "POST /api/submissions HTTP/1.1\r\nHost: localhost\r\n" +
  "Content-Type: application/json\r\nContent-Length: 5000\r\n\r\n{";

function expectError(answer: { body: string }, code: keyof typeof API_ERRORS) {
  expect(JSON.parse(answer.body)).toEqual({ code, error: API_ERRORS[code].error });
}

for (const kind of ["HTTP/1.1", "HTTP/1.1 over TLS (the HTTP/2 server's fallback)"] as const) {
  const overTls = kind !== "HTTP/1.1";

  describe(`transport limits: ${kind}`, () => {
    let app: FastifyInstance;
    let port: number;

    beforeAll(async () => {
      app = await buildApp(
        testConfig({
          connections: LIMITS,
          heartbeatMs: 400,
          tls: overTls ? { cert: TLS_CERT, key: TLS_KEY } : undefined,
        }),
      );
      await app.listen({ port: 0, host: "127.0.0.1" });
      port = (app.server.address() as { port: number }).port;
    });
    afterAll(async () => {
      await app?.close();
    });

    it("answers a body that stops arriving with 408 {code, error} and closes, within the request timeout", async () => {
      const answer = await rawExchange(port, { send: SLOW_POST, drip: " ", tls: overTls });
      expect(answer.status).toBe(408);
      expect(answer.headers.connection).toBe("close");
      expectError(answer, "request_timeout");
      expect(answer.closedAfterMs).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 50);
      expect(answer.closedAfterMs).toBeLessThan(LIMITS.requestTimeoutMs + SLACK_MS);
    });

    it("answers a head that never ends with 408 within the headers timeout", async () => {
      const answer = await rawExchange(port, {
        send: "GET /api/health HTTP/1.1\r\nHost: localhost\r\n",
        drip: "X-Slow: 1\r\n",
        tls: overTls,
      });
      expect(answer.status).toBe(408);
      expectError(answer, "request_timeout");
      expect(answer.closedAfterMs).toBeLessThan(LIMITS.headersTimeoutMs + SLACK_MS);
    });

    it("closes a connection that sends nothing (no TLS handshake, no head) within the headers timeout", async () => {
      // Raw TCP: on the TLS port this is a handshake that never starts.
      const answer = await rawExchange(port, { send: "", giveUpMs: 4000 });
      expect(answer.closedAfterMs).toBeDefined();
      expect(answer.closedAfterMs).toBeLessThan(LIMITS.headersTimeoutMs + SLACK_MS);
    });

    it("answers parse errors with {code, error}, the right status and Connection: close", async () => {
      const cases = [
        { send: "GARBAGE\r\n\r\n", status: 400, code: "malformed_request" },
        {
          send: "GET /api/health HTTP/1.1\r\nBad Header: x\r\n\r\n",
          status: 400,
          code: "malformed_request",
        },
        {
          send: `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
          status: 431,
          code: "headers_too_large",
        },
        {
          send:
            "POST /api/submissions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
            `Transfer-Encoding: chunked\r\n\r\n1;${"e".repeat(20_000)}\r\n`,
          status: 413,
          code: "payload_too_large",
        },
      ] as const;
      for (const { send, status, code } of cases) {
        const answer = await rawExchange(port, { send, tls: overTls });
        expect(answer.status, code).toBe(status);
        expect(answer.headers.connection).toBe("close");
        expect(answer.headers["content-type"]).toContain("application/json");
        // The security headers of every other answer, though no route ever saw the request.
        expect(answer.headers["x-content-type-options"]).toBe("nosniff");
        expect(answer.headers["cache-control"]).toBe("no-store");
        expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
        expect(answer.headers["x-frame-options"]).toBe("DENY");
        expectError(answer, code);
      }
    });

    it("refuses an HTTP/1.1 request without a Host header, or with two, with 400", async () => {
      // Without one, Node's parser answers 400 itself (its requireHostHeader), before us.
      const none = await rawExchange(port, {
        send: "GET /api/health HTTP/1.1\r\n\r\n",
        tls: overTls,
      });
      expect(none.status).toBe(400);
      const two = await rawExchange(port, {
        send: "GET /api/health HTTP/1.1\r\nHost: localhost\r\nHost: example.org\r\n\r\n",
        tls: overTls,
      });
      expect(two.status).toBe(400);
      expectError(two, "bad_request");
      expect(two.headers["x-content-type-options"]).toBe("nosniff");
      const one = await rawExchange(port, {
        send: "GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
        tls: overTls,
      });
      expect(one.status).toBe(200);
    });

    it("closes an idle keep-alive connection after the keep-alive timeout, and after maxRequestsPerSocket", async () => {
      const one = await rawExchange(port, {
        send: "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n",
        tls: overTls,
      });
      expect(one.status).toBe(200);
      expect(one.headers["keep-alive"]).toBe("timeout=0, max=2");
      expect(one.closedAfterMs).toBeLessThan(
        LIMITS.keepAliveTimeoutMs + KEEP_ALIVE_MARGIN_MS + SLACK_MS,
      );
      const get = "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n";
      const three = await rawExchange(port, { send: get + get + get, tls: overTls });
      expect(three.text.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
      expect(three.text).toMatch(/HTTP\/1\.1 503|[Cc]onnection: close/);
    });

    // SseClient speaks plain HTTP; the TLS server's streams are tested over HTTP/2 below.
    it.runIf(!overTls)(
      "keeps an event stream open past the request and idle timeouts",
      async () => {
        const stream = await SseClient.open(`http://127.0.0.1:${port}/api/screen/stream`);
        await new Promise((resolve) => setTimeout(resolve, LIMITS.idleTimeoutMs + 1000));
        expect(stream.ended).toBe(false);
        expect(stream.comments).toBeGreaterThanOrEqual(3);
        stream.close();
      },
    );

    it(overTls ? "sends HSTS on every answer" : "sends no HSTS over plain HTTP", async () => {
      const answer = await rawExchange(port, {
        send: "GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
        tls: overTls,
      });
      expect(answer.status).toBe(200);
      if (overTls) expect(answer.headers["strict-transport-security"]).toBe(HSTS_HEADER);
      else expect(answer.headers["strict-transport-security"]).toBeUndefined();
    });
  });
}

describe("transport limits: HTTP/2", () => {
  let app: FastifyInstance;
  let session: http2.ClientHttp2Session;

  beforeAll(async () => {
    app = await buildApp(
      testConfig({ connections: LIMITS, heartbeatMs: 400, tls: { cert: TLS_CERT, key: TLS_KEY } }),
    );
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    session = http2.connect(address.replace("127.0.0.1", "localhost"), { ca: TLS_CERT });
  });
  afterAll(async () => {
    session?.close();
    await app?.close();
  });

  it("answers a stream whose body stops arriving with 408 {code, error} and resets it", async () => {
    const answer = await h2Request(
      session,
      { ":method": "POST", ":path": "/api/submissions", "content-type": "application/json" },
      { body: "{", drip: " " },
    );
    expect(answer.status).toBe(408);
    expectError(answer, "request_timeout");
    expect(answer.ms).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 50);
    expect(answer.ms).toBeLessThan(LIMITS.requestTimeoutMs + SLACK_MS);
    // The session itself stays usable.
    const next = await h2Request(
      session,
      { ":method": "POST", ":path": "/api/submissions", "content-type": "application/json" },
      { body: JSON.stringify(VALID) },
    );
    expect(next.status).toBe(201);
    expect(next.headers["strict-transport-security"]).toBe(HSTS_HEADER);
  });

  it("keeps an event stream open past the request and idle timeouts", async () => {
    const stream = session.request({ ":path": "/api/screen/stream" });
    let heartbeats = 0;
    let closed = false;
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => (heartbeats += chunk.split(": heartbeat").length - 1));
    stream.on("close", () => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, LIMITS.idleTimeoutMs + 1000));
    expect(closed).toBe(false);
    expect(heartbeats).toBeGreaterThanOrEqual(3);
    stream.close();
  });
});

describe("shutting down", () => {
  it("answers a request in flight with Connection: close, so no keep-alive holds the shutdown", async () => {
    const app = await buildApp(
      testConfig({ connections: { ...LIMITS, keepAliveTimeoutMs: 60_000 } }),
    );
    await app.listen({ port: 0, host: "127.0.0.1" });
    const port = (app.server.address() as { port: number }).port;
    const body = JSON.stringify(VALID);
    const head =
      "POST /api/submissions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    // The head arrives, the shutdown starts, then the body.
    const answer = rawExchange(port, { send: head, drip: body, giveUpMs: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const closed = app.close();
    const result = await answer;
    await closed;
    expect(result.status).toBe(201);
    expect(result.headers.connection).toBe("close");
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
