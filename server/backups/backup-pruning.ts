import { rm, stat } from "node:fs/promises";
import path from "node:path";
import type { RetentionPolicy } from "../operations/retention";
import { backupStamp, isPartialName, listBackups, namesIn, parseStamp } from "./backup-files";

/**
 * Which backup files go: all but the newest BACKUP_KEEP, and, once the edition's retention date
 * has passed, every copy made before it: a backup must not keep what the database has deleted
 * (server/operations/README.md#privacy).
 */

/** A database kept aside by a forced restore: `<name>.before-restore-<stamp>`. */
const KEPT_ASIDE = /\.before-restore-(\d{8}T\d{6}Z)$/;

/** A temporary file this old belongs to a run that died: no backup takes an hour. */
export const STALE_PARTIAL_MS = 60 * 60 * 1000;

export function keptAsideName(databaseFile: string, at: Date): string {
  return `${databaseFile}.before-restore-${backupStamp(at)}`;
}

export interface PrunedFiles {
  /** Beyond the newest BACKUP_KEEP. */
  beyondKeep: string[];
  /** Made before the retention date, which has passed. */
  expired: string[];
  /** Temporary files of runs that died. */
  partial: string[];
}

export interface PruneOptions {
  keep: number;
  retention?: RetentionPolicy;
  now: Date;
}

async function remove(files: readonly string[]): Promise<void> {
  for (const file of files) await rm(file, { force: true });
}

/**
 * Deletes, in each of `dirs`, what was made before `before` (once `now` has reached it):
 * complete backups by their stamp, databases kept aside by a restore, and temporary files by
 * their modification time. Returns the deleted paths. What else is in the folders stays.
 */
export async function deleteExpiredBackups(
  dirs: readonly string[],
  before: Date,
  now: Date,
): Promise<string[]> {
  if (now.getTime() < before.getTime()) return [];
  const expired: string[] = [];
  for (const dir of new Set(dirs)) {
    for (const backup of await listBackups(dir)) {
      if (backup.takenAt < before) expired.push(backup.file);
    }
    for (const name of await namesIn(dir)) {
      const keptAside = KEPT_ASIDE.exec(name)?.[1];
      const keptAt = keptAside === undefined ? undefined : parseStamp(keptAside);
      if (keptAt && keptAt < before) expired.push(path.join(dir, name));
      if (isPartialName(name)) {
        const file = path.join(dir, name);
        const modified = await stat(file).then(
          (info) => info.mtime,
          () => undefined,
        );
        if (modified && modified < before) expired.push(file);
      }
    }
  }
  await remove(expired);
  return expired;
}

/** Temporary files in `dir` older than `STALE_PARTIAL_MS`, deleted. */
async function deleteStalePartials(dir: string, now: Date): Promise<string[]> {
  const stale: string[] = [];
  for (const name of await namesIn(dir)) {
    if (!isPartialName(name)) continue;
    const file = path.join(dir, name);
    const modified = await stat(file).then(
      (info) => info.mtimeMs,
      () => undefined,
    );
    if (modified !== undefined && now.getTime() - modified > STALE_PARTIAL_MS) stale.push(file);
  }
  await remove(stale);
  return stale;
}

/**
 * After a successful backup: the expired copies go first (they never count towards the kept
 * ones), then all but the newest `keep`, then temporary files of runs that died.
 */
export async function pruneBackups(dir: string, options: PruneOptions): Promise<PrunedFiles> {
  const expired = options.retention
    ? await deleteExpiredBackups([dir], options.retention.deleteBefore, options.now)
    : [];
  const beyondKeep = (await listBackups(dir)).slice(options.keep).map((backup) => backup.file);
  await remove(beyondKeep);
  const partial = await deleteStalePartials(dir, options.now);
  return { beyondKeep, expired, partial };
}
