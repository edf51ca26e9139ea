import { spawn } from "node:child_process";
import path from "node:path";
import { BackupError } from "./backup-error";
import { BACKUP_TEXTS } from "../texts/backup-texts";

/**
 * PostgreSQL's own dump and restore programs: `pg_dump
 * --format=custom` writes a backup, `pg_restore` reads one back. They come from PG_BIN when set,
 * else from PATH. The password never appears on a command line (other users can read those):
 * it goes to the program in PGPASSWORD.
 */

export type PgTool = "pg_dump" | "pg_restore";

export interface PgToolOptions {
  /** PG_BIN: the folder of PostgreSQL's programs; unset: PATH. */
  pgBin?: string;
}

/** The URL without its password, and the password for PGPASSWORD. */
function connectionOf(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/**
 * Runs `tool` with `args` against `databaseUrl` (passed as --dbname), resolving to its standard
 * output. A missing program or a failure is a BackupError quoting what the program said.
 */
export function runPgTool(
  tool: PgTool,
  args: readonly string[],
  databaseUrl: string | undefined,
  options: PgToolOptions,
): Promise<string> {
  const program = options.pgBin ? path.join(options.pgBin, tool) : tool;
  const connection = databaseUrl ? connectionOf(databaseUrl) : undefined;
  const allArgs = connection ? [...args, `--dbname=${connection.dbname}`] : [...args];
  return new Promise((resolve, reject) => {
    const child = spawn(program, allArgs, {
      env: { ...process.env, ...connection?.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT" ? new BackupError(BACKUP_TEXTS.programMissing(program)) : error,
      );
    });
    child.on("close", (code, signal) => {
      if (code === 0) {
        resolve(Buffer.concat(out).toString("utf8"));
        return;
      }
      const said = Buffer.concat(err).toString("utf8").trim().split("\n").slice(-5).join("\n");
      reject(
        new BackupError(
          BACKUP_TEXTS.programFailed(tool, signal ?? BACKUP_TEXTS.exitCode(code), said),
        ),
      );
    });
  });
}

/**
 * `pg_dump --format=custom` of the whole database into `file` (which it overwrites). With
 * `snapshot` (from `pg_export_snapshot()` in a transaction still open), it dumps the database as
 * that transaction sees it, so the transaction can count exactly what the file holds.
 */
export async function pgDump(
  databaseUrl: string,
  file: string,
  options: PgToolOptions & { snapshot?: string },
): Promise<void> {
  const args = ["--format=custom", `--file=${file}`];
  if (options.snapshot) args.push(`--snapshot=${options.snapshot}`);
  await runPgTool("pg_dump", args, databaseUrl, options);
}

/** The tables a custom-format archive holds; a BackupError when `file` is not such an archive. */
export async function pgArchiveTables(file: string, options: PgToolOptions): Promise<string[]> {
  const listing = await runPgTool("pg_restore", ["--list", file], undefined, options);
  // A table's entry: `215; 1259 16390 TABLE public submissions postgres`.
  return [...listing.matchAll(/^\d+; \d+ \d+ TABLE \S+ (\S+) /gm)].map((match) => match[1] ?? "");
}

/**
 * Restores a custom-format archive into `databaseUrl`, as one transaction: on any error nothing
 * changes. Objects are not given to the dump's owner (`--no-owner`: the restoring user owns
 * them). `clean` drops what the archive recreates first (a database that has our tables).
 */
export async function pgRestore(
  databaseUrl: string,
  file: string,
  options: PgToolOptions & { clean: boolean },
): Promise<void> {
  const args = ["--no-owner", "--exit-on-error", "--single-transaction"];
  if (options.clean) args.push("--clean", "--if-exists");
  await runPgTool("pg_restore", [...args, file], databaseUrl, options);
}
