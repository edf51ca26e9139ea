import { useCallback, useEffect, useRef, useState } from "react";
import type { ScreenBoard, ScreensOverview } from "#core/contract";
import { screensApi } from "./screens-api";

/** The list of screens is read again this often while the "Telebimy" tab is open. */
export const SCREENS_POLL_MS = 3000;

export interface ScreensState {
  /** Null until the first answer. */
  readonly overview: ScreensOverview | null;
  /** When the last answer came (ms since the epoch): "now" for what ends by the clock. */
  readonly readAt: number;
  /** Why the last read failed (the list shown is then the last one read), or null. */
  readonly error: string | null;
  /** A lead's change answered with the new board: shown at once, the list read again. */
  readonly applyBoard: (board: ScreenBoard) => void;
}

/**
 * The screens and the board they follow (server/screens/README.md#screens-on-the-night), read every
 * 3 s while the tab that shows them is open, so a lead sees a pause take hold within seconds.
 */
export function useScreens(): ScreensState {
  const [overview, setOverview] = useState<ScreensOverview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [readAt, setReadAt] = useState(0);
  const pollNow = useRef<() => void>(() => {});

  useEffect(() => {
    let stopped = false;
    let reading = false;
    let readAgain = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One read at a time: a change made meanwhile asks for one more right after it.
    const poll = async () => {
      if (reading) {
        readAgain = true;
        return;
      }
      reading = true;
      clearTimeout(timer);
      try {
        const fresh = await screensApi.overview();
        if (!stopped) {
          setOverview(fresh);
          setReadAt(Date.now());
          setError(null);
        }
      } catch (failure) {
        if (!stopped) setError(failure instanceof Error ? failure.message : String(failure));
      }
      reading = false;
      if (stopped) return;
      const delay = readAgain ? 0 : SCREENS_POLL_MS;
      readAgain = false;
      timer = setTimeout(() => void poll(), delay);
    };
    pollNow.current = () => void poll();
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);

  const applyBoard = useCallback((board: ScreenBoard) => {
    setOverview((current) => (current ? { ...current, board } : current));
    pollNow.current();
  }, []);

  return { overview, readAt, error, applyBoard };
}
