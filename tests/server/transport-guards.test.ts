import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app";
import { contentDir } from "#content-layer/load";
import { loadConfig } from "#server/config";
import { API_ERRORS } from "#server/errors";
import {
  connectionsForDescriptors,
  DEFAULT_LIMITS,
  type ConnectionLimits,
} from "#server/operations/capacity";
import { addressKey } from "#server/submissions/sender-key";
import { submit, testConfig, VALID } from "./helpers";
import { rawExchange, TLS_CERT, TLS_KEY } from "./raw-client";

const openApps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(openApps.map((app) => app.close()));
});

/** An app on SQLite: nothing here depends on the database. */
async function createApp(overrides: Parameters<typeof testConfig>[0] = {}) {
  const app = await buildApp(testConfig(overrides));
  openApps.push(app);
  return app;
}

describe("request bodies: identity only", () => {
  it("refuses gzip, deflate, br and a plain body labelled gzip with 415 before reading them", async () => {
    const app = await createApp();
    const json = JSON.stringify(VALID);
    const cases: Array<[string, string | Buffer]> = [
      ["gzip", gzipSync(json)],
      ["gzip", json],
      ["deflate", json],
      ["br", json],
      ["identity, gzip", json],
      ["GZIP", json],
    ];
    for (const [encoding, body] of cases) {
      const response = await submit(app, body, { "content-encoding": encoding });
      expect(response.statusCode, encoding).toBe(415);
      expect(response.headers["accept-encoding"]).toBe("identity");
      expect(response.json()).toEqual({
        code: "unsupported_content_encoding",
        error: API_ERRORS.unsupported_content_encoding.error,
      });
    }
    const list = await app.inject({ method: "GET", url: "/api/screen/messages" });
    expect(list.json()).toEqual([]);
  });

  it("accepts an identity body, labelled or not", async () => {
    const app = await createApp();
    expect((await submit(app, VALID, { "content-encoding": "identity" })).statusCode).toBe(201);
    expect((await submit(app, VALID)).statusCode).toBe(201);
  });
});

describe("load shedding", () => {
  it("answers 503 overloaded with Retry-After over a threshold, /api/health included", async () => {
    // Any heap is over one byte: under pressure from the first sample on.
    const app = await createApp({
      overload: {
        maxEventLoopDelayMs: 0,
        maxHeapUsedBytes: 1,
        maxRssBytes: 0,
        sampleIntervalMs: 10,
      },
    });
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const response of [
      await app.inject({ method: "GET", url: "/api/health" }),
      // An overloaded instance leaves the proxy's rotation too.
      await app.inject({ method: "GET", url: "/api/health?scope=instance" }),
      await submit(app),
    ]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("10");
      expect(response.json()).toEqual({ code: "overloaded", error: API_ERRORS.overloaded.error });
    }
  });

  it("serves normally under its thresholds", async () => {
    // A sample needs several 10 ms event-loop measurements; without any it counts as blocked.
    const app = await createApp({
      overload: {
        maxEventLoopDelayMs: 1000,
        maxHeapUsedBytes: 0,
        maxRssBytes: 0,
        sampleIntervalMs: 100,
      },
    });
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});

const CAPPED: ConnectionLimits = {
  ...DEFAULT_LIMITS,
  keepAliveTimeoutMs: 5000,
  maxConnectionsPerAddress: 2,
  maxConnections: 4,
};
const HELD = "POST /api/submissions HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n";
async function listening(overrides: Parameters<typeof testConfig>[0]): Promise<number> {
  const app = await createApp({ connections: CAPPED, ...overrides });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as { port: number }).port;
}

/** `count` connections held open from `address`: how many the server closed at once. */
async function refusedOf(
  port: number,
  address: string,
  count: number,
  tls = false,
): Promise<number> {
  const answers = Array.from({ length: count }, () =>
    rawExchange(port, { send: HELD, localAddress: address, giveUpMs: 600, tls }),
  );
  return (await Promise.all(answers)).filter((answer) => answer.closedAfterMs !== undefined).length;
}

describe("connection caps", () => {
  it.each([
    ["HTTP/1.1", false],
    ["TLS (HTTP/2 server)", true],
  ])(
    "%s: refuses connections over the per-address cap at once; another address is served",
    async (_kind, tls) => {
      const port = await listening({ tls: tls ? { cert: TLS_CERT, key: TLS_KEY } : undefined });
      const [refused, other] = await Promise.all([
        refusedOf(port, "127.0.0.1", 3, tls),
        rawExchange(port, {
          send: "GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
          localAddress: "127.0.0.3",
          tls,
        }),
      ]);
      expect(refused).toBe(1);
      expect(other.status).toBe(200);
    },
  );

  it("caps all connections below the descriptor limit (MAX_CONNECTIONS)", async () => {
    const port = await listening({});
    const refused = await Promise.all([
      refusedOf(port, "127.0.0.4", 2),
      refusedOf(port, "127.0.0.5", 2),
      refusedOf(port, "127.0.0.6", 2),
    ]);
    expect(refused.reduce((sum, count) => sum + count, 0)).toBe(2);
  });

  it("has no per-address cap behind a trusted proxy (every connection comes from the proxy)", async () => {
    const port = await listening({
      trustProxy: true,
      connections: { ...CAPPED, maxConnections: 0 },
    });
    expect(await refusedOf(port, "127.0.0.1", 4)).toBe(0);
  });

  it("counts an IPv6 /64 as one peer, and IPv4-mapped addresses as IPv4", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:bbbb::2")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
    expect(addressKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(addressKey("192.0.2.7")).toBe("192.0.2.7");
  });
});

describe("connection settings from the environment", () => {
  const load = (env: NodeJS.ProcessEnv) =>
    loadConfig({ CONTENT_DIR: contentDir(), ...env }, process.cwd());

  it("has deliberate defaults, the connection cap derived from the descriptor limit", () => {
    const { connections, overload } = load({});
    expect(connections).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 20_000,
      idleTimeoutMs: 60_000,
      keepAliveTimeoutMs: 5_000,
      maxRequestsPerSocket: 1000,
      maxConnectionsPerAddress: 512,
    });
    expect(connections?.maxConnections).toBeGreaterThan(0);
    expect(overload?.maxEventLoopDelayMs).toBe(1000);
    expect(overload?.maxHeapUsedBytes).toBeGreaterThan(0);
    expect(connectionsForDescriptors(20_000)).toBe(9936);
    expect(connectionsForDescriptors(undefined)).toBe(0);
  });

  it("reads the variables and refuses inconsistent ones, naming them", () => {
    const config = load({
      REQUEST_TIMEOUT_MS: "30000",
      MAX_CONNECTIONS: "100",
      MAX_CONNECTIONS_PER_ADDRESS: "0",
      OVERLOAD_HEAP_USED_MB: "512",
    });
    expect(config.connections).toMatchObject({
      requestTimeoutMs: 30_000,
      maxConnections: 100,
      maxConnectionsPerAddress: 0,
    });
    expect(config.overload?.maxHeapUsedBytes).toBe(512 * 1024 * 1024);
    expect(() => load({ HEADERS_TIMEOUT_MS: "40000" })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => load({ IDLE_TIMEOUT_MS: "10000" })).toThrow(/IDLE_TIMEOUT_MS: .*heartbeat/);
    expect(() => load({ MAX_CONNECTIONS: "-1" })).toThrow(/MAX_CONNECTIONS/);
  });
});
