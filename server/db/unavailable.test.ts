import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { freePort } from "#tests/support/serve-build";
import { isDatabaseUnavailable } from "./unavailable";

/** A PostgreSQL error as the server sends it (node-postgres' DatabaseError). */
function postgresError(code: string, message = "error from the server"): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, "error");
  error.code = code;
  return error;
}

const systemError = (code: string) => Object.assign(new Error(`connect ${code}`), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["connection refused", systemError("ECONNREFUSED")],
    ["connection reset", systemError("ECONNRESET")],
    ["broken pipe", systemError("EPIPE")],
    ["connect timeout", systemError("ETIMEDOUT")],
    ["pg: connection cut", new Error("Connection terminated unexpectedly")],
    ["pg: connect timeout", new Error("Connection terminated due to connection timeout")],
    ["pg-pool: no connection in time", new Error("timeout exceeded when trying to connect")],
    ["08006 connection failure", postgresError("08006")],
    ["08P01 protocol violation", postgresError("08P01")],
    ["57P01 admin shutdown (-m fast)", postgresError("57P01")],
    ["57P02 crash shutdown", postgresError("57P02")],
    ["57P03 starting up", postgresError("57P03", "the database system is starting up")],
    ["53300 too many connections", postgresError("53300")],
    ["53100 disk full", postgresError("53100")],
    ["SQLITE_BUSY", new SqliteDatabase.SqliteError("database is locked", "SQLITE_BUSY")],
    ["SQLITE_LOCKED", new SqliteDatabase.SqliteError("locked", "SQLITE_LOCKED_SHAREDCACHE")],
    ["SQLITE_IOERR_WRITE", new SqliteDatabase.SqliteError("disk I/O error", "SQLITE_IOERR_WRITE")],
    ["SQLITE_FULL", new SqliteDatabase.SqliteError("database or disk is full", "SQLITE_FULL")],
    ["SQLITE_CANTOPEN", new SqliteDatabase.SqliteError("unable to open", "SQLITE_CANTOPEN")],
    [
      "a wrapped cause",
      new Error("Connection terminated due to connection timeout", {
        cause: systemError("ETIMEDOUT"),
      }),
    ],
    ["only the cause says so", new Error("query failed", { cause: postgresError("57P01") })],
    ["every address refused", new AggregateError([systemError("ECONNREFUSED")], "connect")],
  ])("%s: unavailable", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a plain error", new Error("something else")],
    ["23505 unique violation", postgresError("23505")],
    ["40001 serialization failure", postgresError("40001")],
    ["22P02 invalid text", postgresError("22P02")],
    ["57014 query cancelled", postgresError("57014")],
    ["SQLITE_CONSTRAINT", new SqliteDatabase.SqliteError("constraint", "SQLITE_CONSTRAINT_CHECK")],
    ["SQLITE_CORRUPT (needs an operator)", new SqliteDatabase.SqliteError("bad", "SQLITE_CORRUPT")],
    ["SQLITE_BUSYX (not an extended code)", new SqliteDatabase.SqliteError("?", "SQLITE_BUSYX")],
    ["a string", "ECONNREFUSED"],
    ["null", null],
    ["undefined", undefined],
  ])("%s: not unavailable", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("survives a cause cycle", () => {
    const error: Error & { cause?: unknown } = new Error("loop");
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("recognises a real refused connection of node-postgres", async () => {
    const port = await freePort(); // nothing listens there
    const client = new pg.Client({ connectionString: `postgres://x@127.0.0.1:${port}/x` });
    const error: unknown = await client.connect().then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeDefined();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises a real locked SQLite database", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "juwenalia-locked-"));
    const file = path.join(dir, "locked.sqlite");
    const holder = new SqliteDatabase(file);
    const other = new SqliteDatabase(file, { timeout: 0 });
    try {
      holder.exec("create table t (x integer); begin exclusive; insert into t values (1);");
      let error: unknown;
      try {
        other.exec("insert into t values (2)");
      } catch (caught) {
        error = caught;
      }
      expect(error).toMatchObject({ code: "SQLITE_BUSY" });
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      other.close();
      holder.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
