import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "./config-error";
import { derivedKey } from "./derived-keys";
import { privateFolder } from "../db/private-folder";
import { hashPassword, isPasswordHash, SALT_BYTES } from "../moderation/password-hash";
import type { ServerConfig } from "./server-config";

export const SESSION_SECRET_FILE = "session-secret";
export const MODERATOR_PASSWORD_FILE = "moderator-password";

/**
 * The config with both secrets present: what `buildApp` needs. The moderator password itself is
 * gone by then; only its scrypt hash (server/moderation/password-hash.ts) stays in memory.
 */
export type AppConfig = Omit<ServerConfig, "moderatorPassword"> & {
  moderatorPasswordHash: string;
  sessionSecret: string;
};

export interface ResolvedSecrets {
  config: AppConfig;
  /** Set when the moderator password was generated just now (main.ts prints it once). */
  generatedPassword?: string;
  /** Where the hash of a generated password is kept, when one is used. */
  passwordFile?: string;
  /** True when that file still held a password in plain text and now holds its hash. */
  passwordFileRehashed?: boolean;
}

/**
 * Reads a secret kept in the data directory, or generates and stores it (owner-only, 0600) on
 * first start. Returns the value and whether it was created now.
 */
function storedSecret(
  dataDir: string,
  name: string,
  generate: () => string,
): { value: string; created: boolean } {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const value = readFileSync(file, "utf8").trim();
    if (value !== "") return { value, created: false };
  }
  privateFolder(dataDir);
  const value = generate();
  writeOwnerOnly(file, value);
  return { value, created: true };
}

/** A password a person can type on a phone: 4 groups of 4 unambiguous characters. */
export function generatePassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(16);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]);
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join("")).join("-");
}

function writeOwnerOnly(file: string, text: string): void {
  writeFileSync(file, `${text}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/**
 * The hash of the generated moderator password, from the data directory. On first start a
 * password is generated and only its hash is written: the password itself is shown once and
 * exists nowhere else. A file from before hashing (the password in plain text) is replaced by
 * the hash of that same password, so the moderators keep theirs.
 */
async function storedPasswordHash(
  file: string,
): Promise<{ hash: string; generated?: string; rehashed?: boolean }> {
  const stored = existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  if (isPasswordHash(stored)) return { hash: stored };
  if (stored.startsWith("$")) {
    throw new ConfigError(
      `${file}: not a password hash this server can check; delete the file and restart to generate a new moderator password`,
    );
  }
  privateFolder(path.dirname(file));
  const password = stored === "" ? generatePassword() : stored;
  const hash = await hashPassword(password);
  writeOwnerOnly(file, hash);
  return stored === "" ? { hash, generated: password } : { hash, rehashed: true };
}

/**
 * The salt of MODERATOR_PASSWORD's hash, derived from the session secret: the same password gives
 * the same hash at every start and on every instance, which is how a start tells a new
 * MODERATOR_PASSWORD from the one it applied before without keeping the password anywhere
 * (docs/operations/the-night.md#staff-passwords). As secret, and as particular to the deployment,
 * as a random salt; a new SESSION_SECRET makes it a new hash, applied as a new password would be.
 */
function startPasswordSalt(sessionSecret: string): Buffer {
  return derivedKey(sessionSecret, "start-password-salt").subarray(0, SALT_BYTES);
}

/**
 * Fills in the secrets the environment did not give
 * (docs/operations/README.md#environment-variables: the session secret is generated into the data
 * directory; an unset MODERATOR_PASSWORD is generated and printed once), and hashes the moderator
 * password: from here on only the hash is kept. The hash of a generated password is stored next to
 * the session secret so a restart during the event does not lock the moderators out; delete the
 * file to get a new one.
 */
export async function resolveSecrets(config: ServerConfig): Promise<ResolvedSecrets> {
  const { moderatorPassword, ...rest } = config;
  const sessionSecret =
    config.sessionSecret ??
    storedSecret(config.dataDir, SESSION_SECRET_FILE, () => randomBytes(48).toString("base64url"))
      .value;
  if (moderatorPassword) {
    const moderatorPasswordHash = await hashPassword(
      moderatorPassword,
      undefined,
      startPasswordSalt(sessionSecret),
    );
    return { config: { ...rest, sessionSecret, moderatorPasswordHash } };
  }
  const passwordFile = path.join(config.dataDir, MODERATOR_PASSWORD_FILE);
  const stored = await storedPasswordHash(passwordFile);
  return {
    config: { ...rest, sessionSecret, moderatorPasswordHash: stored.hash },
    generatedPassword: stored.generated,
    passwordFile,
    passwordFileRehashed: stored.rehashed,
  };
}
