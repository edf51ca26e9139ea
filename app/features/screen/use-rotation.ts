import { useEffect, useReducer } from "react";
import {
  currentMessage,
  INITIAL_ROTATION,
  plannedChange,
  rotationReducer,
  waitingCount,
  type RotationAction,
} from "./rotation";
import type { ScreenMessage, ScreenSettings } from "#core/contract";

export interface Rotation {
  current: ScreenMessage | undefined;
  /** When the current message went up, for the progress bar. */
  shownAt: number;
  /** When it will give way (ms since epoch); null: it stays until something changes. */
  leavesAt: number | null;
  /** Approved messages this screen has not shown yet. */
  waiting: number;
  /** Every message this screen may show, shown or not: none means the wall has nothing yet. */
  known: number;
  dispatch: (action: RotationAction) => void;
}

/**
 * The rotation's state (rotation.ts) with the timer that moves it on: one timeout at the next
 * planned change, set again whenever the state changes. The feed dispatches what arrives.
 */
export function useRotation(): Rotation {
  const [state, dispatch] = useReducer(rotationReducer, INITIAL_ROTATION);

  const change = plannedChange(state, state.shownAt);
  const changeAt = change?.at ?? null;
  useEffect(() => {
    if (changeAt === null) return;
    const timer = setTimeout(
      () => dispatch({ type: "tick", now: Date.now() }),
      Math.max(0, changeAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [state, changeAt]);

  return {
    current: currentMessage(state),
    shownAt: state.shownAt,
    leavesAt: changeAt,
    waiting: waitingCount(state),
    known: state.entries.length,
    dispatch,
  };
}

/**
 * Makes the rotation follow the board: its settings (none until the first board arrives) and
 * whether it is held — paused, blacked out, under an announcement, or not yet told.
 */
export function useRotationControls(
  dispatch: (action: RotationAction) => void,
  settings: ScreenSettings | null,
  held: boolean,
): void {
  useEffect(() => {
    if (settings) dispatch({ type: "settings", settings, now: Date.now() });
  }, [dispatch, settings]);

  useEffect(() => {
    dispatch({ type: "hold", held, now: Date.now() });
  }, [dispatch, held]);
}
