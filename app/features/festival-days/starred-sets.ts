import { useSyncExternalStore } from "react";
import { edition } from "#content-layer";
import { editionSlug } from "../../edition";

/**
 * The visitor's plan: the ids of the sets they starred, kept in this browser's localStorage only
 * (no account, no request; README.md). One key per edition, so next year's
 * plan starts empty. Every star and the "Mój plan" list read the same store, and a change in
 * another tab arrives through the `storage` event.
 */
export const PLAN_STORAGE_KEY = `juwenalia:plan:${editionSlug(edition)}`;

const EMPTY: ReadonlySet<string> = new Set();
let current: ReadonlySet<string> | undefined;
const listeners = new Set<() => void>();

function read(): ReadonlySet<string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PLAN_STORAGE_KEY) ?? "[]");
    const ids = Array.isArray(parsed) ? parsed.filter((id) => typeof id === "string") : [];
    // The same empty set as while hydrating: a visitor with no plan re-renders nothing.
    return ids.length === 0 ? EMPTY : new Set(ids);
  } catch {
    return EMPTY; // storage blocked or the value damaged: an empty plan, never a crash
  }
}

function snapshot(): ReadonlySet<string> {
  current ??= read();
  return current;
}

function publish(next: ReadonlySet<string>): void {
  current = next;
  try {
    localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify([...next]));
  } catch {
    // storage blocked: the star still holds for this page view
  }
  for (const listener of listeners) listener();
}

/** Another tab changed the plan: read it again and tell every star. */
function onStorage(event: StorageEvent): void {
  if (event.key !== PLAN_STORAGE_KEY) return;
  current = read();
  for (const listener of listeners) listener();
}

/** One `storage` listener for the whole page, however many stars it shows. */
function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** Stars or unstars one set. */
export function setStarred(setId: string, starred: boolean): void {
  const plan = snapshot();
  if (plan.has(setId) === starred) return;
  const next = new Set(plan);
  if (starred) next.add(setId);
  else next.delete(setId);
  publish(next);
}

/** Stars every one of `setIds` at once ("Dodaj wszystkie do mojego planu"): one write, one render. */
export function starSets(setIds: readonly string[]): void {
  const plan = snapshot();
  const next = new Set([...plan, ...setIds]);
  if (next.size !== plan.size) publish(next);
}

/** The starred set ids; empty while prerendering and hydrating. */
export function useStarredSets(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** For tests: forget the cached plan so the next read comes from storage. */
export function resetStarredSetsCache(): void {
  current = undefined;
}
