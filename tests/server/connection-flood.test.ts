import http from "node:http";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { MODERATOR_PASSWORD, temporaryDir, VALID } from "./helpers";
import { startServerProcess } from "./process";

/** The flood's settings, lowered through the environment so the test takes seconds. */
const REQUEST_TIMEOUT_MS = 3000;
const PER_ADDRESS_CAP = 200;
const FLOOD = 300;
/** Node checks request deadlines once a second: a slow request may live up to this much longer. */
const CHECK_SLACK_MS = 1500;
/** An old server never cuts the slow bodies; the attackers give up after this. */
const GIVE_UP_MS = REQUEST_TIMEOUT_MS + CHECK_SLACK_MS + 3000;

interface SlowOutcome {
  /** From the established connection to the close. */
  heldMs: number;
  /** Everything the server wrote back. */
  answer: string;
}

/** A POST that promises 10,000 bytes of body and sends one byte a second. */
function slowBody(port: number): Promise<SlowOutcome> {
  return new Promise((resolve) => {
    // Counted from the established connection: a SYN the kernel's queue dropped under load
    // is retried a second later, which says nothing about the server.
    let started = Date.now();
    let answer = "";
    const socket = net.connect({ port, host: "127.0.0.1" });
    let drip: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => socket.destroy(), GIVE_UP_MS);
    socket.on("connect", () => {
      started = Date.now();
      socket.write(
        "POST /api/submissions HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
          "Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n{",
      );
      drip = setInterval(() => socket.write(" "), 1000);
    });
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ heldMs: Date.now() - started, answer });
    });
  });
}

interface Timed {
  status: number;
  body: string;
  ms: number;
}

/** A request from another loopback address (another client, as far as the server can tell). */
function fromOtherAddress(url: string, method: "GET" | "POST", body?: string): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const request = http.request(
      url,
      {
        method,
        localAddress: "127.0.0.2",
        agent: false,
        headers: body ? { "content-type": "application/json" } : {},
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: text, ms: Date.now() - started }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("a slow-body flood from one address", () => {
  it("is cut off after the request timeout, capped per address, and never starves another client", async () => {
    const server = await startServerProcess({
      DATA_DIR: temporaryDir(),
      STATIC_DIR: temporaryDir(),
      MODERATOR_PASSWORD,
      SUBMISSIONS_ANY_TIME: "1",
      // The slow requests must wait for their bodies, not be answered 429 first.
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE: "100000",
      RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE: "100000",
      HEADERS_TIMEOUT_MS: "2000",
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS_CAP),
    });
    try {
      const port = Number(new URL(server.url).port);
      const attackers: Array<Promise<SlowOutcome>> = [];
      for (let index = 0; index < FLOOD; index += 1) {
        attackers.push(slowBody(port));
        // 50 at a time, as a client opening connections in a loop would.
        if (index % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const flood = Promise.all(attackers);
      // The flood is connected and dripping; another client comes along.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const health = await fromOtherAddress(`${server.url}/api/health`, "GET");
      const submission = await fromOtherAddress(
        `${server.url}/api/submissions`,
        "POST",
        JSON.stringify(VALID),
      );
      expect(health.status).toBe(200);
      expect(submission.status).toBe(201);
      expect(health.ms + submission.ms).toBeLessThan(3000);

      const outcomes = await flood;
      // Over the cap: closed as soon as accepted (long before any timeout), without an answer.
      const refused = outcomes.filter(
        (outcome) => outcome.answer === "" && outcome.heldMs < REQUEST_TIMEOUT_MS / 2,
      );
      const held = outcomes.filter((outcome) => !refused.includes(outcome));
      expect(refused.length).toBeGreaterThanOrEqual(FLOOD - PER_ADDRESS_CAP);
      expect(held.length).toBeLessThanOrEqual(PER_ADDRESS_CAP);
      // The rest: cut off when the request timeout ran out, with our 408 body.
      for (const outcome of held) {
        expect(outcome.heldMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
        expect(outcome.heldMs).toBeLessThan(REQUEST_TIMEOUT_MS + CHECK_SLACK_MS);
        expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
        expect(outcome.answer.toLowerCase()).toContain("connection: close");
        const body = JSON.parse(outcome.answer.slice(outcome.answer.indexOf("\r\n\r\n") + 4));
        expect(body).toMatchObject({ code: "request_timeout" });
      }

      // Shutdown after the traffic is quick: nothing is left holding it up.
      const stopping = Date.now();
      server.child.kill("SIGTERM");
      expect(await server.exited).toMatchObject({ code: 0 });
      expect(Date.now() - stopping).toBeLessThan(3000);
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
    }
  }, 60_000);
});
