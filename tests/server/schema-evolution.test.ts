import {
  Migrator,
  sql,
  type KyselyPlugin,
  type Migration,
  type PluginTransformQueryArgs,
  type RootOperationNode,
} from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import type { DatabaseHandle } from "#server/db/connection";
import { migrateToLatest, migrationsFor } from "#server/db/migrations";
import { openDatabase } from "#server/db/open-database";
import { login, moderate, submit, testConfig, testDatabases } from "./helpers";

/**
 * During a rolling deploy the release before keeps running on the database the new one has just
 * migrated, and a rollback starts it there again (decision 022). So from the rule's day on a
 * migration may only add — tables, nullable or defaulted columns, indexes, rows — and a release
 * starts on a database that has a newer release's migrations besides all of its own.
 */
const IGNORED_EVENTS = { answered: () => {}, failed: () => {} };
/** Migrations released before the rule was written keep what they did (a session reset, 003). */
const ADD_ONLY_SINCE = "2026-11-27";
const handles: DatabaseHandle[] = [];
afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
});

/** Records the kind of every statement a migration sends, and what an ALTER TABLE does. */
function recorder(statements: string[]): KyselyPlugin {
  return {
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      if (node.kind === "AlterTableNode") {
        const parts = Object.entries(node)
          .filter(([key, value]) => key !== "kind" && key !== "table" && value !== undefined)
          .flatMap(([key, value]) =>
            key === "columnAlterations"
              ? (value as readonly { kind: string }[]).map((each) => each.kind)
              : [key],
          );
        statements.push(`AlterTableNode(${parts.join(",")})`);
      } else {
        statements.push(node.kind);
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

const ADDING =
  /^(CreateTableNode|CreateIndexNode|InsertQueryNode|UpdateQueryNode|SelectQueryNode|AlterTableNode\((AddColumnNode,?)+\))$/;

/** A later release's migration: a table of its own, a column and an index on ours. */
const FUTURE: Migration = {
  async up(db) {
    await db.schema
      .createTable("future_notes")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("note", "text")
      .execute();
    await db.schema.alterTable("submissions").addColumn("future_note", "text").execute();
    await db.schema
      .createIndex("submissions_future_note")
      .on("submissions")
      .column("future_note")
      .execute();
  },
};

describe.each(testDatabases())("the schema between releases on $name", (database) => {
  it("every migration since the rule only adds", async () => {
    const handle = openDatabase(await database.fresh(), IGNORED_EVENTS);
    handles.push(handle);
    for (const [name, migration] of Object.entries(migrationsFor(handle.kind))) {
      const statements: string[] = [];
      await migration.up(handle.db.withPlugin(recorder(statements)));
      if (name < ADD_ONLY_SINCE) continue;
      expect(statements.length, name).toBeGreaterThan(0);
      expect(
        statements.filter((statement) => !ADDING.test(statement)),
        name,
      ).toEqual([]);
    }
  });

  it("the check rejects what would break the release before", async () => {
    const handle = openDatabase(await database.fresh(), IGNORED_EVENTS);
    handles.push(handle);
    await migrateToLatest(handle);
    const statements: string[] = [];
    const db = handle.db.withPlugin(recorder(statements));
    await db.schema.alterTable("submissions").renameColumn("author", "author_name").execute();
    await db.schema.alterTable("submissions").dropColumn("author_name").execute();
    await sql`select 1`.execute(db);
    expect(statements.filter((statement) => ADDING.test(statement))).toEqual([]);
  });

  it("a release starts and works on a database a newer release has migrated", async () => {
    const fields = await database.fresh();
    const newer = openDatabase(fields, IGNORED_EVENTS);
    const migrator = new Migrator({
      db: newer.db,
      provider: {
        getMigrations: async () => ({
          ...migrationsFor(newer.kind),
          "2099-01-01-001-future": FUTURE,
        }),
      },
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await newer.close();

    const handle = openDatabase(fields, IGNORED_EVENTS);
    handles.push(handle);
    expect(await migrateToLatest(handle)).toEqual(["2099-01-01-001-future"]);

    // The whole app of this release on it: a message stored, approved and listed for screens.
    const app = await buildApp(testConfig(fields));
    try {
      const sent = await submit(app);
      expect(sent.statusCode, sent.body).toBe(201);
      const { id } = sent.json<{ id: number }>();
      const approved = await moderate(app, await login(app), id, "approve");
      expect(approved.statusCode, approved.body).toBe(200);
      const screen = await app.inject({ method: "GET", url: "/api/screen/messages" });
      expect(screen.statusCode).toBe(200);
      expect(screen.body).toContain("Pozdrowienia dla całego stadionu!");
    } finally {
      await app.close();
    }
  });

  it("refuses a database that has newer migrations but lacks one of its own", async () => {
    const handle = openDatabase(await database.fresh(), IGNORED_EVENTS);
    handles.push(handle);
    const all = migrationsFor(handle.kind);
    const [firstName] = Object.keys(all);
    const migrator = new Migrator({
      db: handle.db,
      provider: {
        getMigrations: async () => ({
          [firstName!]: all[firstName!]!,
          "2099-01-01-001-future": FUTURE,
        }),
      },
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await expect(migrateToLatest(handle)).rejects.toThrow(/newer release's migrations/);
  });
});
