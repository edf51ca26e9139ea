import https from "node:https";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { sendMessage, type SendOutcome } from "#app/features/message-toast/send-message";
import { IDEMPOTENCY_HEADER } from "#core/idempotency-key";
import { addresses } from "./through-caddy";
import { readUpstreams, watchUpstreams } from "./upstream-watch";
import { caddyCa, instanceUrl, killInstance, startInstance, topology } from "./topology-info";

/**
 * Messages in flight (server/README.md#messages-in-flight): an instance is killed (SIGKILL) while
 * visitors send through Caddy, and every message the toast's own send (send-message.ts, its one
 * resend with the same idempotency key included) sent is stored exactly once. Only the transport is
 * this test's: a fetch over node:https that trusts Caddy's internal CA and sends from a visitor's
 * own loopback address, so that no address goes over the unverified allowance (20 a minute,
 * server/submissions/README.md#flood-control), even with a resend counted.
 *
 * Named to run after topology.spec.ts (one worker, files in order): its 300 messages would
 * otherwise stand in that spec's moderation queue.
 */

/** 30 visitors × 10 messages, one at a time each: a few seconds of steady sending. */
const VISITORS = addresses(71, 30);
const MESSAGES_EACH = 10;
/** The kill comes once this many messages are answered, so many more are still to come. */
const KILL_AFTER = 90;
const VICTIM = "a";

/** What the toast's fetch saw: every attempt's idempotency key. */
const attempts: string[] = [];
/**
 * The 5xx answers, timed and with their bodies: an instance's own 503 (`overloaded`, JSON) and
 * Caddy's (no instance in rotation, empty) call for different fixes, and the outcome the toast
 * keeps has the status only.
 */
const serverErrors: string[] = [];

/**
 * `fetch` as a phone at `from` makes it: a new TLS connection to Caddy for each request, which
 * rejects like the browser's when no answer comes (reset, refused).
 */
function phoneFetch(from: string, ca: string): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const headers = new Headers(init?.headers);
      attempts.push(headers.get(IDEMPOTENCY_HEADER) ?? "");
      const request = https.request(
        {
          host: "127.0.0.1",
          servername: "localhost",
          port: topology().caddyPort,
          path: new URL(String(input)).pathname,
          method: init?.method ?? "GET",
          localAddress: from,
          ca,
          agent: false,
          timeout: 15_000,
          headers: { ...Object.fromEntries(headers), host: `localhost:${topology().caddyPort}` },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const body = Buffer.concat(chunks);
            const status = response.statusCode ?? 0;
            if (status >= 500) {
              const at = new Date().toISOString().slice(11, 23);
              serverErrors.push(
                `${at} ${status} ${body.toString("utf8").slice(0, 80) || "(empty)"}`,
              );
            }
            resolve(new Response(body, { status }));
          });
          response.on("error", () => reject(new TypeError("fetch failed")));
        },
      );
      request.on("timeout", () => request.destroy(new Error("timeout")));
      request.on("error", () => reject(new TypeError("fetch failed")));
      request.end(typeof init?.body === "string" ? init.body : undefined);
    });
}

interface Stored {
  message: string;
  copies: number;
  keys: string[];
}

async function storedCopies(prefix: string): Promise<Map<string, Stored>> {
  const client = new pg.Client({ connectionString: topology().databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ message: string; copies: string; keys: string[] }>(
      "select message, count(*) as copies, array_agg(idempotency_key) as keys " +
        "from submissions where message like $1 group by message",
      [`${prefix}%`],
    );
    return new Map(
      rows.map((row) => [row.message, { ...row, copies: Number(row.copies) }] as const),
    );
  } finally {
    await client.end();
  }
}

test("an instance killed with messages in flight: each message the toast sent is stored once", async () => {
  test.setTimeout(60_000);
  const ca = caddyCa();
  const url = `${topology().caddyUrl}/api/submissions`;
  const run = randomBytes(3).toString("hex");
  const text = (visitor: number, index: number) => `Lot ${run} ${visitor}-${index}`;

  let answered = 0;
  let killed: Promise<void> | undefined;
  const outcomes = new Map<string, SendOutcome>();
  // Caddy's view of the instances meanwhile, printed with a failure beside the 5xx answers.
  const upstreams = watchUpstreams(topology().deploy.environment.DEPLOY_CADDY_ADMIN!);
  const started = Date.now();
  try {
    await Promise.all(
      VISITORS.map(async (from, visitor) => {
        const fetchImpl = phoneFetch(from, ca);
        for (let index = 0; index < MESSAGES_EACH; index += 1) {
          const message = text(visitor, index);
          const draft = { author: `Gość ${visitor}`, message };
          outcomes.set(message, await sendMessage(draft, { fetchImpl, url }));
          answered += 1;
          if (answered === KILL_AFTER) killed = killInstance(VICTIM);
        }
      }),
    );
    await killed;
  } finally {
    await startInstance(VICTIM);
  }
  const seconds = (Date.now() - started) / 1000;
  const caddyView = await upstreams.stop();

  const sent = VISITORS.length * MESSAGES_EACH;
  const resent = attempts.length - sent;
  console.log(`${sent} messages in ${seconds.toFixed(1)} s, ${resent} resent after the kill`);
  expect(killed, "the instance was killed while messages were being sent").toBeDefined();
  expect(resent, "messages in flight when the instance died were resent").toBeGreaterThan(0);

  const failed = [...outcomes].filter(([, outcome]) => outcome.status !== 201);
  expect(
    failed,
    `every visitor saw SUKCES; the 5xx answers:\n${serverErrors.slice(0, 20).join("\n")}\n` +
      `Caddy's view meanwhile:\n${caddyView.join("\n")}`,
  ).toEqual([]);

  const stored = await storedCopies(`Lot ${run} `);
  expect(stored.size, "every message is stored").toBe(sent);
  const copies = [...stored.values()].filter((row) => row.copies !== 1);
  expect(copies, "no message is stored twice").toEqual([]);
  const sentKeys = new Set(attempts);
  for (const row of stored.values()) {
    expect(sentKeys.has(row.keys[0] ?? ""), `${row.message} is stored under its key`).toBe(true);
  }
});

/** Caddy's count of failures per instance port, from its admin API. */
async function caddyFails(): Promise<Map<string, number>> {
  const upstreams = await readUpstreams(topology().deploy.environment.DEPLOY_CADDY_ADMIN!);
  return new Map(upstreams.map((u) => [u.address?.split(":").at(-1) ?? "", u.fails ?? 0]));
}

/**
 * The first writes after a SIGKILL, before Caddy's active check (every 2 s) has seen it: the one
 * Caddy sends to the dead port must cost that instance alone (deploy/Caddyfile, "Writes"). Caddy
 * 2.6 tried such a write again on the other instance with a body already closed, counted that
 * as the survivor's failure too, and answered every write 503 for 10 s. Each round kills the
 * instance with no traffic, so which instance Caddy picks first is a coin toss; three rounds.
 */
test("writes right after a kill: the one sent to the dead port costs that instance only", async () => {
  test.setTimeout(90_000);
  const ca = caddyCa();
  const url = `${topology().caddyUrl}/api/submissions`;
  const run = randomBytes(3).toString("hex");
  const senders = addresses(72, 18);
  const survivor = String(new URL(instanceUrl("b")).port);
  const statuses: string[] = [];
  for (let round = 0; round < 3; round += 1) {
    // Caddy counts a failure for 10 s: each round starts with none on either instance.
    await expect
      .poll(async () => [...(await caddyFails()).values()], { timeout: 20_000 })
      .toEqual([0, 0]);
    await killInstance(VICTIM);
    try {
      for (const from of senders.slice(round * 6, round * 6 + 6)) {
        const draft = { author: "Gość", message: `Zaraz po ${run} ${from}` };
        const outcome = await sendMessage(draft, { fetchImpl: phoneFetch(from, ca), url });
        statuses.push(`${from}: ${outcome.status}`);
      }
      expect((await caddyFails()).get(survivor), "the survivor's failures in Caddy").toBe(0);
    } finally {
      await startInstance(VICTIM);
    }
  }
  expect(statuses.filter((line) => !line.endsWith(": 201"))).toEqual([]);
});
