import { useCallback, useEffect, useRef } from "react";
import { CHALLENGE_LIFETIME_MS } from "#core/proof-of-work";
import { startProof, type ProofTicket } from "./proof-of-work";

/** How long a send waits for a proof still being solved before it goes without one. */
export const PROOF_GRACE_MS = 1_500;
/** A proof older than this may expire before the server sees it: a new one is started. */
const PROOF_MAX_AGE_MS = CHALLENGE_LIFETIME_MS - 60_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/**
 * The proof of work for the toast's next message (docs/decisions/010): `prepare` starts one
 * (fetch a challenge, solve it) while the visitor types, `take` hands it to a send — waiting up
 * to PROOF_GRACE_MS for it — and the message after needs a new one.
 */
export function useProofOfWork(start: () => ProofTicket = startProof) {
  const ticket = useRef<ProofTicket | null>(null);

  useEffect(() => () => ticket.current?.cancel(), []);

  const prepare = useCallback(() => {
    const current = ticket.current;
    if (current && performance.now() - current.startedAt < PROOF_MAX_AGE_MS) return;
    current?.cancel();
    ticket.current = start();
  }, [start]);

  /** The proof for this send, or undefined: none could be had in time. */
  const take = useCallback(async (): Promise<string | undefined> => {
    prepare();
    const taken = ticket.current;
    ticket.current = null;
    if (!taken) return undefined;
    const proof = await within(taken.proof, PROOF_GRACE_MS);
    if (proof === null) taken.cancel();
    return proof ?? undefined;
  }, [prepare]);

  return { prepare, take };
}
