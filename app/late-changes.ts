import { useSyncExternalStore } from "react";
import type { LateChangeInForce } from "#core/contract/screen-control";

/**
 * The leads' late changes to the schedule as this page last heard them
 * (app/features/festival-days/README.md). They arrive with the announcement's poll — one small
 * cached answer for both, asked only during the edition's days — and the timetable, now/next and
 * "Mój plan" read them here. Until the first answer, and while prerendering, there are none:
 * the page shows the schedule as content gives it.
 */

const NONE: readonly LateChangeInForce[] = [];
let current: readonly LateChangeInForce[] = NONE;
let signature = "";
const listeners = new Set<() => void>();

/** Takes the changes of an answer; an unchanged list keeps its identity (no re-render). */
export function publishLateChanges(changes: readonly LateChangeInForce[]): void {
  const next = JSON.stringify(changes);
  if (next === signature) return;
  signature = next;
  current = changes.length === 0 ? NONE : changes;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The late changes in force, as last heard. */
export function useLateChanges(): readonly LateChangeInForce[] {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => NONE,
  );
}
