import { hkdfSync } from "node:crypto";

/**
 * What each key derived from SESSION_SECRET is for. One key per use, so a key that leaks from one
 * use (a log, a bug in one feature) signs or opens nothing of another, and no use ever holds the
 * session secret itself (docs/security.md, "Secrets").
 */
export const KEY_PURPOSES = [
  // @fastify/cookie's signatures: the staff session and the trusted-device cookie.
  "cookie-signing",
  // The keys in the screens' links (server/screens/screen-keys.ts).
  "screen-keys",
  // Keyed hashes of devices and addresses (server/submissions/sender-key.ts).
  "identity-hash",
  // ALTCHA's challenge signatures and its derived-key signatures (proof-of-work.ts).
  "proof-challenge",
  "proof-key",
  // The salt of MODERATOR_PASSWORD's hash (secrets.ts).
  "start-password-salt",
  // AES-256-GCM encryption of the staff's TOTP secrets at rest.
  "second-factor-secrets",
] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

/** Fixed, public and ours: HKDF's salt only separates our keys from any other use of the secret. */
const SALT = "juwenalia-syrenki: keys from SESSION_SECRET";

/** The 32-byte key for `purpose`, by HKDF-SHA256 (RFC 5869) from the session secret. */
export function derivedKey(sessionSecret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, SALT, purpose, 32));
}
