import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { LateChangeListAnswer, PublicAnnouncementAnswer } from "#core/contract";
import { buildApp } from "#server/app";
import type { DatabaseHandle } from "#server/db/connection";
import { openDatabase } from "#server/db/open-database";
import { createTestApp, expectError, login, testConfig, testDatabases } from "./helpers";
import { signedInAs, staffGet, staffWrite } from "./staff";

/**
 * The late changes' names of the release before, kept for one release so that its pages and panels
 * still open go on working (server/moderation/README.md#its-former-name): the lead's routes answer
 * on their former path too, every list is also sent under its former name, and the board is still
 * stored under it.
 */
const PATH = "/api/moderation/late-changes";
const FORMER_PATH = "/api/moderation/set-changes";
/** Sets of TEST_EDITION (tests/server/helpers.ts). */
const KORA = "2031-06-11-kora-i-kompas";
const DJ = "2031-06-12-dj-nocny-prom";

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}

/** What a lead's client can tell of an answer. */
const seen = (answer: Answer) => ({
  status: answer.statusCode,
  cache: answer.headers["cache-control"],
  body: answer.json(),
});

const handles: DatabaseHandle[] = [];
afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
});

for (const database of testDatabases()) {
  describe(`the late changes' former names (${database.name})`, () => {
    it("the former path answers as the new one: the list, each change and each refusal", async () => {
      const app = await createTestApp(database);
      const lead = await login(app);
      const ola = await signedInAs(app, "ola");
      /** The same request on both paths, the former first: the same answer. */
      const onBoth = async (ask: (base: string) => Promise<Answer>) => {
        const former = seen(await ask(FORMER_PATH));
        const current = seen(await ask(PATH));
        expect(former).toEqual(current);
        return current;
      };
      const change = { setId: KORA, delayMinutes: 15, cancelled: false };

      expect((await onBoth((base) => staffGet(app, lead, base))).body).toEqual({
        lateChanges: [],
        setChanges: [],
      });
      // A change through the former path is a change: the same one again through the new path
      // changes nothing and answers the same list.
      const changed = await onBoth((base) => staffWrite(app, lead, "PUT", base, change));
      const list = [{ ...change, sequence: 1 }];
      expect(changed).toEqual({
        status: 200,
        cache: "no-store",
        body: { lateChanges: list, setChanges: list } satisfies LateChangeListAnswer,
      });
      await onBoth((base) => staffWrite(app, lead, "PUT", base, { ...change, setId: DJ }));
      const restored = await onBoth((base) => staffWrite(app, lead, "DELETE", `${base}/${KORA}`));
      expect((restored.body as LateChangeListAnswer).lateChanges[0]).toEqual({
        ...change,
        delayMinutes: 0,
        sequence: 2,
      });
      expect((await onBoth((base) => staffGet(app, lead, base))).body).toEqual(restored.body);

      expectError(await app.inject({ method: "GET", url: FORMER_PATH }), 401, "unauthorized");
      await onBoth((base) => staffGet(app, ola, base));
      expectError(await staffGet(app, ola, FORMER_PATH), 403, "forbidden_role");
      await onBoth((base) =>
        staffWrite(app, lead, "PUT", base, { ...change, setId: "2031-06-11-zespol-widmo" }),
      );
      await onBoth((base) => staffWrite(app, lead, "PUT", base, { ...change, sequence: 7 }));
      await onBoth((base) => staffWrite(app, lead, "DELETE", `${base}/2025-05-16-mira-wolna`));
      expectError(
        await staffWrite(app, lead, "DELETE", `${FORMER_PATH}/2025-05-16-mira-wolna`),
        400,
        "unknown_set",
      );
    });

    it("the API's documentation marks the former paths deprecated, and only them", async () => {
      const app = await createTestApp(database);
      const cookie = await login(app);
      const document = (
        await app.inject({ method: "GET", url: "/api/docs/json", headers: { cookie } })
      ).json<{
        paths: Record<string, Record<string, { deprecated?: boolean }>>;
      }>();
      const deprecation = (path: string) =>
        Object.values(document.paths[path] ?? {}).map((operation) => operation.deprecated ?? false);
      expect(deprecation(FORMER_PATH)).toEqual([true, true]);
      expect(deprecation(`${FORMER_PATH}/{setId}`)).toEqual([true]);
      expect(deprecation(PATH)).toEqual([false, false]);
      expect(deprecation(`${PATH}/{setId}`)).toEqual([false]);
    });

    it("the public poll sends the list under both names; the board is stored under the former", async () => {
      const storage = await database.fresh();
      const sessionSecret = randomBytes(32).toString("hex");
      const app: FastifyInstance = await buildApp(testConfig({ ...storage, sessionSecret }));
      try {
        const lead = await login(app);
        await staffWrite(app, lead, "PUT", PATH, {
          setId: KORA,
          delayMinutes: 15,
          cancelled: false,
        });
        const poll = (
          await app.inject({ method: "GET", url: "/api/announcement" })
        ).json<PublicAnnouncementAnswer>();
        expect(poll.lateChanges).toEqual([
          { setId: KORA, delayMinutes: 15, cancelled: false, sequence: 1 },
        ]);
        expect(poll.setChanges).toEqual(poll.lateChanges);
      } finally {
        await app.close();
      }

      const handle = openDatabase(storage, { answered: () => {}, failed: () => {} });
      handles.push(handle);
      const row = await handle.db
        .selectFrom("screen_board")
        .select("board")
        .executeTakeFirstOrThrow();
      const stored = JSON.parse(row.board) as Record<string, unknown>;
      expect(stored).not.toHaveProperty("lateChanges");
      expect(stored.setChanges).toEqual([
        { setId: KORA, delayMinutes: 15, cancelled: false, sequence: 1 },
      ]);
      // A board as the release before writes it (after a rollback and forward again) is read.
      const older = { ...stored, setChanges: [{ setId: DJ, delayMinutes: 30, cancelled: false }] };
      await handle.db
        .updateTable("screen_board")
        .set({ board: JSON.stringify(older) })
        .execute();

      const again = await buildApp(testConfig({ ...storage, sessionSecret }));
      try {
        const poll = (
          await again.inject({ method: "GET", url: "/api/announcement" })
        ).json<PublicAnnouncementAnswer>();
        expect(poll.lateChanges).toEqual([
          { setId: DJ, delayMinutes: 30, cancelled: false, sequence: 1 },
        ]);
      } finally {
        await again.close();
      }
    });
  });
}
