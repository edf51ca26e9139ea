import language from "virtual:texts/language";
import type { ReminderMinutes } from "#core/contract/push";
import { readPushMemory, writePushMemory } from "./push-memory";
import {
  cancelSubscription,
  DEFAULT_REMINDER,
  fetchServerKey,
  keyBytes,
  REMINDER_CHOICES,
  sendSubscription,
  sentSignature,
  subscriptionBody,
  workerRegistration,
} from "./push-subscription";
import { pushBlocker } from "./push-support";

/**
 * Turning notifications on and off (README.md), one copy for both places that do it: the plan's
 * card (use-plan-notifications.ts) and the shortcut's bell (shortcut-bell.tsx). No React here:
 * each keeps its own state, and they hear of each other through push-memory.ts.
 */

/** Where this browser stands, each with its own sentence (app/texts/…/push-notifications.ts). */
export type NotificationsStatus =
  "checking" | "unsupported" | "home-screen-needed" | "unavailable" | "denied" | "off" | "on";

/** What a tap on "on" ends in: on, or why not (the prompt closed without a choice is "off"). */
export type TurnOnOutcome = Extract<NotificationsStatus, "on" | "off" | "denied" | "unavailable">;

/** The server's VAPID key once fetched, kept for the next tap. */
export interface ServerKeyHolder {
  current: string | null;
}

/** The server hears the subscription again after a day, in case it lost it. */
const RESEND_AFTER_MS = 24 * 3600_000;

export const reminderFromMemory = (): ReminderMinutes =>
  REMINDER_CHOICES.find((choice) => choice === readPushMemory().reminderMinutes) ??
  DEFAULT_REMINDER;

/** The two subscriptions' keys are the same bytes (the server's key may have been replaced). */
function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

/**
 * Whether this browser holds a subscription it may use, with no request. A browser that
 * remembers them on but holds none (the visitor cleared the site's data or reset the permission)
 * forgets them. Before the site's worker is active (a first visit, while it installs) nothing can
 * be subscribed yet: not on, with no wait.
 */
export async function subscribedHere(): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration();
  const existing = registration?.active ? await registration.pushManager.getSubscription() : null;
  const on = existing !== null && Notification.permission === "granted";
  const memory = readPushMemory();
  if (!on && memory.on) writePushMemory({ on: false, reminderMinutes: memory.reminderMinutes });
  return on;
}

/** Where this browser stands now; keeps the server's key for a tap. */
export async function readStatus(serverKey: ServerKeyHolder): Promise<NotificationsStatus> {
  const blocker = pushBlocker();
  if (blocker) return blocker;
  try {
    serverKey.current = await fetchServerKey();
    if (serverKey.current === null) return "unavailable";
    return (await subscribedHere()) ? "on" : "off";
  } catch {
    // The server did not answer (offline at the stage): nothing to switch on now.
    return "unavailable";
  }
}

/** PUT the subscription with the plan and the reminder, and remember what the server heard. */
async function sendPlan(
  subscription: PushSubscription,
  setIds: readonly string[],
  minutes: ReminderMinutes,
): Promise<void> {
  const body = subscriptionBody(subscription, setIds, minutes, language.code);
  await sendSubscription(body);
  writePushMemory({
    on: true,
    reminderMinutes: minutes,
    sent: sentSignature(body),
    sentAt: Date.now(),
  });
}

/**
 * After the tap's `Notification.requestPermission()` (`asking`, called in the tap itself: Safari
 * shows no prompt once an await has passed): the subscription with the server's key, handed to
 * the server with the plan. Throws when a step fails (offline, the push service, our server).
 */
export async function turnOn(
  asking: Promise<NotificationPermission>,
  setIds: readonly string[],
  minutes: ReminderMinutes,
  serverKey: ServerKeyHolder = { current: null },
): Promise<TurnOnOutcome> {
  const permission = await asking;
  if (permission !== "granted") return permission === "denied" ? "denied" : "off";
  const key = serverKey.current ?? (await fetchServerKey());
  if (key === null) return "unavailable";
  serverKey.current = key;
  const { pushManager } = await workerRegistration();
  const bytes = keyBytes(key);
  let subscription = await pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, bytes)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: bytes,
  });
  await sendPlan(subscription, setIds, minutes);
  return "on";
}

/** Cancels the subscription here and at the server; the reminder's choice is kept. */
export async function turnOff(minutes: ReminderMinutes): Promise<void> {
  const subscription = await (await workerRegistration()).pushManager.getSubscription();
  if (subscription) await cancelSubscription(subscription);
  writePushMemory({ on: false, reminderMinutes: minutes });
}

/**
 * While on: sends the plan and the reminder when they differ from what the server last heard,
 * or a day after it heard them. False when the browser no longer holds a subscription.
 */
export async function keepPlanSent(
  setIds: readonly string[],
  minutes: ReminderMinutes,
): Promise<boolean> {
  const subscription = await (await workerRegistration()).pushManager.getSubscription();
  if (!subscription) return false;
  const memory = readPushMemory();
  const body = subscriptionBody(subscription, setIds, minutes, language.code);
  const fresh = Date.now() - (memory.sentAt ?? 0) < RESEND_AFTER_MS;
  if (memory.sent !== sentSignature(body) || !fresh) await sendPlan(subscription, setIds, minutes);
  return true;
}
