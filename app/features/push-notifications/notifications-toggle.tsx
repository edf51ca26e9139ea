import { useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";
import texts from "virtual:texts/push-notifications";
import { PUSH_SUBSCRIPTIONS_KEPT_DAYS, type ReminderMinutes } from "#core/contract/push";
import { NOTIFICATIONS_ANCHOR } from "./notifications-anchor";
import { REMINDER_CHOICES } from "./push-subscription";
import { usePlanNotifications, type NotificationsStatus } from "./use-plan-notifications";
import "./push-notifications.css";

/** The sentence each state says; a failed tap says its own instead. */
const STATE_TEXTS: Record<NotificationsStatus, string> = {
  checking: texts.state.checking,
  unsupported: texts.state.unsupported,
  "home-screen-needed": texts.state.homeScreenNeeded,
  unavailable: texts.state.unavailable,
  denied: texts.state.denied,
  off: texts.state.off,
  on: texts.state.on,
};

/**
 * "Powiadomienia" in "Mój plan" (README.md): a switch that asks for the browser's permission only
 * once tapped, the reminder's choice while they are on, and in every other case a sentence saying
 * why not and what to do. A chunk of its own (plan-notifications.tsx loads it). With nothing in
 * the plan it shows nothing: an emptied plan has just turned them off. The shortcut's bell links
 * here (`#powiadomienia`); the keyboard lands on the heading then, as it does on the plan's.
 */
export function NotificationsToggle({ setIds }: { setIds: readonly string[] }) {
  const { status, working, problem, reminder, turnOn, turnOff, chooseReminder } =
    usePlanNotifications(setIds);
  const titleId = useId();
  const reminderId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const { hash, key } = useLocation();
  const shown = setIds.length > 0;
  useEffect(() => {
    if (shown && hash === `#${NOTIFICATIONS_ANCHOR}`) title.current?.focus({ preventScroll: true });
  }, [hash, key, shown]);
  if (!shown) return null;
  const switchable = status === "on" || status === "off";
  const sentence = working
    ? texts.state.working
    : problem !== null
      ? texts.state[problem]
      : STATE_TEXTS[status];
  return (
    <section
      id={NOTIFICATIONS_ANCHOR}
      className="plan-notifications"
      aria-labelledby={titleId}
      data-status={status}
      aria-busy={working || status === "checking" || undefined}
    >
      <h3 ref={title} id={titleId} className="plan-notifications__title" tabIndex={-1}>
        {texts.title}
      </h3>
      <p className="plan-notifications__intro">{texts.intro}</p>
      {switchable ? (
        <label className="plan-notifications__switch">
          <input
            type="checkbox"
            role="switch"
            checked={status === "on"}
            aria-disabled={working || undefined}
            onChange={() => {
              if (working) return;
              if (status === "on") void turnOff();
              else turnOn();
            }}
          />
          <span>{texts.switchLabel}</span>
        </label>
      ) : null}
      {status === "on" ? (
        <p className="plan-notifications__reminder">
          <label htmlFor={reminderId}>{texts.reminder.label}</label>
          <select
            id={reminderId}
            value={reminder}
            onChange={(event) => chooseReminder(Number(event.target.value) as ReminderMinutes)}
          >
            {REMINDER_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes === 0 ? texts.reminder.off : texts.reminder.minutesBefore(minutes)}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <p
        className="plan-notifications__state"
        role="status"
        data-problem={problem !== null || undefined}
      >
        {sentence}
      </p>
      {status === "home-screen-needed" ? (
        <ol className="plan-notifications__steps">
          {texts.state.homeScreenSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null}
      {switchable ? (
        <p className="plan-notifications__privacy">{texts.privacy(PUSH_SUBSCRIPTIONS_KEPT_DAYS)}</p>
      ) : null}
    </section>
  );
}
