/**
 * The idempotency key of a submission (server/README.md#messages-in-flight): what the
 * toast and the server must agree on so that a message resent after a lost answer is stored
 * once. Plain constants and functions, no zod: the toast's chunk imports this module.
 */

/**
 * The request header of `POST /api/submissions` that names one message: the toast sends a new
 * key with each message and the same key again when it resends that message.
 */
/**
 * Not the draft standard's `Idempotency-Key`: Go's HTTP client, inside Caddy, treats a POST with
 * that header as safe to replay on its own, and when an instance stops mid-request its replay
 * fails over with a body already read, which Caddy blames on the healthy instance — both are then
 * out of rotation for 10 s (measured in test:deploy's rolling deploy,
 * server/README.md#messages-in-flight). Under our own name Caddy never repeats a POST; the toast
 * does, once.
 */
export const IDEMPOTENCY_HEADER = "Submission-Key";

/** A UUID in its usual text form, any version, either case (RFC 9562). */
const KEY_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The key as the server stores it (lower case), or undefined when `value` is not one: the
 * server answers such a header with 400, so a client's bug never silently turns resends into
 * copies.
 */
export function normalizeIdempotencyKey(value: string): string | undefined {
  return KEY_SHAPE.test(value) ? value.toLowerCase() : undefined;
}

/** The source of randomness the key needs: Web Crypto, in browsers and in Node alike. */
export type RandomSource = Pick<Crypto, "getRandomValues"> & { randomUUID?: () => string };

/**
 * A fresh random key (a version 4 UUID). `crypto.randomUUID` exists only in secure contexts,
 * and a rehearsal may serve the site over plain HTTP, so the key is built from
 * `getRandomValues`, which every context has, when it is missing; where there is no Web Crypto
 * at all, from `Math.random`, which is still far from ever repeating a key.
 */
export function newIdempotencyKey(
  random: Partial<RandomSource> | undefined = globalThis.crypto,
): string {
  if (typeof random?.randomUUID === "function") return random.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof random?.getRandomValues === "function") random.getRandomValues(bytes);
  else bytes.forEach((_, index) => (bytes[index] = Math.floor(Math.random() * 256)));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // the RFC's variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
