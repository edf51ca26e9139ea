import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editionMessageWindow, messageWindowInstants } from "#core/message-window";
import { buildApp } from "#server/app";
import { backupFileName } from "#server/backups/backup-files";
import { keptAsideName } from "#server/backups/backup-pruning";
import { retentionPolicy } from "#server/operations/retention";
import { TEST_EDITION, temporaryDir, testConfig } from "./helpers";

/**
 * server/backups/README.md#retention: backups follow the edition's retention date. The server's
 * retention pass deletes every backup made before it (and a database a restore kept aside), for
 * SQLite and PostgreSQL alike, since it reads only the folders.
 */
const POLICY = retentionPolicy(
  messageWindowInstants(editionMessageWindow(TEST_EDITION)).closesAt,
  30,
);

describe("the server's retention pass and the backups", () => {
  it("deletes nothing before the date; from the date on, every backup made before it, at start", async () => {
    const dataDir = temporaryDir();
    const dir = temporaryDir();
    const during = backupFileName(new Date("2031-06-12T20:15:00Z"), "sqlite");
    const dump = backupFileName(new Date("2031-06-13T20:15:00Z"), "dump");
    const later = backupFileName(new Date("2031-07-14T08:00:00Z"), "sqlite");
    for (const name of [during, dump, later]) writeFileSync(path.join(dir, name), "kopia");
    const backups = { dir, everyMinutes: 0, keep: 16 };

    const before = await buildApp(
      testConfig({
        dataDir,
        retention: POLICY,
        backups,
        clock: () => new Date(POLICY.deleteBefore.getTime() - 1),
      }),
    );
    await before.close();
    expect(readdirSync(dir).sort()).toEqual([during, dump, later].sort());

    const keptAside = keptAsideName(
      path.join(dataDir, "juwenalia.sqlite"),
      new Date("2031-06-14T10:00:00Z"),
    );
    writeFileSync(keptAside, "baza sprzed odtworzenia");
    const after = await buildApp(
      testConfig({ dataDir, retention: POLICY, backups, clock: () => POLICY.deleteBefore }),
    );
    await after.close();
    expect(readdirSync(dir)).toEqual([later]);
    expect(readdirSync(dataDir).filter((name) => name.includes("before-restore"))).toEqual([]);
  });
});
