import { useEffect, useReducer, useState } from "react";
import {
  currentMessage,
  INITIAL_ROTATION,
  nextAdvanceIn,
  rotationReducer,
  type RotationAction,
} from "./rotation";
import type { ScreenMessage } from "../../../core/contract";

export interface Rotation {
  current: ScreenMessage | undefined;
  /** When the current message went up, for the progress bar. */
  shownAt: number;
  count: number;
  dispatch: (action: RotationAction) => void;
  paused: boolean;
  togglePause: () => void;
}

/** The rotation state plus the timer that moves it on at `paceMs` (paused: it stays put). */
export function useRotation(paceMs: number): Rotation {
  const [state, dispatch] = useReducer(rotationReducer, INITIAL_ROTATION);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const delay = nextAdvanceIn(state, paceMs, Date.now());
    if (delay === null) return;
    const timer = setTimeout(() => dispatch({ type: "advance", now: Date.now() }), delay);
    return () => clearTimeout(timer);
  }, [state, paceMs, paused]);

  return {
    current: currentMessage(state),
    shownAt: state.shownAt,
    count: state.messages.length,
    dispatch,
    paused,
    togglePause: () => setPaused((value) => !value),
  };
}
