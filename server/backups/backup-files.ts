import { randomBytes } from "node:crypto";
import { chmod, mkdir, open, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Backup files on disk: how they are named, listed and written.
 * A backup is `juwenalia-<UTC stamp>.<format>`, the stamp being when it was started, so every
 * message acknowledged before that instant is in it. It appears under that name only once it is
 * complete, and only its owner may read it: it holds what people wrote.
 */

export const BACKUP_PREFIX = "juwenalia-";

/** SQLite's own file (the backup API's copy), or pg_dump's custom format. */
export const BACKUP_FORMATS = ["sqlite", "dump"] as const;
export type BackupFormat = (typeof BACKUP_FORMATS)[number];

/** A temporary file is named `.<final name>.partial-<random>`; listings skip it. */
const PARTIAL_MARK = ".partial-";

const STAMP = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
const BACKUP_NAME = new RegExp(
  `^${BACKUP_PREFIX}(\\d{8}T\\d{6}Z)\\.(${BACKUP_FORMATS.join("|")})$`,
);

/** `20250516T211500Z`: the instant in UTC, to the second (sorts as text and as time). */
export function backupStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** The instant of a stamp, or undefined when `text` is not one. */
export function parseStamp(text: string): Date | undefined {
  const parts = STAMP.exec(text);
  if (!parts) return undefined;
  const [, year, month, day, hours, minutes, seconds] = parts.map(Number);
  const instant = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day, hours, minutes, seconds));
  // 20250231T… is no date: a round trip catches what Date.UTC silently carried over.
  return backupStamp(instant) === text ? instant : undefined;
}

export function backupFileName(takenAt: Date, format: BackupFormat): string {
  return `${BACKUP_PREFIX}${backupStamp(takenAt)}.${format}`;
}

export interface BackupFile {
  /** Absolute path. */
  file: string;
  name: string;
  format: BackupFormat;
  /** When it was started (its name's stamp). */
  takenAt: Date;
}

/** A complete backup's name parsed, or undefined for any other file. */
export function parseBackupName(name: string): Omit<BackupFile, "file"> | undefined {
  const parts = BACKUP_NAME.exec(name);
  const takenAt = parts?.[1] === undefined ? undefined : parseStamp(parts[1]);
  if (!parts || !takenAt) return undefined;
  return { name, format: parts[2] as BackupFormat, takenAt };
}

/** Names in `dir`; none when it does not exist. */
export async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** The complete backups in `dir`, newest first; temporary and foreign files are left out. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const backups: BackupFile[] = [];
  for (const name of await namesIn(dir)) {
    const parsed = parseBackupName(name);
    if (parsed) backups.push({ ...parsed, file: path.join(dir, name) });
  }
  return backups.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** When the newest complete backup in `dir` was taken, or undefined when there is none. */
export async function newestBackupTime(dir: string): Promise<Date | undefined> {
  return (await listBackups(dir))[0]?.takenAt;
}

/** Whether `name` is a temporary file of `writeAtomically` (a run that died half-way). */
export function isPartialName(name: string): boolean {
  // `.juwenalia-…` in BACKUP_DIR; `.juwenalia.sqlite…` for a restore writing into DATA_DIR.
  return name.startsWith(".juwenalia") && name.includes(PARTIAL_MARK);
}

async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `dir/name` through a temporary file: `write` fills the temporary file (created empty,
 * owner-only), which is synced and then renamed, so the final name never shows a partial file,
 * even after a crash or a power cut. `beforeReplace` runs between the two, once the new file is
 * complete (a restore moves the old database aside there). The folder is created owner-only when
 * missing. On failure the temporary file is removed and the error passed on.
 */
export async function writeAtomically(
  dir: string,
  name: string,
  write: (temporaryFile: string) => Promise<void>,
  beforeReplace?: (finalFile: string) => Promise<void>,
): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const final = path.join(dir, name);
  const temporary = path.join(dir, `.${name}${PARTIAL_MARK}${randomBytes(4).toString("hex")}`);
  // Created 0600 before anything is written into it: never readable by others, not even briefly.
  await writeFile(temporary, "", { mode: 0o600, flag: "wx" });
  try {
    await write(temporary);
    await chmod(temporary, 0o600);
    await fsyncPath(temporary);
    await beforeReplace?.(final);
    await rename(temporary, final);
    await fsyncPath(dir);
    return final;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
