import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_HEADER } from "#core/idempotency-key";
import { buildApp } from "#server/app";
import type { DatabaseHandle } from "#server/db/connection";
import { deleteExpired } from "#server/db/expired-records";
import { openDatabase } from "#server/db/open-database";
import {
  countAll,
  createTestApp,
  expectError,
  login,
  submit,
  testConfig,
  testDatabases,
  VALID,
  type TestDatabase,
} from "./helpers";

/**
 * Messages in flight (server/README.md#messages-in-flight): a message sent again with the same
 * idempotency key — the toast's one resend after a lost answer — is stored once and answered with
 * the first answer, counts against no limit again, and the key holds across instances on one
 * PostgreSQL.
 */

const DATABASES = testDatabases();
const withKey = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });
const message = (text: string) => ({ author: VALID.author, message: text });

const apps: FastifyInstance[] = [];
const handles: DatabaseHandle[] = [];
afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const handle of handles.splice(0)) await handle.close();
});

async function appOn(fields: Awaited<ReturnType<TestDatabase["fresh"]>>) {
  const app = await buildApp(testConfig(fields));
  apps.push(app);
  return app;
}

async function pending(app: FastifyInstance): Promise<number> {
  return (await countAll(app, await login(app))).pending;
}

describe.each(DATABASES)("idempotent submissions on $name", (database) => {
  it("stores a key's message once and answers every repeat with the first answer", async () => {
    const app = await createTestApp(database);
    const key = randomUUID();
    const first = await submit(app, VALID, withKey(key));
    expect(first.statusCode).toBe(201);
    const answers = [
      await submit(app, VALID, withKey(key)),
      // Keys are matched whatever their case.
      await submit(app, VALID, withKey(key.toUpperCase())),
      await submit(app, VALID, withKey(key)),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(first.statusCode);
      expect(answer.json()).toEqual(first.json());
    }
    expect(await pending(app)).toBe(1);
  });

  it("stores once when repeats race each other into the same commit", async () => {
    const app = await createTestApp(database);
    const keys = Array.from({ length: 5 }, () => randomUUID());
    const answers = await Promise.all(
      keys.flatMap((key, index) =>
        Array.from({ length: 4 }, () => submit(app, message(`Wyścig ${index}`), withKey(key))),
      ),
    );
    const idsByKey = keys.map((_, index) => answers.slice(index * 4, index * 4 + 4));
    for (const repeats of idsByKey) {
      for (const answer of repeats) expect(answer.statusCode).toBe(201);
      expect(new Set(repeats.map((answer) => answer.json<{ id: number }>().id)).size).toBe(1);
    }
    expect(await pending(app)).toBe(keys.length);
  });

  it("works without a key as before: each send is a message of its own", async () => {
    const app = await createTestApp(database);
    const one = await submit(app, VALID);
    const two = await submit(app, VALID);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(one.json()).not.toEqual(two.json());
    expect(await pending(app)).toBe(2);
  });

  it("refuses a key that is not a UUID with 400, storing and counting nothing", async () => {
    const app = await createTestApp(database, { rateLimitUnverifiedPerIpPerMinute: 1 });
    for (const bad of ["", "abc", "123", `${randomUUID()}x`, `{${randomUUID()}}`]) {
      expectError(await submit(app, VALID, withKey(bad)), 400, "invalid_idempotency_key");
    }
    const repeated = await app.inject({
      method: "POST",
      url: "/api/submissions",
      headers: {
        "content-type": "application/json",
        "submission-key": [randomUUID(), randomUUID()],
      },
      payload: JSON.stringify(VALID),
    });
    expectError(repeated, 400, "invalid_idempotency_key");
    expect(await pending(app)).toBe(0);
    // Nothing was counted: the one message of the allowance still goes.
    expect((await submit(app, VALID, withKey(randomUUID()))).statusCode).toBe(201);
  });

  it("does not count a repeat against the rate limits", async () => {
    const app = await createTestApp(database, { rateLimitUnverifiedPerIpPerMinute: 2 });
    const key = randomUUID();
    const first = await submit(app, message("Pierwsza wiadomość"), withKey(key));
    for (let i = 0; i < 5; i += 1) {
      const repeat = await submit(app, message("Pierwsza wiadomość"), withKey(key));
      expect(repeat.statusCode).toBe(201);
      expect(repeat.json()).toEqual(first.json());
    }
    const second = await submit(app, message("Druga wiadomość"), withKey(randomUUID()));
    expect(second.statusCode).toBe(201);
    expectError(
      await submit(app, message("Trzecia wiadomość"), withKey(randomUUID())),
      429,
      "rate_limited",
    );
    expect(await pending(app)).toBe(2);
  });

  it("forgets a key with its message when the records expire", async () => {
    const fields = await database.fresh();
    const app = await appOn(fields);
    const key = randomUUID();
    const first = await submit(app, VALID, withKey(key));
    const handle = openDatabase(fields, { answered: () => {}, failed: () => {} });
    handles.push(handle);
    const deleted = await deleteExpired(handle.db, new Date(Date.now() + 60_000));
    expect(deleted.submissions).toBe(1);
    const keys = await handle.db
      .selectFrom("submissions")
      .select("idempotency_key")
      .where("idempotency_key", "is not", null)
      .execute();
    expect(keys).toEqual([]);
    const again = await submit(app, VALID, withKey(key));
    expect(again.statusCode).toBe(201);
    expect(again.json()).not.toEqual(first.json());
  });
});

describe.each(DATABASES.filter((database) => database.name === "postgres"))(
  "idempotent submissions across two instances on $name",
  (database) => {
    it("stores a key once when its repeats race on two instances", async () => {
      const fields = await database.fresh();
      const [a, b] = [await appOn(fields), await appOn(fields)];
      const keys = Array.from({ length: 30 }, () => randomUUID());
      const answers = await Promise.all(
        keys.map((key, index) =>
          Promise.all(
            [a, b].map((app) => submit(app, message(`Dwie instancje ${index}`), withKey(key))),
          ),
        ),
      );
      for (const pair of answers) {
        expect(pair.map((answer) => answer.statusCode)).toEqual([201, 201]);
        expect(pair[0]?.json()).toEqual(pair[1]?.json());
      }
      expect(await pending(a)).toBe(keys.length);
      // A later repeat on either instance gets the same answer.
      const later = await submit(b, message("Dwie instancje 0"), withKey(keys[0]!));
      expect(later.json()).toEqual(answers[0]?.[0]?.json());
    });
  },
);
