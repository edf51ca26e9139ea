import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import Fastify from "fastify";
import { temporaryDir } from "#tests/temporary-dirs";
import { afterEach, describe, expect, it } from "vitest";
import { ServiceMetrics } from "../operations/service-metrics";
import { startBackupJob, type BackupJob } from "./backup-job";

const jobs: BackupJob[] = [];
const folder = () => temporaryDir("juwenalia-backup-job-");
afterEach(async () => {
  for (const job of jobs.splice(0)) await job.stop();
});

function capturedLog() {
  const lines: Array<{ level: number; msg: string }> = [];
  const log = Fastify({
    logger: { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  }).log;
  return { log, lines };
}

/** A clock that moves 15 minutes each time it is read for a new backup. */
function quarterHourClock(start = Date.parse("2025-05-16T20:00:00Z")) {
  let now = start;
  return {
    now: () => new Date(now),
    advance: () => {
      now += 15 * 60_000;
    },
  };
}

const waitFor = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe("the server's backup schedule", () => {
  it("backs up on its interval under the clock's names, keeping BACKUP_KEEP", async () => {
    const dir = path.join(folder(), "backups");
    const clock = quarterHourClock();
    const written: string[] = [];
    const job = startBackupJob({
      settings: { dir, everyMinutes: 15, keep: 3 },
      backupTo: async (file) => {
        // The temporary file is named after the final one: `.<name>.partial-<random>`.
        written.push(
          path
            .basename(file)
            .slice(1)
            .replace(/\.partial-.*$/, ""),
        );
        writeFileSync(file, "kopia");
        clock.advance();
      },
      log: capturedLog().log,
      clock: clock.now,
      everyMs: 10,
    });
    jobs.push(job);
    await waitFor(() => written.length >= 5, "five backups");
    await job.stop();
    expect(written.slice(0, 2)).toEqual([
      "juwenalia-20250516T200000Z.sqlite",
      "juwenalia-20250516T201500Z.sqlite",
    ]);
    // The newest three stay.
    expect(readdirSync(dir).sort()).toEqual(written.slice(-3));
  });

  it("never throws: a failure is logged at warn, leaves no file, and the next run succeeds", async () => {
    const dir = folder();
    const clock = quarterHourClock();
    const { log, lines } = capturedLog();
    let fail = true;
    const job = startBackupJob({
      settings: { dir, everyMinutes: 15, keep: 16 },
      backupTo: async (file) => {
        writeFileSync(file, "pół");
        clock.advance();
        if (fail) throw new Error("SQLITE_FULL: database or disk is full");
      },
      log,
      clock: clock.now,
    });
    jobs.push(job);
    expect(await job.run()).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 40, msg: "backup: failed, trying again in 15 minutes" }),
    );
    fail = false;
    const taken = await job.run();
    expect(taken?.file).toBe(path.join(dir, "juwenalia-20250516T201500Z.sqlite"));
    expect(readdirSync(dir)).toEqual(["juwenalia-20250516T201500Z.sqlite"]);
  });

  it("stop waits for a backup in progress, and no timer runs with BACKUP_EVERY_MINUTES=0", async () => {
    const dir = folder();
    let release = () => {};
    let started = 0;
    const job = startBackupJob({
      settings: { dir, everyMinutes: 0, keep: 16 },
      backupTo: async (file) => {
        started += 1;
        await new Promise<void>((resolve) => (release = resolve));
        writeFileSync(file, "kopia");
      },
      log: capturedLog().log,
    });
    const running = job.run();
    await waitFor(() => started === 1, "the backup to start");
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await running)?.file).toMatch(/\.sqlite$/);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(started).toBe(1);
  });
});

describe("juwenalia_backup_last_success_timestamp_seconds", () => {
  const scrape = async (metrics: ServiceMetrics) =>
    /^juwenalia_backup_last_success_timestamp_seconds (\S+)$/m.exec(
      (await metrics.exposition()).body,
    )?.[1];

  it("is the newest complete backup's time in BACKUP_DIR, 0 when there is none", async () => {
    const dir = folder();
    const metrics = new ServiceMetrics({ commit: "0123456789ab", edition: "2031" });
    expect(await scrape(metrics)).toBe("0");
    metrics.readBackupsIn(dir);
    expect(await scrape(metrics)).toBe("0");
    writeFileSync(path.join(dir, ".juwenalia-20250516T213000Z.dump.partial-00000000"), "");
    writeFileSync(path.join(dir, "juwenalia-20250516T211500Z.dump"), "");
    writeFileSync(path.join(dir, "juwenalia-20250516T201500Z.sqlite"), "");
    expect(await scrape(metrics)).toBe(String(Date.parse("2025-05-16T21:15:00Z") / 1000));
  });
});
