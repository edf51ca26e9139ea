import { useEffect, useState } from "react";
import { windowState, type MessageWindow } from "../../../core/message-window";

/**
 * The edition's days, as far as the banner is concerned: from 00:00 (the browser's local time)
 * of the day the page's message window opens until the window closes. Organisers announce
 * things from the morning of the first day (gates, queues), not only once messages open.
 */
export type DaysPhase = "before" | "during" | "after";

/** Local midnight of the day `instant` falls on. */
export function startOfLocalDay(instant: Date): Date {
  return new Date(instant.getFullYear(), instant.getMonth(), instant.getDate());
}

/** Where `now` is relative to the edition's days of `messageWindow`. */
export function daysPhase(now: Date, messageWindow: MessageWindow): DaysPhase {
  if (now.getTime() < startOfLocalDay(messageWindow.opensAt).getTime()) return "before";
  // The end is the window's own (its last second included): one rule, in core.
  return windowState(now, messageWindow) === "after" ? "after" : "during";
}

/** setTimeout's longest delay; a longer wait is re-checked when it fires. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;
/** From the window's last second on, the end is re-checked this often until core says "after". */
const CLOSING_RECHECK_MS = 1_000;
/** What may bring a page that waits for the days back to the foreground. */
const WAKE_EVENTS = ["focus", "pageshow", "online"] as const;

/**
 * Whether the page is within the edition's days, kept current without costing a page outside
 * them anything: before the days no timer runs, the phase is read again only when the page comes
 * back to the foreground (a phone unlocked, a tab switched to, a connection back); after them
 * nothing at all. During them one timer waits for the end. Client-only.
 */
export function useDuringEditionDays(messageWindow: MessageWindow): boolean {
  const [phase, setPhase] = useState(() => daysPhase(new Date(), messageWindow));

  useEffect(() => {
    const check = () => setPhase(daysPhase(new Date(), messageWindow));
    if (phase === "before") {
      for (const name of WAKE_EVENTS) window.addEventListener(name, check);
      document.addEventListener("visibilitychange", check);
      return () => {
        for (const name of WAKE_EVENTS) window.removeEventListener(name, check);
        document.removeEventListener("visibilitychange", check);
      };
    }
    if (phase === "after") return;
    let timer: ReturnType<typeof setTimeout>;
    const waitForEnd = () => {
      const remaining = messageWindow.closesAt.getTime() - Date.now();
      timer = setTimeout(
        () => {
          if (daysPhase(new Date(), messageWindow) === "after") check();
          else waitForEnd();
        },
        Math.min(Math.max(remaining, CLOSING_RECHECK_MS), MAX_TIMEOUT_MS),
      );
    };
    waitForEnd();
    return () => clearTimeout(timer);
  }, [phase, messageWindow]);

  return phase === "during";
}
