import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ServerConfig } from "./config";

export const SESSION_SECRET_FILE = "session-secret";
export const MODERATOR_PASSWORD_FILE = "moderator-password";

/** The config with both secrets present: what `buildApp` needs. */
export type AppConfig = ServerConfig & { moderatorPassword: string; sessionSecret: string };

export interface ResolvedSecrets {
  config: AppConfig;
  /** Set when the moderator password was generated just now (main.ts prints it once). */
  generatedPassword?: string;
  /** Where a generated password is kept, when one is used. */
  passwordFile?: string;
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
  mkdirSync(dataDir, { recursive: true });
  const value = generate();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { value, created: true };
}

/** A password a person can type on a phone: 4 groups of 4 unambiguous characters. */
export function generatePassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(16);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]);
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join("")).join("-");
}

/**
 * Fills in the secrets the environment did not give (issue 6: "the session secret generated and
 * stored in the data directory when not given"; "MODERATOR_PASSWORD … when unset, npm start
 * generates one and prints it once"). The generated password is stored next to the session
 * secret so a restart during the event does not lock the moderators out; delete the file to
 * get a new one.
 */
export function resolveSecrets(config: ServerConfig): ResolvedSecrets {
  const sessionSecret =
    config.sessionSecret ??
    storedSecret(config.dataDir, SESSION_SECRET_FILE, () => randomBytes(48).toString("base64url"))
      .value;
  if (config.moderatorPassword) {
    return { config: { ...config, sessionSecret, moderatorPassword: config.moderatorPassword } };
  }
  const password = storedSecret(config.dataDir, MODERATOR_PASSWORD_FILE, generatePassword);
  return {
    config: { ...config, sessionSecret, moderatorPassword: password.value },
    generatedPassword: password.created ? password.value : undefined,
    passwordFile: path.join(config.dataDir, MODERATOR_PASSWORD_FILE),
  };
}
