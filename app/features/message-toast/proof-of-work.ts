import { solveChallenge, solveChallengeWorkers, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { readChallenge } from "#core/plain-readers";
import { CHALLENGE_PATH } from "#core/proof-of-work";
import { API_HOST } from "./send-message";

/** A solve that runs longer than this is abandoned; the message goes without a proof. */
const SOLVE_TIMEOUT_MS = 20_000;
/** Workers solving one challenge together: phones have several cores, typing needs one. */
const MAX_WORKERS = 2;

/** A proof being prepared for the next message (docs/decisions/010). */
export interface ProofTicket {
  /** The `Altcha` header's value once solved, or null when there will be none. */
  readonly proof: Promise<string | null>;
  /** `performance.now()` when it was started (a challenge expires). */
  readonly startedAt: number;
  /** Stops the work (the form is gone, or the proof is no longer wanted). */
  cancel(): void;
}

export interface ProofOptions {
  fetchImpl?: typeof fetch;
  url?: string;
  /** Solves a challenge; by default in Web Workers, else on the main thread in small steps. */
  solve?: (challenge: Challenge, controller: AbortController) => Promise<Solution | null>;
}

export function challengeUrl(host: string = API_HOST): string {
  return `${host}${CHALLENGE_PATH}`;
}

/** The worker module is its own file, fetched only when a proof is first solved. */
function createWorker(): Worker {
  return new Worker(new URL("./proof-worker.ts", import.meta.url), { type: "module" });
}

/**
 * In Web Workers, so typing never waits for the work; where workers cannot start, on the main
 * thread, where each step awaits Web Crypto and the page stays responsive between steps.
 */
async function solveDefault(
  challenge: Challenge,
  controller: AbortController,
): Promise<Solution | null> {
  if (typeof Worker === "function") {
    try {
      return await solveChallengeWorkers({
        challenge,
        controller,
        createWorker,
        concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1),
        timeout: SOLVE_TIMEOUT_MS,
      });
    } catch {
      if (controller.signal.aborted) return null;
    }
  }
  return solveChallenge({ challenge, controller, deriveKey, timeout: SOLVE_TIMEOUT_MS });
}

async function fetchAndSolve(
  { fetchImpl = fetch, url = challengeUrl(), solve = solveDefault }: ProofOptions,
  controller: AbortController,
): Promise<string | null> {
  // Web Crypto exists only in secure contexts (HTTPS, localhost): elsewhere, no proof.
  if (typeof crypto === "undefined" || crypto.subtle === undefined) return null;
  try {
    const response = await fetchImpl(url, { cache: "no-store", signal: controller.signal });
    if (!response.ok) return null;
    // Read without zod: the toast stays small (core/plain-readers.ts).
    const challenge = readChallenge(await response.json());
    if (challenge === undefined) return null;
    const solution = await solve(challenge, controller);
    if (solution === null || controller.signal.aborted) return null;
    return btoa(JSON.stringify({ challenge, solution }));
  } catch {
    return null;
  }
}

/** Fetches a challenge and starts solving it; never rejects. */
export function startProof(options: ProofOptions = {}): ProofTicket {
  const controller = new AbortController();
  return {
    proof: fetchAndSolve(options, controller),
    startedAt: performance.now(),
    cancel: () => controller.abort(),
  };
}
