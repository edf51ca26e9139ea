import http from "node:http";
import net from "node:net";
import { describe, expect, it, vi } from "vitest";
import { MODERATOR_PASSWORD, temporaryDir, VALID } from "./helpers";
import { startServerProcess } from "./process";

/**
 * The flood comes from one loopback address, another client from another. Neither is 127.0.0.1,
 * where the harness's health check may still hold a keep-alive connection that the cap counts.
 */
const FLOOD_ADDRESS = "127.0.0.3";
const OTHER_ADDRESS = "127.0.0.2";
/** The flood's settings, lowered through the environment so the test takes seconds. */
const REQUEST_TIMEOUT_MS = 3000;
const PER_ADDRESS_CAP = 200;
const FLOOD = 300;
/**
 * Node checks request deadlines once a second, and the 200 answers are then written together on a
 * shared machine: a slow request may live up to this much longer. A server that never cuts them
 * is still told apart: it writes no 408 and holds them to GIVE_UP_MS.
 */
const CHECK_SLACK_MS = 2500;
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
    const socket = net.connect({ port, host: "127.0.0.1", localAddress: FLOOD_ADDRESS });
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

/** A request from loopback address `from`: another client, as far as the server can tell. */
function request(from: string, url: string, method: "GET" | "POST", body?: string): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const outgoing = http.request(
      url,
      {
        method,
        localAddress: from,
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
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** Over the cap: closed as soon as accepted (long before any timeout), without an answer. */
const wasRefused = (outcome: SlowOutcome) =>
  outcome.answer === "" && outcome.heldMs < REQUEST_TIMEOUT_MS / 2;

describe("a slow-body flood from one address", () => {
  it("is cut off after the request timeout, capped at exactly its cap per address while another client is served, and served again after", async () => {
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
      const closed: SlowOutcome[] = [];
      const attackers: Array<Promise<SlowOutcome>> = [];
      for (let index = 0; index < FLOOD; index += 1) {
        attackers.push(
          slowBody(port).then((outcome) => {
            closed.push(outcome);
            return outcome;
          }),
        );
        // 50 at a time, as a client opening connections in a loop would.
        if (index % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const flood = Promise.all(attackers);
      // The address is at its cap once the server has closed the connections over it: the
      // flood is connected and dripping, and the held ones are far from their timeout.
      await vi.waitFor(
        () => expect(closed.length).toBeGreaterThanOrEqual(FLOOD - PER_ADDRESS_CAP),
        {
          timeout: REQUEST_TIMEOUT_MS / 2,
          interval: 20,
        },
      );
      // Both sides of the cap at the same moment: one more connection from the flood's address
      // is refused, while another client comes along and is served at once.
      const [oneMore, health] = await Promise.all([
        slowBody(port),
        request(OTHER_ADDRESS, `${server.url}/api/health`, "GET"),
      ]);
      const submission = await request(
        OTHER_ADDRESS,
        `${server.url}/api/submissions`,
        "POST",
        JSON.stringify(VALID),
      );
      expect(wasRefused(oneMore), JSON.stringify(oneMore)).toBe(true);
      expect(health.status).toBe(200);
      expect(submission.status).toBe(201);
      expect(health.ms + submission.ms).toBeLessThan(3000);

      const outcomes = await flood;
      const refused = outcomes.filter(wasRefused);
      const held = outcomes.filter((outcome) => !wasRefused(outcome));
      // Exactly the cap is held: no more, and no fewer (a cap lower than configured, or one
      // that refused the address outright, would leave nothing below to check).
      expect(held.length).toBe(PER_ADDRESS_CAP);
      expect(refused.length).toBe(FLOOD - PER_ADDRESS_CAP);
      // The rest: cut off when the request timeout ran out, with our 408 body.
      for (const outcome of held) {
        expect(outcome.heldMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
        expect(outcome.heldMs).toBeLessThan(REQUEST_TIMEOUT_MS + CHECK_SLACK_MS);
        expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
        expect(outcome.answer.toLowerCase()).toContain("connection: close");
        const body = JSON.parse(outcome.answer.slice(outcome.answer.indexOf("\r\n\r\n") + 4));
        expect(body).toMatchObject({ code: "request_timeout" });
      }
      // The cap counts open connections, not a ban: with its connections closed, the flood's
      // address is served again (asked again while the server may still be closing its side).
      await vi.waitFor(
        async () => {
          const afterwards = await request(FLOOD_ADDRESS, `${server.url}/api/health`, "GET");
          expect(afterwards.status).toBe(200);
        },
        { timeout: 2000, interval: 100 },
      );

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
