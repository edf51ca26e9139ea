import { compact, estimator, PLACEHOLDERS } from "../moderation/password-policy";

/**
 * The secrets an operator puts in the environment must be real ones. A value copied from an
 * example (`CHANGE-ME-openssl-rand-hex-32`), a pattern typed to reach the length, or a guessable
 * word would start the server with a key anyone can look up, so the start refuses each of them
 * with a line naming the variable. The strength is zxcvbn's estimate of guesses (the staff
 * passwords' library, server/moderation/password-policy.ts): it counts repeats, sequences and
 * dictionary words, and a random string of n characters as about 10^n.
 */

/** Words of the shipped examples and docs that no real secret contains, compared compacted. */
const SECRET_PLACEHOLDERS = [
  ...PLACEHOLDERS,
  "example",
  "placeholder",
  "replaceme",
  "opensslrand",
  "yoursecret",
  "przyklad",
];

/** How many guesses (log10) each secret must take at least, and how to make a good one. */
export const SECRET_STRENGTH = {
  SESSION_SECRET: { minGuessesLog10: 24, make: "openssl rand -hex 32" },
  METRICS_TOKEN: { minGuessesLog10: 14, make: "openssl rand -hex 32" },
  CMS_GITHUB_CLIENT_SECRET: { minGuessesLog10: 14, make: "GitHub's page of the OAuth app" },
  PREVIEW_PASSWORD: { minGuessesLog10: 10, make: "openssl rand -base64 12" },
} as const;

export type CheckedSecret = keyof typeof SECRET_STRENGTH;

/** Why `value` cannot be the secret `name`, or undefined when it can. */
export function weakSecretReason(name: CheckedSecret, value: string): string | undefined {
  const { minGuessesLog10, make } = SECRET_STRENGTH[name];
  const compacted = compact(value);
  const placeholder = SECRET_PLACEHOLDERS.find((word) => compacted.includes(word));
  if (placeholder) {
    return `is a placeholder from an example (it contains "${placeholder}"): set a secret of your own (${make})`;
  }
  const result = estimator().check(value);
  const patterned = result.sequence
    .filter((match) => ["repeat", "sequence", "spatial"].includes(match.pattern))
    .reduce((sum, match) => sum + match.token.length, 0);
  if (patterned * 2 >= value.length) {
    // The part itself stays out of the message: it is a piece of the secret.
    return `repeats a pattern over half its length: set a random one (${make})`;
  }
  if (result.guessesLog10 < minGuessesLog10) {
    return `is too easy to guess (about 10^${Math.floor(result.guessesLog10)} guesses, at least 10^${minGuessesLog10} needed): set a random one (${make})`;
  }
  return undefined;
}
