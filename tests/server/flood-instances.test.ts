import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROOF_HEADER } from "#core/proof-of-work";
import { MODERATOR_PASSWORD, temporaryDir, VALID } from "./helpers";
import { POSTGRES_ENABLED, startPostgres, type TestPostgres } from "./postgres";
import { startServerProcess, type ServerProcess } from "./process";
import { proofFrom } from "./proofs";

interface Sent {
  status: number;
  cookie: string | undefined;
}

async function send(url: string, headers: Record<string, string> = {}): Promise<Sent> {
  const response = await fetch(`${url}/api/submissions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(VALID),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  return { status: response.status, cookie };
}

/**
 * docs/decisions/010: every submission limit and every proof's single use hold across instances.
 * Two real server processes, sharing only the database and the session secret, as a deployment
 * behind a load balancer would; each request goes to the other instance than the one before.
 * The challenges have their real work here.
 */
describe.runIf(POSTGRES_ENABLED)("flood control across two instances on one PostgreSQL", () => {
  let cluster: TestPostgres;
  let servers: ServerProcess[] = [];
  const url = (index: number) => (servers[index % 2] as ServerProcess).url;

  beforeAll(async () => {
    cluster = await startPostgres();
    const shared = {
      DATABASE_URL: await cluster.createDatabase(),
      STATIC_DIR: temporaryDir(),
      MODERATOR_PASSWORD,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      SUBMISSIONS_ANY_TIME: "1",
      RATE_LIMIT_PER_MINUTE: "3",
      RATE_LIMIT_UNVERIFIED_PER_IP_PER_MINUTE: "4",
      RATE_LIMIT_NEW_DEVICES_PER_IP_PER_MINUTE: "3",
    };
    servers = await Promise.all([
      startServerProcess({ ...shared, DATA_DIR: temporaryDir() }),
      startServerProcess({ ...shared, DATA_DIR: temporaryDir() }),
    ]);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await cluster?.stop();
  });

  it("a device's limit, with proofs from either instance", async () => {
    const first = await send(url(0), { [PROOF_HEADER]: await proofFrom(url(1)) });
    expect(first.status).toBe(201);
    const cookie = first.cookie ?? "";
    expect(cookie).toMatch(/^juwenalia_device=/);
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const proof = await proofFrom(url(i));
      statuses.push((await send(url(i + 1), { cookie, [PROOF_HEADER]: proof })).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  }, 30_000);

  it("a proof spent on one instance is no proof on the other", async () => {
    const proof = await proofFrom(url(0));
    const onA = await send(url(0), { [PROOF_HEADER]: proof });
    expect(onA.status).toBe(201);
    expect(onA.cookie).toBeDefined();
    const onB = await send(url(1), { [PROOF_HEADER]: proof });
    expect(onB.status).toBe(201);
    expect(onB.cookie).toBeUndefined();
  }, 30_000);

  it("the address's limits: plain submissions and new devices", async () => {
    // 1 plain submission so far (the replay above); 3 more fit, alternating instances.
    const plain: number[] = [];
    for (let i = 0; i < 4; i++) plain.push((await send(url(i))).status);
    expect(plain).toEqual([201, 201, 201, 429]);
    // Both new devices so far were minted on instance A; the third fits, then none.
    const minted: number[] = [];
    for (let i = 0; i < 2; i++) {
      minted.push((await send(url(i + 1), { [PROOF_HEADER]: await proofFrom(url(i)) })).status);
    }
    expect(minted).toEqual([201, 429]);
  }, 30_000);
});
