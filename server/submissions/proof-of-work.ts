import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import { CHALLENGE_LIFETIME_MS } from "#core/proof-of-work";
import { derivedKey } from "../config/derived-keys";
import type { RateCounters } from "../db/rate-counters";

/**
 * The work a challenge asks for (docs/decisions/010): the solver derives PBKDF2-SHA-256 keys of
 * `PROOF_COST` iterations for counters 0, 1, 2, … until it meets the one the server picked at
 * random in `PROOF_COUNTER`, so the work is bounded (no unlucky visitor waits ten times longer)
 * and the server checks a solution with one HMAC. Measured in docs/decisions/010.
 */
export const PROOF_ALGORITHM = "PBKDF2/SHA-256";
export const PROOF_COST = 1_000;
export const PROOF_COUNTER = { min: 60, max: 200 } as const;

/** A header longer than this is not a proof we issued (ours are under 1 KiB). */
const MAX_HEADER_LENGTH = 4_096;

/** The payload's shape, checked before altcha-lib reads it; unknown keys stay (they are signed). */
const PayloadSchema = z.object({
  challenge: z.looseObject({
    parameters: z.looseObject({
      algorithm: z.literal(PROOF_ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{1,128}$/),
      salt: z.string().regex(/^[0-9a-f]{1,128}$/),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.looseObject({ counter: z.number(), derivedKey: z.string().max(256) }),
});

type Payload = z.infer<typeof PayloadSchema>;

/** The payload of an `Altcha` header, or null when it is not even shaped like one. */
export function parseProofHeader(header: string | undefined): Payload | null {
  if (header === undefined || header.length === 0 || header.length > MAX_HEADER_LENGTH) {
    return null;
  }
  try {
    const json: unknown = JSON.parse(Buffer.from(header, "base64").toString("utf8"));
    const parsed = PayloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What routes may do with the proofs: hand out a challenge. Verifying and spending one writes the
 * rate counters, so it goes through the admission (server/submissions/admission.ts).
 */
export type ProofChallenges = Pick<ProofOfWork, "challenge">;

/**
 * ALTCHA challenges signed with a key derived from the session secret (so every instance that
 * shares the secret accepts the others' challenges), and their one-time verification: a proof
 * is spent in the shared counters, so a replay on any instance is no proof.
 */
export class ProofOfWork {
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;

  constructor(
    sessionSecret: string,
    private readonly counters: RateCounters,
    private readonly counter: { min: number; max: number } = PROOF_COUNTER,
  ) {
    // Two keys, one per use, so neither signs what the other does.
    this.signatureSecret = derivedKey(sessionSecret, "proof-challenge").toString("hex");
    this.keySignatureSecret = derivedKey(sessionSecret, "proof-key").toString("hex");
  }

  /** A new challenge, valid for CHALLENGE_LIFETIME_MS. */
  async challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: PROOF_ALGORITHM,
      cost: PROOF_COST,
      counter: randomInt(this.counter.max, this.counter.min),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  /**
   * Whether `header` holds a solved challenge of ours, unexpired and never spent before; it is
   * spent now. Anything else — absent, malformed, forged, expired, replayed — is no proof. Only a
   * verified proof is written to the counters, so forgeries cost the store nothing. A counters
   * failure is thrown (the caller answers 503).
   */
  async verifyAndSpend(header: string | undefined): Promise<boolean> {
    const payload = parseProofHeader(header);
    if (payload === null || !(await this.verifies(payload))) return false;
    const uses = await this.counters.hit(
      `proof:${payload.challenge.signature}`,
      CHALLENGE_LIFETIME_MS,
    );
    return uses.count === 1;
  }

  private async verifies({ challenge, solution }: Payload): Promise<boolean> {
    try {
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.signatureSecret,
        hmacKeySignatureSecret: this.keySignatureSecret,
      });
      return result.verified;
    } catch {
      return false;
    }
  }
}
