import { execFile } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import SqliteDatabase from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "#core/contract";
import type { SubmissionStatus } from "#core/submission-transitions";
import { buildApp } from "#server/app";
import { backupDatabase, restoreDatabase } from "#server/backups/backup-commands";
import type { TakenBackup } from "#server/backups/backup-job";
import { BackupError } from "#server/backups/backup-error";
import { missingTables, REQUIRED_TABLES } from "#server/db/record-counts";
import { openDatabase } from "#server/db/open-database";
import { listen, moderate, temporaryDir, testConfig, testDatabases } from "./helpers";
import { Load, sleep } from "./load";
import { POSTGRES_ENABLED, postgresBinaries } from "./postgres";
import { claim, signedInAs } from "./staff";
import { programArguments } from "../support/test-programs";

/**
 * The restore drill (server/backups/README.md): a backup taken while messages arrive and moderators
 * decide, restored into an empty database, holds everything acknowledged before the backup started
 * — every 201, every decision, the whole audit trail — and an app boots on it.
 */
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const PG_BIN =
  POSTGRES_ENABLED && !process.env.TEST_DATABASE_URL ? postgresBinaries() : process.env.PG_BIN;

type Fields = { dataDir: string; databaseUrl?: string };

/** `npm run <script> -- …` as an organiser runs it, against the database of `fields`. */
async function command(script: "backup" | "restore", fields: Fields, ...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, [...programArguments(script), ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: fields.dataDir,
        DATABASE_URL: fields.databaseUrl ?? "",
        BACKUP_DIR: path.join(fields.dataDir, "backups"),
        PG_BIN: PG_BIN ?? "",
        INIT_CWD: ROOT,
      },
    });
    return { code: 0, out: stdout };
  } catch (failure) {
    const error = failure as { code: number; stderr: string };
    return { code: error.code, out: error.stderr };
  }
}

const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

interface Decision {
  id: number;
  status: SubmissionStatus;
  /** Date.now() when the 200 arrived. */
  at: number;
}

/** A lead deciding the queue as it comes: approve two, reject the third, until stopped. */
function moderateContinuously(app: FastifyInstance, session: string) {
  const decisions: Decision[] = [];
  let running = true;
  const loop = (async () => {
    let turn = 0;
    while (running) {
      const { items } = await claim(app, session);
      for (const item of items) {
        turn += 1;
        const response = await moderate(
          app,
          session,
          item.id,
          turn % 3 === 0 ? "reject" : "approve",
        );
        if (response.statusCode === 200) {
          const decided = response.json<{ status: SubmissionStatus }>();
          decisions.push({ id: item.id, status: decided.status, at: Date.now() });
        }
      }
      if (items.length === 0) await sleep(10);
    }
  })();
  return {
    decisions,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

async function readBack(fields: Fields) {
  const handle = openDatabase(fields, { answered: () => {}, failed: () => {} });
  try {
    const rows = await handle.db.selectFrom("submissions").select(["id", "status"]).execute();
    const trail = await handle.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    return { statuses: new Map(rows.map((row) => [row.id, row.status])), trail };
  } finally {
    await handle.close();
  }
}

describe.each(testDatabases())("the restore drill on $name", (database) => {
  it("a backup taken under load restores every acknowledged message, decision and audit entry into an empty database, and an app boots on it", async () => {
    const fields = await database.fresh();
    const app = await buildApp(
      testConfig({
        ...fields,
        // The server's own schedule (SQLite); the drill asks it for a backup at a chosen moment.
        backups: { dir: path.join(fields.dataDir, "backups"), everyMinutes: 60, keep: 16 },
      }),
    );
    apps.push(app);
    const url = await listen(app);
    const lead = await signedInAs(app, "ewa", "lead");
    const load = new Load(url, { submitters: 4, page: "/homepage" });
    const moderation = moderateContinuously(app, lead);
    // The load runs until it is real (the checks below): a fixed pause was too short on a cold
    // CI machine, where the first requests are slow.
    const deadline = Date.now() + 20_000;
    for (let now = Date.now(); now < deadline; now = Date.now()) {
      const acknowledgedSoFar = load
        .of("submission", 0, now)
        .filter((outcome) => outcome.status === 201).length;
      const decidedSoFar = moderation.decisions.filter((decision) => decision.at < now).length;
      if (acknowledgedSoFar > 20 && decidedSoFar > 5) break;
      await sleep(100);
    }

    // Everything committed and visible now must be in the backup started after it.
    const trailBefore: AuditEntry[] = await app.auditTrail.list({}, null);
    const started = Date.now();
    let file: string;
    /** What `npm run backup` printed the file holds (PostgreSQL, where the drill restores it). */
    let printedCounts: string | undefined;
    if (database.name === "sqlite") {
      const taken: TakenBackup | undefined = await app.backupNow();
      expect(taken).toBeDefined();
      file = taken?.file ?? "";
      // `npm run backup`'s copy comes from a second connection while the server writes on.
      const commandStarted = Date.now();
      const byCommand = await backupDatabase({
        ...fields,
        backups: { dir: temporaryDir(), everyMinutes: 0, keep: 16 },
      });
      const acknowledgedBefore = load
        .of("submission", 0, commandStarted)
        .filter((outcome) => outcome.status === 201).length;
      expect(byCommand.counts.messages).toBeGreaterThanOrEqual(acknowledgedBefore);
    } else {
      const backup = await command("backup", fields);
      expect(backup.code, backup.out).toBe(0);
      file = /Zapisano kopię: (\S+)/.exec(backup.out)?.[1] ?? "";
      printedCounts = /W kopii: (wiadomości \d+ \(z decyzją \d+\).*)/.exec(backup.out)?.[1];
      expect(printedCounts, backup.out).toBeDefined();
    }
    await sleep(300);
    await moderation.stop();
    await load.stop();
    await app.close();

    expect(path.basename(file)).toMatch(/^juwenalia-\d{8}T\d{6}Z\.(sqlite|dump)$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const acknowledged = load
      .of("submission", 0, started)
      .filter((outcome) => outcome.status === 201)
      .map((outcome) => (outcome.body as { id: number }).id);
    const decided = moderation.decisions.filter((decision) => decision.at < started);
    // The load was real: messages were still acknowledged and decided while the backup ran.
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(decided.length).toBeGreaterThan(5);
    expect(load.of("submission", started).some((outcome) => outcome.status === 201)).toBe(true);

    const empty = await database.fresh();
    const restored = await command("restore", empty, file);
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toMatch(
      /W bazie: wiadomości \d+ \(z decyzją \d+\), zdarzenia telebimów \d+, wpisy dziennika \d+\./,
    );
    // The backup's counts are the file's, taken under load: the restore finds exactly them.
    if (printedCounts) expect(restored.out).toContain(`W bazie: ${printedCounts}`);

    const { statuses, trail } = await readBack(empty);
    expect(acknowledged.filter((id) => !statuses.has(id))).toEqual([]);
    expect(decided.filter((decision) => statuses.get(decision.id) !== decision.status)).toEqual([]);
    const restoredTrail = new Map(trail.map((row) => [row.id, row]));
    const lost = trailBefore.filter((entry) => {
      const row = restoredTrail.get(entry.id);
      return (
        !row || row.at !== entry.at || row.action !== entry.action || row.actor !== entry.actor
      );
    });
    expect(lost).toEqual([]);
    expect(trailBefore.filter((entry) => entry.action === "reject").length).toBeGreaterThan(0);

    // An app boots on the restored database and serves what it holds.
    const booted = await buildApp(testConfig(empty));
    apps.push(booted);
    expect((await booted.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    const approved = decided.filter((decision) => decision.status === "approved");
    const screen = await booted.inject({ method: "GET", url: "/api/screen/messages" });
    const shown = new Set(screen.json<Array<{ id: number }>>().map((message) => message.id));
    expect(approved.filter((decision) => !shown.has(decision.id))).toEqual([]);
    await booted.close();

    // The target now holds messages: a second restore is refused unless forced.
    const refused = await command("restore", empty, file);
    expect(refused.code).toBe(2);
    expect(refused.out).toContain("--force");
    const forced = await command("restore", empty, file, "--force");
    expect(forced.code, forced.out).toBe(0);
    if (database.name === "sqlite") {
      expect(forced.out).toContain("Poprzednia baza odłożona jako");
      expect(readdirSync(empty.dataDir).some((name) => name.includes(".before-restore-"))).toBe(
        true,
      );
    }
    expect((await readBack(empty)).statuses.size).toBe(statuses.size);
  }, 120_000);

  it("refuses a file that is not a backup, a damaged one and one of another database, changing nothing", async () => {
    const source = await database.fresh();
    const app = await buildApp(
      testConfig({ ...source, backups: { dir: temporaryDir(), everyMinutes: 60, keep: 16 } }),
    );
    apps.push(app);
    const good =
      database.name === "sqlite"
        ? ((await app.backupNow())?.file ?? "")
        : (
            await backupDatabase({
              ...source,
              backups: { dir: temporaryDir(), everyMinutes: 0, keep: 16 },
              pgBin: PG_BIN,
            })
          ).file;
    await app.close();

    const folder = temporaryDir();
    const damaged = path.join(folder, "uszkodzona");
    const bytes = readFileSync(good);
    // The middle of the file overwritten: pages the check reads no longer make sense.
    bytes.fill(0x5a, Math.floor(bytes.length / 3), Math.floor((bytes.length * 2) / 3));
    writeFileSync(damaged, bytes);
    const foreign = path.join(folder, "obca.sqlite");
    const other = new SqliteDatabase(foreign);
    other.exec("create table notatki (tekst text)");
    other.close();

    const target = await database.fresh();
    for (const file of [path.join(ROOT, "package.json"), damaged, foreign, `${good}.nie-ma`]) {
      await expect(restoreDatabase(target, file, { force: false }), file).rejects.toThrow(
        BackupError,
      );
    }
    if (database.name === "sqlite") expect(readdirSync(target.dataDir)).toEqual([]);
    const handle = openDatabase(target, { answered: () => {}, failed: () => {} });
    expect(await missingTables(handle.db)).toEqual([...REQUIRED_TABLES]);
    await handle.close();
  }, 60_000);
});
