import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { FastifyInstance } from "fastify";
import { CHALLENGE_PATH } from "#core/proof-of-work";

/** Challenges as cheap as a test can afford (the real work is measured in docs/decisions/010). */
export const CHEAP_PROOFS = { proofCounter: { min: 1, max: 3 } } as const;

/** Solves `challenge` the way the toast does and encodes it for the `Altcha` header. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

export async function challengeOf(app: FastifyInstance): Promise<Challenge> {
  const response = await app.inject({ method: "GET", url: CHALLENGE_PATH });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode}`);
  return response.json<Challenge>();
}

/** A fresh challenge of `app`, solved: the value of an `Altcha` header. */
export async function proofFor(app: FastifyInstance): Promise<string> {
  return solve(await challengeOf(app));
}

/** The same over real HTTP, from a server at `url`. */
export async function proofFrom(url: string): Promise<string> {
  const response = await fetch(`${url}${CHALLENGE_PATH}`);
  if (response.status !== 200) throw new Error(`challenge: ${response.status}`);
  return solve((await response.json()) as Challenge);
}
