import { readdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { temporaryDir } from "#tests/temporary-dirs";
import { describe, expect, it } from "vitest";
import { backupFileName } from "./backup-files";
import {
  deleteExpiredBackups,
  keptAsideName,
  pruneBackups,
  STALE_PARTIAL_MS,
} from "./backup-pruning";

const folder = () => temporaryDir("juwenalia-backup-pruning-");

/** One backup every 15 minutes from 20:00 UTC on the festival's first night. */
function quarterHours(dir: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const name = backupFileName(new Date(Date.UTC(2025, 4, 16, 20, 15 * index)), "sqlite");
    writeFileSync(path.join(dir, name), "kopia");
    return name;
  });
}

const RETENTION = { days: 30, deleteBefore: new Date("2025-06-16T22:00:00Z") };

describe("pruning backups", () => {
  it("keeps the newest BACKUP_KEEP and leaves other files alone", async () => {
    const dir = folder();
    const names = quarterHours(dir, 5);
    writeFileSync(path.join(dir, "notatki.txt"), "x");
    const pruned = await pruneBackups(dir, { keep: 3, now: new Date("2025-05-16T21:10:00Z") });
    expect(pruned.beyondKeep.map((file) => path.basename(file)).sort()).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual([...names.slice(2), "notatki.txt"].sort());
  });

  it("before the retention date keeps the copies; from it on deletes every copy made before it", async () => {
    const dir = folder();
    const names = quarterHours(dir, 3);
    const afterDate = backupFileName(new Date("2025-06-17T03:00:00Z"), "dump");
    writeFileSync(path.join(dir, afterDate), "kopia");

    const early = await pruneBackups(dir, {
      keep: 16,
      retention: RETENTION,
      now: new Date("2025-06-16T21:59:59Z"),
    });
    expect(early.expired).toEqual([]);
    expect(readdirSync(dir)).toHaveLength(4);

    const due = await pruneBackups(dir, {
      keep: 16,
      retention: RETENTION,
      now: RETENTION.deleteBefore,
    });
    expect(due.expired.map((file) => path.basename(file)).sort()).toEqual([...names].sort());
    expect(readdirSync(dir)).toEqual([afterDate]);
  });

  it("the server's retention pass also deletes databases a restore kept aside, and old temporary files", async () => {
    const backups = folder();
    const data = folder();
    quarterHours(backups, 2);
    const database = path.join(data, "juwenalia.sqlite");
    writeFileSync(database, "baza");
    const keptBefore = keptAsideName(database, new Date("2025-05-18T10:00:00Z"));
    const keptAfter = keptAsideName(database, new Date("2025-06-20T10:00:00Z"));
    writeFileSync(keptBefore, "stara baza");
    writeFileSync(keptAfter, "nowsza baza");
    const partial = path.join(backups, ".juwenalia-20250517T000000Z.sqlite.partial-00ff00ff");
    writeFileSync(partial, "pół");
    utimesSync(partial, new Date("2025-05-17T00:00:00Z"), new Date("2025-05-17T00:00:00Z"));

    expect(
      await deleteExpiredBackups([backups, data], RETENTION.deleteBefore, new Date("2025-06-01")),
    ).toEqual([]);
    const deleted = await deleteExpiredBackups(
      [backups, data],
      RETENTION.deleteBefore,
      new Date("2025-06-17T00:00:00Z"),
    );
    expect(deleted).toHaveLength(4);
    expect(readdirSync(backups)).toEqual([]);
    expect(readdirSync(data).sort()).toEqual(["juwenalia.sqlite", path.basename(keptAfter)].sort());
  });

  it("deletes temporary files of a run that died an hour ago, not one still writing", async () => {
    const dir = folder();
    const now = new Date();
    const dead = path.join(dir, ".juwenalia-20250516T200000Z.sqlite.partial-11111111");
    const writing = path.join(dir, ".juwenalia-20250516T211500Z.sqlite.partial-22222222");
    writeFileSync(dead, "");
    writeFileSync(writing, "");
    const old = new Date(now.getTime() - STALE_PARTIAL_MS - 1000);
    utimesSync(dead, old, old);
    const pruned = await pruneBackups(dir, { keep: 16, now });
    expect(pruned.partial).toEqual([dead]);
    expect(readdirSync(dir)).toEqual([path.basename(writing)]);
  });
});
