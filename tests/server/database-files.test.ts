import { chmodSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { contentDir } from "#content-layer/load";
import { buildApp } from "#server/app";
import { loadConfig, resolveSecrets } from "#server/config";
import { SQLITE_FILE_NAME } from "#server/db/sqlite";
import { temporaryDir, testConfig, VALID } from "./helpers";

/**
 * The SQLite database holds staff sessions: its files are owner-only under `npm start` too,
 * whatever the umask (docs/security.md, "The data"). Backups: server/backups/backup-files.test.ts.
 */
const modeOf = (file: string) => statSync(file).mode & 0o777;
const databaseFiles = (dataDir: string) =>
  ["", "-wal", "-shm"].map((suffix) => path.join(dataDir, `${SQLITE_FILE_NAME}${suffix}`));

describe("SQLite files", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it("are created 0600 in a folder of 0700, with the -wal and -shm", async () => {
    // The usual umask, which leaves files readable by everyone unless the server says otherwise.
    const umask = process.umask(0o022);
    const dataDir = path.join(temporaryDir("juwenalia-files-"), "data");
    let stored;
    try {
      app = await buildApp(testConfig({ dataDir }));
      stored = await app.inject({ method: "POST", url: "/api/submissions", payload: VALID });
    } finally {
      process.umask(umask);
    }
    expect(stored.statusCode).toBe(201);
    for (const file of databaseFiles(dataDir)) expect(modeOf(file), file).toBe(0o600);
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it("sit in a folder of 0700 when npm start's first start makes it for the secrets", async () => {
    const umask = process.umask(0o022);
    const dataDir = path.join(temporaryDir("juwenalia-files-"), "data");
    try {
      // The first start writes the generated session secret and password before the database.
      await resolveSecrets(loadConfig({ CONTENT_DIR: contentDir(), DATA_DIR: dataDir }, "/"));
    } finally {
      process.umask(umask);
    }
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it("sit in a folder tightened to 0700 when an older release left it open", async () => {
    const dataDir = path.join(temporaryDir("juwenalia-files-"), "data");
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    app = await buildApp(testConfig({ dataDir }));
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it("made readable to others before (an older release, the sqlite3 tool) are tightened", async () => {
    const dataDir = temporaryDir("juwenalia-files-");
    const [main = "", wal = "", shm = ""] = databaseFiles(dataDir);
    const older = new SqliteDatabase(main);
    older.pragma("journal_mode = WAL");
    older.exec("CREATE TABLE kept (x)");
    for (const file of [main, wal, shm]) chmodSync(file, 0o644);
    app = await buildApp(testConfig({ dataDir }));
    older.close();
    for (const file of [main, wal, shm]) expect(modeOf(file), file).toBe(0o600);
  });
});
