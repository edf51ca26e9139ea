/**
 * The proof of work a submission may carry (docs/decisions/010): what the toast and the server
 * must agree on. The challenge and its solution are ALTCHA's (altcha-lib v2).
 */

/** GET: a fresh challenge, JSON `{parameters, signature}`. */
export const CHALLENGE_PATH = "/api/submissions/challenge";

/**
 * The request header that carries a solved challenge with `POST /api/submissions`, so the body
 * stays the plain `{author, message}` (app/features/message-toast/README.md#sending): base64 of the
 * JSON `{challenge, solution}`.
 */
export const PROOF_HEADER = "Altcha";

/** How long a challenge can be solved and sent; the server refuses older ones as no proof. */
export const CHALLENGE_LIFETIME_MS = 10 * 60_000;
