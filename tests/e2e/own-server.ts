import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import SqliteDatabase from "better-sqlite3";
import { serveBuild } from "../support/serve-build";
import { programArguments } from "../support/test-programs";
import { e2eServerEnvironment } from "./server-environment";
import { signInWithApi } from "./staff-api";
import { SQLITE_FILE_NAME } from "#server/db/sqlite";
import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";

/**
 * A production server of a test's own (over the build, like global-setup.ts starts the shared
 * one) with a throwaway SQLite file the test can write to directly: rows the API would refuse
 * (text stored before a rule existed), a queue no other test changes meanwhile, and moderator
 * accounts made by `npm run moderators` before it starts.
 */
export interface Account {
  readonly name: string;
  readonly password: string;
}

export interface OwnServer {
  readonly url: string;
  /** The quick-start lead's password (MODERATOR_PASSWORD). */
  readonly password: string;
  /** The quick-start lead, `koordynator`. */
  readonly lead: Account;
  /** The accounts asked for in `startOwnServer`'s options, by name. */
  readonly accounts: ReadonlyMap<string, Account>;
  /** Inserts pending submissions straight into the database, bypassing validation; their ids. */
  seed: (rows: readonly { author: string; message: string }[]) => number[];
  /** A moderator session on this server (its own cookie jar); the quick-start lead by default. */
  moderator: (account?: Account) => Promise<APIRequestContext>;
  stop: () => Promise<void>;
}

export interface OwnServerOptions {
  /** Accounts to create with the moderators CLI before the server starts. */
  readonly accounts?: readonly { name: string; lead?: boolean }[];
  /** More environment for the server (limits, TRUST_PROXY, …). */
  readonly env?: Readonly<Record<string, string>>;
}

const PASSWORD = "haslo-wlasnego-serwera";
const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

/** `npm run moderators -- add <name> [--lead]` against `env`'s database; the printed password. */
async function addAccount(
  env: Record<string, string>,
  name: string,
  lead: boolean,
): Promise<Account> {
  const { stdout } = await run(
    process.execPath,
    [...programArguments("moderators"), "add", name, ...(lead ? ["--lead"] : [])],
    { cwd: ROOT, env: { ...process.env, ...env } },
  );
  const password = /Hasło: (\S+)/.exec(stdout)?.[1];
  if (!password) throw new Error(`no password in the output of "moderators add": ${stdout}`);
  return { name, password };
}

export async function startOwnServer(
  playwright: PlaywrightWorkerArgs["playwright"],
  options: OwnServerOptions = {},
): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "juwenalia-own-"));
  const env = e2eServerEnvironment(dataDir, PASSWORD, options.env);
  const accounts = new Map<string, Account>();
  for (const { name, lead = false } of options.accounts ?? []) {
    accounts.set(name, await addAccount(env, name, lead));
  }
  const server = await serveBuild(env);
  const contexts: APIRequestContext[] = [];
  const lead: Account = { name: QUICK_START_LEAD, password: PASSWORD };

  const seed: OwnServer["seed"] = (rows) => {
    const database = new SqliteDatabase(path.join(dataDir, SQLITE_FILE_NAME), { timeout: 5000 });
    try {
      const insert = database.prepare(
        "INSERT INTO submissions (author, message, status, created_at, decided_at) " +
          "VALUES (?, ?, 'pending', ?, NULL)",
      );
      // Each row a group of its own, as every message stored before groups existed.
      const ownGroup = database.prepare("UPDATE submissions SET group_id = id WHERE id = ?");
      return rows.map(({ author, message }) => {
        const { lastInsertRowid } = insert.run(author, message, new Date().toISOString());
        ownGroup.run(lastInsertRowid);
        return Number(lastInsertRowid);
      });
    } finally {
      database.close();
    }
  };

  const moderator = async (account: Account = lead) => {
    const api = await playwright.request.newContext({ baseURL: server.url });
    contexts.push(api);
    await signInWithApi(api, account, new URL(server.url).origin);
    return api;
  };

  return {
    url: server.url,
    password: PASSWORD,
    lead,
    accounts,
    seed,
    moderator,
    stop: async () => {
      await Promise.all(contexts.map((context) => context.dispose()));
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The environment of a rehearsal around now (docs/new-edition.md, "Rehearsal, the day before"):
 * the message window opens a minute ago and closes in `minutes`, and the pages' toast follows
 * it. The banner and the late changes follow the programme's hours instead, which a test reaches
 * with the page's clock (core/programme-hours.ts).
 */
export function rehearsalNow(minutes = 30): Record<string, string> {
  const now = Date.now();
  return {
    SUBMISSIONS_ANY_TIME: "",
    SUBMISSIONS_OPEN_AT: new Date(now - 60_000).toISOString(),
    SUBMISSIONS_CLOSE_AT: new Date(now + minutes * 60_000).toISOString(),
  };
}
