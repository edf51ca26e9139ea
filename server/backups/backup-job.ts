import type { FastifyBaseLogger } from "fastify";
import type { RetentionPolicy } from "../operations/retention";
import { backupFileName, writeAtomically, type BackupFormat } from "./backup-files";
import { pruneBackups, type PrunedFiles } from "./backup-pruning";

/** BACKUP_DIR, BACKUP_EVERY_MINUTES and BACKUP_KEEP (server/config/). */
export interface BackupSettings {
  /** Where backups go; on another disk in production. */
  dir: string;
  /** The server's SQLite backup interval; 0: none. */
  everyMinutes: number;
  /** How many backups stay after each successful one. */
  keep: number;
}

export interface TakenBackup {
  file: string;
  takenAt: Date;
  pruned: PrunedFiles;
}

export interface TakeBackupOptions {
  settings: Pick<BackupSettings, "dir" | "keep">;
  format: BackupFormat;
  /** Fills the temporary file (the SQLite backup API, or pg_dump). */
  write: (temporaryFile: string) => Promise<void>;
  retention?: RetentionPolicy;
  now: () => Date;
}

/**
 * One backup: written under a temporary name and renamed once
 * complete, then the folder is pruned to the newest BACKUP_KEEP and by the retention date. The
 * name's stamp is the moment it started: everything committed before then is in it.
 */
export async function takeBackup(options: TakeBackupOptions): Promise<TakenBackup> {
  const takenAt = options.now();
  const { dir, keep } = options.settings;
  const file = await writeAtomically(dir, backupFileName(takenAt, options.format), options.write);
  const pruned = await pruneBackups(dir, {
    keep,
    retention: options.retention,
    now: options.now(),
  });
  return { file, takenAt, pruned };
}

export interface BackupJobOptions {
  settings: BackupSettings;
  /** The open SQLite database's online copy (DatabaseHandle.backupTo). */
  backupTo: (file: string) => Promise<void>;
  retention?: RetentionPolicy;
  log: FastifyBaseLogger;
  clock?: () => Date;
  /** Tests shorten the interval; BACKUP_EVERY_MINUTES otherwise. */
  everyMs?: number;
}

export interface BackupJob {
  /** One backup now. Never throws: a failure is logged at warn and the next run tries again. */
  run(): Promise<TakenBackup | undefined>;
  /** Stops the timer and waits for a backup in progress (before the database closes). */
  stop(): Promise<void>;
}

/**
 * The server's scheduled SQLite backups, on an unref'd timer like the retention job's, so it
 * never keeps the process alive. The first runs one interval after the start.
 */
export function startBackupJob(options: BackupJobOptions): BackupJob {
  const now = options.clock ?? (() => new Date());
  const { settings, log } = options;
  let running: Promise<TakenBackup | undefined> | undefined;

  const pass = async (): Promise<TakenBackup | undefined> => {
    try {
      const taken = await takeBackup({
        settings,
        format: "sqlite",
        write: options.backupTo,
        retention: options.retention,
        now,
      });
      const { beyondKeep, expired } = taken.pruned;
      log.info(
        { file: taken.file, removed: beyondKeep.length, expired: expired.length },
        "backup: written",
      );
      return taken;
    } catch (error) {
      // At warn, like the retention job's lines, so the default LOG_LEVEL shows it.
      log.warn(
        { err: error, dir: settings.dir },
        `backup: failed, trying again in ${settings.everyMinutes} minutes`,
      );
      return undefined;
    }
  };

  const run = () => {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  };

  const everyMs = options.everyMs ?? settings.everyMinutes * 60_000;
  const timer = everyMs > 0 ? setInterval(() => void run(), everyMs) : undefined;
  timer?.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
