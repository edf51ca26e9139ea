import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROOF_HEADER } from "#core/proof-of-work";
import { buildApp } from "#server/app";
import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { DEVICE_COOKIE } from "#server/plugins/cookies";
import { TRUSTED_DEVICE_COOKIE } from "#server/plugins/trusted-device";
import { requestLogFields } from "#server/operations/request-log";
import { MODERATOR_PASSWORD, testConfig, VALID } from "./helpers";
import { POSTGRES_ENABLED, startPostgres, type TestPostgres } from "./postgres";
import { CHEAP_PROOFS, proofFor } from "./proofs";

/**
 * server/operations/README.md#privacy: addresses and device ids are never stored raw. What
 * PostgreSQL keeps of a sender after submissions and logins — the shared rate counters and the
 * messages' sender — holds salted hashes only.
 */
const FORWARDED = "2001:db8:17:4::9";
const PROXY = "127.0.0.1";
/** Every spelling of the client's address a key could contain. */
const ADDRESSES = [PROXY, "::1", FORWARDED, "2001:db8:17:4", "::ffff:127.0.0.1"];

/** The raw id inside a signed cookie's value (`id.signature`, or `id.expiry.account.signature`). */
const idOf = (value: string) => value.slice(0, 22);

describe.runIf(POSTGRES_ENABLED)("what PostgreSQL keeps of the people who write", () => {
  let cluster: TestPostgres;
  let app: FastifyInstance;
  let client: pg.Client;

  beforeAll(async () => {
    cluster = await startPostgres();
    const databaseUrl = await cluster.createDatabase();
    app = await buildApp(testConfig({ databaseUrl, trustProxy: true, ...CHEAP_PROOFS }));
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    await app?.close();
    await cluster?.stop();
  });

  const send = (headers: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: "/api/submissions",
      remoteAddress: PROXY,
      headers: { "content-type": "application/json", "x-forwarded-for": FORWARDED, ...headers },
      payload: JSON.stringify(VALID),
    });

  const logIn = (password: string, cookie?: string) =>
    app.inject({
      method: "POST",
      url: "/api/moderation/session",
      remoteAddress: PROXY,
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": FORWARDED,
        ...(cookie ? { cookie } : {}),
      },
      payload: JSON.stringify({ name: QUICK_START_LEAD, password }),
    });

  it("counts submissions and logins under hashes, never the address or a device id", async () => {
    // Without a proof (the address's allowance), with a proof and no device (a new device), and
    // with the device the last answer gave (the device's allowance).
    expect((await send({})).statusCode).toBe(201);
    const minted = await send({ [PROOF_HEADER]: await proofFor(app) });
    expect(minted.statusCode).toBe(201);
    const device = minted.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    expect(device).toBeDefined();
    const deviceCookie = `${DEVICE_COOKIE}=${device?.value ?? ""}`;
    const again = await send({ [PROOF_HEADER]: await proofFor(app), cookie: deviceCookie });
    expect(again.statusCode).toBe(201);

    // A wrong password (counted on the address and the account), the right one (which sets the
    // trusted-device cookie), then a login from that trusted browser (counted on its device).
    expect((await logIn("zgadywane-haslo")).statusCode).toBe(401);
    const signedIn = await logIn(MODERATOR_PASSWORD);
    expect(signedIn.statusCode).toBe(204);
    const trusted = signedIn.cookies.find((cookie) => cookie.name === TRUSTED_DEVICE_COOKIE);
    expect(trusted).toBeDefined();
    const trustedCookie = `${TRUSTED_DEVICE_COOKIE}=${trusted?.value ?? ""}`;
    expect((await logIn("zgadywane-haslo", trustedCookie)).statusCode).toBe(401);

    const raw = [...ADDRESSES, idOf(device?.value ?? ""), idOf(trusted?.value ?? "")];
    const { rows: counters } = await client.query<{ key: string }>("select key from rate_counters");
    const keys = counters.map((row) => row.key);
    // Every kind of key was written, each with a readable prefix and a hash.
    for (const prefix of [
      "submit:unverified:",
      "submit:new-device:",
      "submit:device:",
      "login:address:",
      "login:device:",
    ]) {
      expect(keys.filter((key) => key.startsWith(prefix))).toHaveLength(1);
    }
    for (const key of keys) {
      for (const value of raw) expect(key).not.toContain(value);
    }

    const { rows: senders } = await client.query<{ sender: string | null }>(
      "select sender from submissions",
    );
    expect(senders).toHaveLength(3);
    for (const { sender } of senders) {
      expect(sender).toMatch(/^[ad]\.[A-Za-z0-9_-]{32}$/);
      for (const value of raw) expect(sender).not.toContain(value);
    }
  });
});

describe("request log lines", () => {
  it("mask a sign-in's one-time code and state, and keep every other address as it came", () => {
    const url = "/admin/sign-in/github/callback?code=5f3a9c&state=abc.def&x=1";
    expect(requestLogFields({ method: "GET", url }).url).toBe(
      "/admin/sign-in/github/callback?code=%E2%80%A6&state=%E2%80%A6&x=1",
    );
    expect(requestLogFields({ method: "GET", url: "/faq/?q=code" }).url).toBe("/faq/?q=code");
  });

  it("carry no client address or port", () => {
    const fields = requestLogFields({
      method: "POST",
      url: "/api/submissions",
      host: "juwenalia-syrenki.pl",
      headers: { "x-forwarded-for": FORWARDED },
      ...{ ip: FORWARDED, socket: { remoteAddress: PROXY, remotePort: 51234 } },
    });
    expect(fields).toEqual({
      method: "POST",
      url: "/api/submissions",
      version: undefined,
      host: "juwenalia-syrenki.pl",
    });
    expect(JSON.stringify(fields)).not.toContain("2001:db8");
  });
});
