import { useSyncExternalStore } from "react";
import { edition } from "#content-layer";
import { editionSlug } from "../../edition";

/**
 * What this browser remembers of its notifications (README.md), in localStorage beside the plan:
 * whether they are on, the reminder chosen, and what the server last heard, so a page load sends
 * nothing new unless something changed. Tiny on purpose: "Mój plan" reads it before the
 * notifications' own chunk loads, to know whether to load it for an empty plan. It is also where
 * the plan's card and the shortcut's bell hear of each other: a change made by either (or in
 * another tab) reaches every `usePushOn` on the page.
 */
export const PUSH_STORAGE_KEY = `juwenalia:push:${editionSlug(edition)}`;

export interface PushMemory {
  /** Notifications are on in this browser (a subscription was handed to the server). */
  on: boolean;
  /** Minutes before each set; one of the contract's REMINDER_MINUTES. */
  reminderMinutes?: number;
  /** What the server last heard (push-subscription.ts, `sentSignature`). */
  sent?: string;
  /** When it heard it (ms since the epoch): the subscription is sent again after a day. */
  sentAt?: number;
}

export function readPushMemory(): PushMemory {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PUSH_STORAGE_KEY) ?? "{}");
    const fields = typeof parsed === "object" && parsed !== null ? parsed : {};
    const { on, reminderMinutes, sent, sentAt } = fields as Record<string, unknown>;
    return {
      on: on === true,
      reminderMinutes: typeof reminderMinutes === "number" ? reminderMinutes : undefined,
      sent: typeof sent === "string" ? sent : undefined,
      sentAt: typeof sentAt === "number" ? sentAt : undefined,
    };
  } catch {
    return { on: false }; // storage blocked or the value damaged: as if never turned on
  }
}

const listeners = new Set<() => void>();

export function writePushMemory(memory: PushMemory): void {
  try {
    localStorage.setItem(PUSH_STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // storage blocked: notifications still work, the next load asks the browser again
  }
  for (const listener of listeners) listener();
}

/** Another tab turned them on or off. */
function onStorage(event: StorageEvent): void {
  if (event.key !== PUSH_STORAGE_KEY) return;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever they are turned on or off, here or in another tab; returns the stop. */
export function onPushMemoryChange(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** Whether this browser remembers them on, kept current wherever they are turned on or off. */
export function usePushOn(): boolean {
  return useSyncExternalStore(
    onPushMemoryChange,
    () => readPushMemory().on,
    () => false,
  );
}
