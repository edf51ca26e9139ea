/**
 * The Web Worker that solves proof-of-work challenges (proof-of-work.ts): altcha-lib's worker
 * protocol with the Web Crypto key derivation (its own worker modules use Node's crypto).
 */
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { handler } from "altcha-lib/workers/shared";

handler({ deriveKey });
