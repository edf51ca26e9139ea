import { useCallback, useEffect, useRef, useState } from "react";
import language from "virtual:texts/language";
import type { ReminderMinutes } from "#core/contract/push";
import { readPushMemory, writePushMemory } from "./push-memory";
import {
  browserFacts,
  cancelSubscription,
  DEFAULT_REMINDER,
  fetchServerKey,
  keyBytes,
  pushSupport,
  REMINDER_CHOICES,
  sendSubscription,
  sentSignature,
  subscriptionBody,
  workerRegistration,
} from "./push-subscription";

/** Where this browser stands, each with its own sentence (app/texts/…/push-notifications.ts). */
export type NotificationsStatus =
  "checking" | "unsupported" | "home-screen-needed" | "unavailable" | "denied" | "off" | "on";

/** A tap that did not get through, said until the next one. */
export type NotificationsProblem = "failedOn" | "failedOff" | null;

/** The server hears the subscription again after a day, in case it lost it. */
const RESEND_AFTER_MS = 24 * 3600_000;
/** Stars tapped in a row make one request, not one each. */
const PLAN_SEND_DELAY_MS = 1500;
/** An emptied plan turns them off after this long: time for "Cofnij" on the last set removed. */
const EMPTY_PLAN_GRACE_MS = 5000;

const reminderFromMemory = (): ReminderMinutes =>
  REMINDER_CHOICES.find((choice) => choice === readPushMemory().reminderMinutes) ??
  DEFAULT_REMINDER;

/** The two subscriptions' keys are the same bytes (the server's key may have been replaced). */
function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

/**
 * Where this browser stands now; keeps the server's key for a tap. A browser that remembers them
 * on but holds no subscription (the visitor cleared the site's data) forgets them.
 */
async function readStatus(serverKey: { current: string | null }): Promise<NotificationsStatus> {
  const support = pushSupport(browserFacts());
  if (support !== "supported") return support;
  if (Notification.permission === "denied") return "denied";
  try {
    serverKey.current = await fetchServerKey();
    if (serverKey.current === null) return "unavailable";
    // Before the site's worker is active (a first visit, while it installs) nothing can be
    // subscribed yet: off, with no wait.
    const registration = await navigator.serviceWorker.getRegistration();
    const existing = registration?.active ? await registration.pushManager.getSubscription() : null;
    const on = existing !== null && Notification.permission === "granted";
    const memory = readPushMemory();
    if (!on && memory.on) writePushMemory({ on: false, reminderMinutes: memory.reminderMinutes });
    return on ? "on" : "off";
  } catch {
    // The server did not answer (offline at the stage): nothing to switch on now.
    return "unavailable";
  }
}

/**
 * The notifications of "Mój plan" (README.md): what the browser allows, on and off from a tap,
 * and the server kept in step with the plan and the reminder while they are on. An emptied plan
 * turns them off, as the visitor would expect from "clearing the plan stops them".
 */
export function usePlanNotifications(setIds: readonly string[]) {
  const [status, setStatus] = useState<NotificationsStatus>("checking");
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<NotificationsProblem>(null);
  const [reminder, setReminder] = useState<ReminderMinutes>(reminderFromMemory);
  const serverKey = useRef<string | null>(null);

  useEffect(() => {
    let current = true;
    const check = () => {
      void readStatus(serverKey).then((next) => {
        if (current) setStatus(next);
      });
    };
    check();
    // Back from the browser's site settings, a refused permission may be allowed again.
    const again = () => {
      if (document.visibilityState === "visible") check();
    };
    document.addEventListener("visibilitychange", again);
    return () => {
      current = false;
      document.removeEventListener("visibilitychange", again);
    };
  }, []);

  const send = useCallback(
    async (subscription: PushSubscription, minutes: ReminderMinutes) => {
      const body = subscriptionBody(subscription, setIds, minutes, language.code);
      await sendSubscription(body);
      writePushMemory({
        on: true,
        reminderMinutes: minutes,
        sent: sentSignature(body),
        sentAt: Date.now(),
      });
    },
    [setIds],
  );

  const turnOn = () => {
    // Asked in the tap itself: Safari shows no prompt once an await has passed.
    const asking = Notification.requestPermission();
    setWorking(true);
    setProblem(null);
    void (async () => {
      try {
        const permission = await asking;
        if (permission !== "granted") return setStatus(permission === "denied" ? "denied" : "off");
        const key = serverKey.current ?? (await fetchServerKey());
        if (key === null) return setStatus("unavailable");
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
        await send(subscription, reminder);
        setStatus("on");
      } catch {
        setProblem("failedOn");
      } finally {
        setWorking(false);
      }
    })();
  };

  const turnOff = useCallback(async () => {
    setWorking(true);
    setProblem(null);
    try {
      const subscription = await (await workerRegistration()).pushManager.getSubscription();
      if (subscription) await cancelSubscription(subscription);
      writePushMemory({ on: false, reminderMinutes: reminder });
      setStatus("off");
    } catch {
      setProblem("failedOff");
    } finally {
      setWorking(false);
    }
  }, [reminder]);

  const chooseReminder = (minutes: ReminderMinutes) => {
    setReminder(minutes);
    writePushMemory({ ...readPushMemory(), reminderMinutes: minutes });
  };

  // While on: an emptied plan turns them off; a changed plan or reminder is sent (once a day
  // regardless, in case the server lost it).
  const planKey = setIds.join(",");
  useEffect(() => {
    if (status !== "on" || working) return;
    if (setIds.length === 0) {
      const timer = setTimeout(() => void turnOff(), EMPTY_PLAN_GRACE_MS);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(() => {
      void (async () => {
        const subscription = await (await workerRegistration()).pushManager.getSubscription();
        if (!subscription) return setStatus("off");
        const memory = readPushMemory();
        const body = subscriptionBody(subscription, setIds, reminder, language.code);
        const fresh = Date.now() - (memory.sentAt ?? 0) < RESEND_AFTER_MS;
        if (memory.sent === sentSignature(body) && fresh) return;
        await send(subscription, reminder);
      })().catch(() => {
        // Not heard this time: the next change or page load sends it again.
      });
    }, PLAN_SEND_DELAY_MS);
    return () => clearTimeout(timer);
    // planKey stands for setIds' contents: a new array with the same ids sends nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, working, planKey, reminder]);

  return { status, working, problem, reminder, turnOn, turnOff, chooseReminder };
}
