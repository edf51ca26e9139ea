import { readFileSync } from "node:fs";
import http2 from "node:http2";
import https from "node:https";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { contentDir } from "#content-layer/load";
import { buildApp } from "#server/app";
import { ConfigError, loadConfig } from "#server/config";
import { testConfig } from "./helpers";

// A self-signed certificate for localhost/127.0.0.1, made for these tests only (valid to 2126).
const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/tls");
const cert = readFileSync(path.join(FIXTURES, "localhost-cert.pem"));
const key = readFileSync(path.join(FIXTURES, "localhost-key.pem"));

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: string;
}

function h2Get(session: http2.ClientHttp2Session, pathname: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ":path": pathname, "accept-encoding": "identity" });
    let headers: http2.IncomingHttpHeaders = {};
    let body = "";
    stream.on("response", (received) => (headers = received));
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => (body += chunk));
    stream.on("end", () => resolve({ status: Number(headers[":status"]), headers, body }));
    stream.on("error", reject);
  });
}

describe("TLS_CERT_FILE / TLS_KEY_FILE: HTTPS with HTTP/2", () => {
  let app: FastifyInstance;
  let origin: string;
  let session: http2.ClientHttp2Session;

  beforeAll(async () => {
    app = await buildApp(testConfig({ tls: { cert, key } }));
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    origin = address.replace("127.0.0.1", "localhost");
    session = http2.connect(origin, { ca: cert });
  });
  afterAll(async () => {
    session?.close();
    await app?.close();
  });

  it("answers the API and the site over HTTP/2 with the usual headers", async () => {
    expect(origin).toMatch(/^https:\/\/localhost:\d+$/);
    const health = await h2Get(session, "/api/health");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: "ok" });
    const page = await h2Get(session, "/homepage");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toBeTruthy();
    expect(page.headers.connection).toBeUndefined();
  });

  it("streams the big screen over HTTP/2 without connection-level headers", async () => {
    const stream = session.request({ ":path": "/api/screen/stream" });
    const first = await new Promise<{ headers: http2.IncomingHttpHeaders; chunk: string }>(
      (resolve, reject) => {
        let headers: http2.IncomingHttpHeaders = {};
        stream.on("response", (received) => (headers = received));
        stream.setEncoding("utf8");
        stream.once("data", (chunk: string) => resolve({ headers, chunk }));
        stream.on("error", reject);
      },
    );
    expect(first.headers[":status"]).toBe(200);
    expect(first.headers["content-type"]).toContain("text/event-stream");
    expect(first.chunk).toContain("retry:");
    stream.close();
  });

  it("still accepts HTTP/1.1 clients on the same port", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      https
        .get(`${origin}/api/health`, { ca: cert }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on("error", reject);
    });
    expect(status).toBe(200);
  });
});

describe("TLS configuration errors name the variable", () => {
  // Relative files are read from FIXTURES; the edition is the content under test.
  const withContent = (env: NodeJS.ProcessEnv) => ({ CONTENT_DIR: contentDir(), ...env });

  it("needs both files", () => {
    expect(() => loadConfig(withContent({ TLS_CERT_FILE: "cert.pem" }), FIXTURES)).toThrow(
      /TLS_KEY_FILE/,
    );
  });

  it("reports a missing or non-PEM file", () => {
    expect(() =>
      loadConfig(
        withContent({ TLS_CERT_FILE: "missing.pem", TLS_KEY_FILE: "localhost-key.pem" }),
        FIXTURES,
      ),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig(
        withContent({ TLS_CERT_FILE: "missing.pem", TLS_KEY_FILE: "localhost-key.pem" }),
        FIXTURES,
      ),
    ).toThrow(/TLS_CERT_FILE: cannot read/);
    expect(() =>
      loadConfig(
        withContent({ TLS_CERT_FILE: "localhost-cert.pem", TLS_KEY_FILE: "../tls.test.ts" }),
        FIXTURES,
      ),
    ).toThrow(/TLS_KEY_FILE: cannot read/);
    const config = loadConfig(
      withContent({ TLS_CERT_FILE: "localhost-cert.pem", TLS_KEY_FILE: "localhost-key.pem" }),
      FIXTURES,
    );
    expect(config.tls?.cert.toString()).toContain("BEGIN CERTIFICATE");
  });
});
