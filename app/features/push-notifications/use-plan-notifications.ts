import { useCallback, useEffect, useRef, useState } from "react";
import type { ReminderMinutes } from "#core/contract/push";
import { onPushMemoryChange, readPushMemory, writePushMemory } from "./push-memory";
import { onPermissionChange } from "./push-support";
import {
  keepPlanSent,
  readStatus,
  reminderFromMemory,
  turnOff as turnOffHere,
  turnOn as turnOnHere,
  type NotificationsStatus,
} from "./push-switch";

export type { NotificationsStatus } from "./push-switch";

/** A tap that did not get through, said until the next one. */
export type NotificationsProblem = "failedOn" | "failedOff" | null;

/** Stars tapped in a row make one request, not one each. */
const PLAN_SEND_DELAY_MS = 1500;
/** An emptied plan turns them off after this long: time for "Cofnij" on the last set removed. */
const EMPTY_PLAN_GRACE_MS = 5000;

/**
 * The notifications of "Mój plan" (README.md): what the browser allows, on and off from a tap,
 * and the server kept in step with the plan and the reminder while they are on. An emptied plan
 * turns them off, as the visitor would expect from "clearing the plan stops them". Turned on or
 * off elsewhere (the shortcut's bell, another tab), or the permission changed, it looks again.
 */
export function usePlanNotifications(setIds: readonly string[]) {
  const [status, setStatus] = useState<NotificationsStatus>("checking");
  const [working, setWorkingState] = useState(false);
  // What a check finds while a tap is under way is already out of date: the tap's outcome wins.
  const busy = useRef(false);
  const setWorking = useCallback((value: boolean) => {
    busy.current = value;
    setWorkingState(value);
  }, []);
  const [problem, setProblem] = useState<NotificationsProblem>(null);
  const [reminder, setReminder] = useState<ReminderMinutes>(reminderFromMemory);
  const serverKey = useRef<string | null>(null);
  const [checks, setChecks] = useState(0);
  const checkAgain = useCallback(() => setChecks((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    void readStatus(serverKey).then((next) => {
      if (current && !busy.current) setStatus(next);
    });
    return () => {
      current = false;
    };
  }, [serverKey, checks]);

  // Back from the browser's site settings, a refused permission may be allowed again.
  useEffect(() => onPermissionChange(checkAgain), [checkAgain]);

  // The bell or another tab turned them on or off: what this card says follows.
  useEffect(
    () =>
      onPushMemoryChange(() => {
        const settled = status === "on" || status === "off";
        if (settled && !busy.current && readPushMemory().on !== (status === "on")) checkAgain();
      }),
    [status, checkAgain],
  );

  const turnOn = () => {
    // Asked in the tap itself: Safari shows no prompt once an await has passed.
    const asking = Notification.requestPermission();
    setWorking(true);
    setProblem(null);
    turnOnHere(asking, setIds, reminder, serverKey)
      .then(setStatus, () => setProblem("failedOn"))
      .finally(() => setWorking(false));
  };

  const turnOff = useCallback(async () => {
    setWorking(true);
    setProblem(null);
    try {
      await turnOffHere(reminder);
      setStatus("off");
    } catch {
      setProblem("failedOff");
    } finally {
      setWorking(false);
    }
  }, [reminder, setWorking]);

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
      keepPlanSent(setIds, reminder).then(
        (held) => {
          if (!held) setStatus("off");
        },
        () => {
          // Not heard this time: the next change or page load sends it again.
        },
      );
    }, PLAN_SEND_DELAY_MS);
    return () => clearTimeout(timer);
    // planKey stands for setIds' contents: a new array with the same ids sends nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, working, planKey, reminder]);

  return { status, working, problem, reminder, turnOn, turnOff, chooseReminder };
}
