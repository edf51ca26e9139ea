import type { SetChange } from "../../core/contract";
import type { FestivalSet } from "../../core/festival-schedule";

/**
 * The late changes to the schedule in force while `npm run bench:night`'s phones poll
 * (docs/product.md#late-changes): what a lead does on a rough night, so every answer the phones
 * get carries them. A changeover that overruns pushes the first day's last three sets back by
 * 15, 20 and 30 minutes, and one set of the last day is cancelled.
 */
export const NIGHT_DELAYS_MINUTES = [15, 20, 30] as const;

/** The night's changes among `sets` (the edition the server runs): 3 delays, 1 cancellation. */
export function nightSetChanges(sets: readonly FestivalSet[]): SetChange[] {
  const days = [...new Set(sets.map((set) => set.day))];
  const firstDay = sets.filter((set) => set.day === days[0]);
  const delayed = firstDay.slice(-NIGHT_DELAYS_MINUTES.length);
  const delays = delayed.map((set, index) => ({
    setId: set.id,
    delayMinutes: NIGHT_DELAYS_MINUTES[NIGHT_DELAYS_MINUTES.length - delayed.length + index] ?? 0,
    cancelled: false,
  }));
  const lastDay = sets.filter((set) => set.day === days.at(-1));
  const cancelled = lastDay.find((set) => !delayed.includes(set));
  return cancelled === undefined
    ? delays
    : [...delays, { setId: cancelled.id, delayMinutes: 0, cancelled: true }];
}

/** "3 delays, 1 cancellation": what the changes are, for the printout. */
export function describeSetChanges(changes: readonly SetChange[]): string {
  const cancellations = changes.filter((change) => change.cancelled).length;
  const delays = changes.length - cancellations;
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return `${count(delays, "delay", "delays")}, ${count(cancellations, "cancellation", "cancellations")}`;
}

/** Whether `answered` (a poll's setChanges) holds exactly the changes `sent`, in any order. */
export function answersEvery(sent: readonly SetChange[], answered: readonly SetChange[]): boolean {
  const key = (change: SetChange) =>
    `${change.setId}/${change.delayMinutes}/${String(change.cancelled)}`;
  const expected = new Set(sent.map(key));
  return answered.length === expected.size && answered.every((change) => expected.has(key(change)));
}
