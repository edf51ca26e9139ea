import { useEffect, useState } from "react";
import { windowState, type MessageWindow, type WindowState } from "../../../core/message-window";
import { scheduleAt } from "./schedule-at";

/**
 * While the window is open its last instant is not known here (core says `closesAt` is given to
 * the second), so from `closesAt` on the phase is re-checked this often until core says "after".
 */
const CLOSING_RECHECK_MS = 100;

/**
 * When the phase can next change: the start, the end, or never (after the end,
 * docs/product.md#message-window).
 */
function nextCheck(state: WindowState, messageWindow: MessageWindow, now: Date): Date | null {
  if (state === "before") return messageWindow.opensAt;
  if (state === "after") return null;
  const closesAt = messageWindow.closesAt.getTime();
  return new Date(Math.max(closesAt, now.getTime() + CLOSING_RECHECK_MS));
}

/**
 * Where the browser's clock is relative to the message window (docs/product.md#message-window),
 * kept current by one timer to the next boundary — no polling every second, no reload. Before the
 * start the toast therefore appears by itself at 16:30:00; it disappears when the end is reached.
 * Call it only on the client (the toast is not prerendered): the first render reads the clock.
 */
export function useMessageWindowPhase(messageWindow: MessageWindow): WindowState {
  // A fresh object per check, so a check that finds the same phase (the last second) still
  // re-runs the effect and plans the next one.
  const [reading, setReading] = useState(() => readPhase(messageWindow));

  useEffect(() => {
    const at = nextCheck(reading.phase, messageWindow, reading.at);
    if (at === null) return;
    return scheduleAt(at, () => setReading(readPhase(messageWindow)));
  }, [reading, messageWindow]);

  return reading.phase;
}

function readPhase(messageWindow: MessageWindow): { phase: WindowState; at: Date } {
  const at = new Date();
  return { phase: windowState(at, messageWindow), at };
}
