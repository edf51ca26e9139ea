import { createHash, randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "#core/contract";

/** Letters and digits nobody misreads: no 0/o, 1/l/i. */
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * A new set of recovery codes, shown once: each `xxxx-xxxx-xxxx-xxxx`, 16 characters of 31
 * (about 79 bits), so a plain SHA-256 of one is as good as a slow hash — nobody guesses it back
 * from a copy of the database — and survives a new SESSION_SECRET, unlike a keyed one.
 */
export function newRecoveryCodes(count: number = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () =>
    Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
    ).join("-"),
  );
}

/** A code as typed (spaces, dashes and capitals ignored), as it is stored: its SHA-256, hex. */
export function recoveryCodeHash(typed: string): string {
  const compact = typed.toLowerCase().replace(/[\s-]/g, "");
  return createHash("sha256").update(compact, "utf8").digest("hex");
}
