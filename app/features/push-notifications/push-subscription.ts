import type {
  DEFAULT_REMINDER_MINUTES,
  PushLanguage,
  PushSubscriptionBody,
  REMINDER_MINUTES,
  ReminderMinutes,
} from "#core/contract/push";
import { API_HOST } from "../../api-host";

/**
 * The browser's side of Web Push (README.md): the server's key, the subscription through the
 * service worker's pushManager, and the calls that hand it to the server or take it back (whether
 * this browser can at all is push-support.ts). No zod here (the public pages' chunks stay small, core/README.md#the-contract):
 * the contract's constants are copied as values TypeScript holds equal to the contract's types.
 */
export const REMINDER_CHOICES: typeof REMINDER_MINUTES = [0, 5, 10, 15, 30];
export const DEFAULT_REMINDER: typeof DEFAULT_REMINDER_MINUTES = 10;

const KEY_PATTERN = /^[A-Za-z0-9_-]+$/;

/** GET /api/push/key: the server's VAPID public key, or null when it sends no notifications. */
export async function fetchServerKey(fetcher: typeof fetch = fetch): Promise<string | null> {
  const response = await fetcher(`${API_HOST}/api/push/key`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`push key: ${response.status}`);
  const body: unknown = await response.json();
  const publicKey = (body as { publicKey?: unknown } | null)?.publicKey;
  if (typeof publicKey !== "string" || !KEY_PATTERN.test(publicKey)) {
    throw new Error("push key: not a key");
  }
  return publicKey;
}

/** The page's service worker (README.md, "The service worker"); fails after `waitMs`. */
export async function workerRegistration(waitMs = 30_000): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("no service worker")), waitMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** base64url (the server's key) to the bytes pushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** What PUT /api/push/subscription sends: the subscription's endpoint and keys, never more. */
export function subscriptionBody(
  subscription: PushSubscription,
  setIds: readonly string[],
  reminderMinutes: ReminderMinutes,
  language: PushLanguage,
): PushSubscriptionBody {
  const { endpoint, keys } = subscription.toJSON();
  return {
    subscription: {
      endpoint: endpoint ?? subscription.endpoint,
      keys: { p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" },
    },
    language,
    setIds: [...setIds].sort(),
    reminderMinutes,
  };
}

/** What the server last heard, as one string: sent again only when it changes. */
export function sentSignature(body: PushSubscriptionBody): string {
  return JSON.stringify([
    body.subscription.endpoint,
    body.language,
    body.reminderMinutes,
    body.setIds,
  ]);
}

/** PUT /api/push/subscription: the subscription with the plan and the reminder chosen. */
export async function sendSubscription(
  body: PushSubscriptionBody,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  const response = await fetcher(`${API_HOST}/api/push/subscription`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`push subscription: ${response.status}`);
}

/**
 * Turns them off: the browser's subscription first (the push service then refuses whatever the
 * server still sends, and the server deletes it on that 410), then DELETE so the server forgets
 * it at once; a failed DELETE is not the visitor's problem.
 */
export async function cancelSubscription(
  subscription: PushSubscription,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  try {
    await fetcher(`${API_HOST}/api/push/subscription`, {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ endpoint }),
    });
  } catch {
    // offline: the push service's 410 tells the server instead
  }
}
