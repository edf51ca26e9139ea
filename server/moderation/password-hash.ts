import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Moderator passwords are kept and checked only as scrypt hashes (node:crypto: no native
 * dependency), written as PHC strings: `$scrypt$ln=15,r=8,p=1$<salt>$<hash>` (base64, unpadded).
 *
 * N = 2^15, r = 8, p = 1 needs 32 MiB and about 50–100 ms per check on a server core: slow and
 * memory-hard enough that a stolen hash of a short MODERATOR_PASSWORD costs an attacker dearly, yet
 * a login stays instant for a person, and the login throttle bounds how many checks anyone can ask
 * for (server/plugins/README.md#staff-login). The parameters travel in the string, so stronger ones
 * later still verify hashes written today.
 */
const LOG2_N = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
export const SALT_BYTES = 16;
const KEY_BYTES = 32;

const PHC =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{16,})\$([A-Za-z0-9+/]{22,})$/;

interface ParsedHash {
  options: ScryptOptions;
  salt: Buffer;
  key: Buffer;
}

/** Node refuses a cost above `maxmem`; scrypt needs 128·N·r bytes plus a little. */
function scryptOptions(log2N: number, r: number, p: number): ScryptOptions {
  const N = 2 ** log2N;
  return { N, r, p, maxmem: 2 * 128 * N * r };
}

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  // The callback form runs on libuv's thread pool: a check never blocks the event loop.
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const base64 = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");

/** Whether `text` is a hash this module wrote (with parameters it is willing to run). */
export function isPasswordHash(text: string): boolean {
  return parse(text) !== null;
}

function parse(text: string): ParsedHash | null {
  const match = PHC.exec(text.trim());
  if (!match) return null;
  const [log2N, r, p] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  // Bounds keep a damaged or planted file from asking for gigabytes or minutes per check.
  if (log2N < 10 || log2N > 20 || r < 1 || r > 16 || p < 1 || p > 4) return null;
  return {
    options: scryptOptions(log2N, r, p),
    salt: Buffer.from(match[4] ?? "", "base64"),
    key: Buffer.from(match[5] ?? "", "base64"),
  };
}

/** The lowest cost a hash may carry (2^10: about 1 ms), for test fixtures only. */
export const FIXTURE_LOG2_N = 10;

/**
 * A fresh salt and the hash of `password`, as a PHC string. Every account gets the full cost;
 * the server tests' fixture password alone is hashed at FIXTURE_LOG2_N, since the suites sign in
 * hundreds of times and verification follows the cost the string names either way. Only
 * MODERATOR_PASSWORD comes with a salt of its own (server/config/secrets.ts).
 */
export async function hashPassword(
  password: string,
  log2N: number = LOG2_N,
  salt: Buffer = randomBytes(SALT_BYTES),
): Promise<string> {
  const options = scryptOptions(log2N, BLOCK_SIZE, PARALLELISM);
  const key = await derive(password, salt, KEY_BYTES, options);
  return `$scrypt$ln=${log2N},r=${BLOCK_SIZE},p=${PARALLELISM}$${base64(salt)}$${base64(key)}`;
}

/**
 * Whether `password` matches `hash`; false for a hash that does not parse. The comparison is
 * constant-time, so the answer's timing says nothing about how much of the key matched.
 */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parse(hash);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.key.length, parsed.options);
  return timingSafeEqual(key, parsed.key);
}
