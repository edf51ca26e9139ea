import type { Answer } from "./through-caddy";

/**
 * Requests sent in a loop while the topology changes under them: one loop per kind, each
 * sending its next request PAUSE_MS after the previous answer, every outcome timed.
 */
export interface Outcome extends Answer {
  readonly kind: string;
  readonly sentAt: number;
  readonly answeredAt: number;
}

const PAUSE_MS = 100;

export const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function probe(kinds: Record<string, (round: number) => Promise<Answer>>): {
  outcomes: () => readonly Outcome[];
  stop: () => Promise<Outcome[]>;
} {
  const outcomes: Outcome[] = [];
  let running = true;
  const loops = Object.entries(kinds).map(async ([kind, send]) => {
    for (let round = 0; running; round += 1) {
      const sentAt = Date.now();
      const answer = await send(round);
      outcomes.push({ ...answer, kind, sentAt, answeredAt: Date.now() });
      await settle(PAUSE_MS);
    }
  });
  return {
    outcomes: () => outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** The first outcome sent at or after `since` that got `status`. */
export function firstOk(
  outcomes: readonly Outcome[],
  status: number,
  since: number,
): Outcome | undefined {
  return outcomes
    .filter((outcome) => outcome.sentAt >= since && outcome.status === status)
    .sort((a, b) => a.sentAt - b.sentAt)[0];
}
