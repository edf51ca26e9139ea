import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import SqliteDatabase from "better-sqlite3";
import { serveBuild } from "../../scripts/lib/serve-build";
import { SQLITE_FILE_NAME } from "../../server/db/sqlite";

/**
 * A production server of a test's own (over the build, like global-setup.ts starts the shared
 * one) with a throwaway SQLite file the test can write to directly: rows the API would refuse
 * (text stored before a rule existed) and a queue no other test changes meanwhile.
 */
export interface OwnServer {
  readonly url: string;
  readonly password: string;
  /** Inserts pending submissions straight into the database, bypassing validation; their ids. */
  seed: (rows: readonly { author: string; message: string }[]) => number[];
  /** A moderator session on this server (its own cookie jar). */
  moderator: () => Promise<APIRequestContext>;
  stop: () => Promise<void>;
}

const PASSWORD = "haslo-wlasnego-serwera";

export async function startOwnServer(
  playwright: PlaywrightWorkerArgs["playwright"],
): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "juwenalia-own-"));
  const server = await serveBuild({
    DATA_DIR: dataDir,
    MODERATOR_PASSWORD: PASSWORD,
    MODERATION: "pre",
    // A developer's .env must not point this server at another database or window.
    DATABASE_URL: "",
    SUBMISSIONS_ANY_TIME: "1",
    SUBMISSIONS_OPEN_AT: "",
    SUBMISSIONS_CLOSE_AT: "",
  });
  const contexts: APIRequestContext[] = [];

  const seed: OwnServer["seed"] = (rows) => {
    const database = new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME), { timeout: 5000 });
    try {
      const insert = database.prepare(
        "INSERT INTO submissions (author, message, status, created_at, decided_at) " +
          "VALUES (?, ?, 'pending', ?, NULL)",
      );
      return rows.map(({ author, message }) => {
        const { lastInsertRowid } = insert.run(author, message, new Date().toISOString());
        return Number(lastInsertRowid);
      });
    } finally {
      database.close();
    }
  };

  const moderator = async () => {
    const api = await playwright.request.newContext({ baseURL: server.url });
    contexts.push(api);
    const login = await api.post("/api/moderation/session", { data: { password: PASSWORD } });
    expect(login.status()).toBe(204);
    return api;
  };

  return {
    url: server.url,
    password: PASSWORD,
    seed,
    moderator,
    stop: async () => {
      await Promise.all(contexts.map((context) => context.dispose()));
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
