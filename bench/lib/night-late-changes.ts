import type { LateChange } from "#core/contract";
import type { FestivalSet } from "#core/festival-schedule";

/**
 * The late changes to the schedule in force while `npm run bench:night`'s phones poll
 * (server/moderation/README.md#late-changes): what a lead does on a rough night, so every answer
 * the phones get carries them. A changeover that overruns pushes the first day's last three sets
 * back by 15, 20 and 30 minutes, and one set of the last day is cancelled.
 */
export const NIGHT_DELAYS_MINUTES = [15, 20, 30] as const;

/** The night's changes among `sets` (the edition the server runs): 3 delays, 1 cancellation. */
export function nightLateChanges(sets: readonly FestivalSet[]): LateChange[] {
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

/**
 * A set with an entry may be on plan again: the server keeps the entry of a set put back, with no
 * delay and not cancelled.
 */
const offPlan = (change: LateChange) => change.cancelled || change.delayMinutes > 0;

/** "3 delays, 1 cancellation" (", 1 back on plan" when any is): the changes, for the printout. */
export function describeLateChanges(changes: readonly LateChange[]): string {
  const cancellations = changes.filter((change) => change.cancelled).length;
  const delays = changes.filter(offPlan).length - cancellations;
  const restored = changes.length - delays - cancellations;
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const described = `${count(delays, "delay", "delays")}, ${count(cancellations, "cancellation", "cancellations")}`;
  return restored === 0 ? described : `${described}, ${restored} back on plan`;
}

/**
 * Whether `answered` (a poll's lateChanges) holds exactly the changes `sent` that are in force, in
 * any order; an entry of a set back on plan is none.
 */
export function answersEvery(
  sent: readonly LateChange[],
  answered: readonly LateChange[],
): boolean {
  const key = (change: LateChange) =>
    `${change.setId}/${change.delayMinutes}/${String(change.cancelled)}`;
  const expected = new Set(sent.filter(offPlan).map(key));
  const inForce = answered.filter(offPlan);
  return inForce.length === expected.size && inForce.every((change) => expected.has(key(change)));
}
