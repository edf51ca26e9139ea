import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import texts from "virtual:texts/push-notifications";
import { BellIcon } from "../../components/bell-icon";
import { NOTIFICATIONS_LINK } from "./notifications-anchor";
import { usePushOn } from "./push-memory";
import { onPermissionChange, pushBlocker, type PushBlocker } from "./push-support";
import "./shortcut-bell.css";

/** The card's code to turn them on; loaded by the tap, or to check them when they are on. */
const loadSwitch = () => import("./push-switch");

/** How long what a tap brought stays on screen (it is also said by the live region). */
const NOTE_MS = 10_000;

type BellState = "off" | "on" | PushBlocker | "unavailable";

const LINK_NAMES: Record<Exclude<BellState, "off">, string> = {
  on: texts.bell.on,
  "home-screen-needed": texts.bell.homeScreenNeeded,
  unsupported: texts.bell.unavailable,
  denied: texts.bell.denied,
  unavailable: texts.bell.unavailable,
};

/**
 * The bell beside the plan's shortcut (README.md, "From the plan's shortcut"), handed to it by
 * the bottom bar when the plan has a set. Off, it is a button that turns them on as the card's
 * switch does (the permission asked in the tap itself, then push-switch.ts, loaded then). On, or
 * where the browser cannot, it is a link to the card, where the reminder and the switch off are,
 * or the reason and what to do: a bell tapped by mistake in a crowd never silently stops the
 * night's late changes. What a tap brought is said in a polite live region.
 */
export function ShortcutBell({ setIds }: { setIds: readonly string[] }) {
  const rememberedOn = usePushOn();
  const [blocker, setBlocker] = useState(pushBlocker);
  const [unavailable, setUnavailable] = useState(false);
  const [working, setWorking] = useState(false);
  const [note, setNote] = useState("");
  const control = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const focusNext = useRef(false);
  const state: BellState = blocker ?? (rememberedOn ? "on" : unavailable ? "unavailable" : "off");

  useEffect(() => onPermissionChange(() => setBlocker(pushBlocker())), []);

  // Remembered on: the browser still holds the subscription (else it forgets, and shows off).
  useEffect(() => {
    if (state !== "on") return;
    loadSwitch()
      .then(({ subscribedHere }) => subscribedHere())
      .catch(() => {
        // No answer now: it stays as remembered, the card checks again on /about.
      });
  }, [state]);

  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(""), NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);

  // The tap replaced the button by a link: the keyboard stays on the bell.
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    control.current?.focus();
  }, [state]);

  const turnOn = () => {
    if (working) return;
    // Asked in the tap itself, before any await: Safari shows no prompt after one.
    const asking = Notification.requestPermission();
    setWorking(true);
    setNote(texts.state.working);
    focusNext.current = document.activeElement === control.current;
    loadSwitch()
      .then(async ({ turnOn: turnOnHere, reminderFromMemory }) => {
        const minutes = reminderFromMemory();
        const outcome = await turnOnHere(asking, setIds, minutes);
        if (outcome === "denied") setBlocker(pushBlocker());
        if (outcome === "unavailable") setUnavailable(true);
        if (outcome === "off") focusNext.current = false; // still the same button
        setNote(
          outcome === "on"
            ? texts.bell.turnedOn(minutes)
            : outcome === "denied"
              ? texts.bell.turnedDown
              : texts.state[outcome],
        );
      })
      .catch(() => {
        focusNext.current = false;
        setNote(texts.state.failedOn);
      })
      .finally(() => setWorking(false));
  };

  const icon = (
    <BellIcon
      className="shortcut-bell__icon"
      state={state === "on" ? "on" : state === "off" ? "off" : "blocked"}
    />
  );
  return (
    <span className="shortcut-bell" data-state={state}>
      {state === "off" ? (
        <button
          ref={control}
          type="button"
          className="shortcut-bell__control"
          aria-label={texts.bell.turnOn}
          title={texts.bell.turnOn}
          aria-disabled={working || undefined}
          onClick={turnOn}
        >
          {icon}
        </button>
      ) : (
        <Link
          ref={control}
          to={NOTIFICATIONS_LINK}
          className="shortcut-bell__control"
          aria-label={LINK_NAMES[state]}
          title={LINK_NAMES[state]}
        >
          {icon}
        </Link>
      )}
      <span className="shortcut-bell__note" role="status">
        {note}
      </span>
    </span>
  );
}
