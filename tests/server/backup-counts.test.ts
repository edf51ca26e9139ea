import { afterAll, describe, expect, it } from "vitest";
import { backupDatabase, restoreDatabase } from "#server/backups/backup-commands";
import type { DatabaseHandle } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrations";
import { openDatabase } from "#server/db/open-database";
import { countRecords } from "#server/db/record-counts";
import { temporaryDir, testDatabases } from "./helpers";
import { sleep } from "./load";
import { POSTGRES_ENABLED, postgresBinaries } from "./postgres";

/**
 * `npm run backup` prints what the backup holds (docs/operations/after-the-night.md#backups): an
 * operator compares it with what a restore of the file prints. Under load the database moves on
 * while pg_dump runs, so counting the live database afterwards printed more than the file held.
 */
const PG_BIN =
  POSTGRES_ENABLED && !process.env.TEST_DATABASE_URL ? postgresBinaries() : process.env.PG_BIN;
const EVENTS = { answered: () => {}, failed: () => {} };

const handles: DatabaseHandle[] = [];
afterAll(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
});

/** Writes audit entries one after another, yielding to the event loop between them, until stopped. */
function keepWriting(handle: DatabaseHandle) {
  let running = true;
  let written = 0;
  const loop = (async () => {
    while (running) {
      await handle.db
        .insertInto("audit_log")
        .values({
          at: new Date().toISOString(),
          actor: "ewa",
          action: "approve",
          submission_id: null,
          detail: `wpis ${written}`,
        })
        .execute();
      written += 1;
      await sleep(1);
    }
  })();
  return {
    written: () => written,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

describe.each(testDatabases())("the backup's counts on $name", (database) => {
  it("are those of the file it wrote, while writes go on", async () => {
    const fields = await database.fresh();
    const handle = openDatabase(fields, EVENTS);
    handles.push(handle);
    await migrateToLatest(handle);
    const writer = keepWriting(handle);
    while (writer.written() < 20) await sleep(5);

    const before = writer.written();
    const report = await backupDatabase({
      ...fields,
      backups: { dir: temporaryDir(), everyMinutes: 0, keep: 16 },
      pgBin: PG_BIN,
    });
    const target = await database.fresh();
    const restored = await restoreDatabase({ ...target, pgBin: PG_BIN }, report.file, {
      force: false,
    });
    await writer.stop();

    expect(report.counts).toEqual(restored.counts);
    expect(report.counts.auditEntries).toBeGreaterThanOrEqual(before);
    // The writes went on past the backup: counting the database now would give more.
    expect((await countRecords(handle.db)).auditEntries).toBeGreaterThan(
      report.counts.auditEntries,
    );
  }, 60_000);
});
