import { chmodSync, mkdirSync, statSync } from "node:fs";

/**
 * The data folder holds the database, the session secret and the lead's password hash: only the
 * server's own account may list or enter it (0700). Made so when missing, and tightened when an
 * earlier version left it open to the group or others, provided this account owns it; a folder
 * the operator made for another owner is left to the operator.
 */
export function privateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { mode, uid } = statSync(dir);
  if ((mode & 0o077) !== 0 && uid === process.getuid?.()) chmodSync(dir, 0o700);
}
