import { useEffect, useState } from "react";
import {
  nextWindowCheck,
  windowState,
  type MessageWindow,
  type WindowState,
} from "#core/message-window";
import { scheduleAt } from "./schedule-at";

/**
 * Where the browser's clock is relative to the message window (core/README.md#message-window),
 * kept current by one timer to the next boundary — no polling every second, no reload. Before the
 * start the toast therefore appears by itself at 16:30:00; it disappears when the end is reached.
 * Call it only on the client (the toast is not prerendered): the first render reads the clock.
 */
export function useMessageWindowPhase(messageWindow: MessageWindow): WindowState {
  // A fresh object per check, so a check that finds the same phase (the last second) still
  // re-runs the effect and plans the next one.
  const [reading, setReading] = useState(() => readPhase(messageWindow));

  useEffect(() => {
    const at = nextWindowCheck(reading.phase, messageWindow, reading.at);
    if (at === null) return;
    return scheduleAt(at, () => setReading(readPhase(messageWindow)));
  }, [reading, messageWindow]);

  return reading.phase;
}

function readPhase(messageWindow: MessageWindow): { phase: WindowState; at: Date } {
  const at = new Date();
  return { phase: windowState(at, messageWindow), at };
}
