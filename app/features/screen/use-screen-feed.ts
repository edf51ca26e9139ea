import { useEffect, useState, type Dispatch } from "react";
import type { RotationAction } from "./rotation";
import {
  parseEventData,
  SCREEN_STREAM_EVENTS,
  ScreenMessageSchema,
  validItems,
  type ScreenBoard,
} from "#core/contract";
import { openEventStream } from "../../hooks/event-stream";

export type ScreenFeedStatus = "connecting" | "live" | "offline";

export interface ScreenFeed {
  /** "offline" only after OFFLINE_AFTER_MS without the stream: what the screen marks. */
  status: ScreenFeedStatus;
  /** Whether the stream is open right now: what the heartbeat reports. */
  connected: boolean;
  /** The last board the stream sent; null until the first one arrives. */
  board: ScreenBoard | null;
}

const MESSAGES_URL = "/api/screen/messages";
const STREAM_URL = "/api/screen/stream";
const FIRST_RETRY_MS = 1000;
/** "offline" only after this long without a connection: a quick reconnect does not flash. */
const OFFLINE_AFTER_MS = 2000;
const MAX_RETRY_MS = 30_000;

/**
 * Keeps the wall connected to the screen feed (it reconnects by itself,
 * server/screens/README.md#screen-feed):
 *
 * 1. GET /api/screen/messages — the recent messages plus every one no screen has shown yet;
 * 2. EventSource on /api/screen/stream?after=<last position> — only what comes next, and the
 *    board (announcement, modes, settings) first thing on every connection and on each change;
 * 3. the browser reconnects a dropped stream with `Last-Event-ID`, so nothing is missed; when it
 *    gives up (the server answered with an error, e.g. during a deploy) a new stream is opened
 *    with backoff, from the last position seen, or at once when the device comes back online
 *    (app/hooks/event-stream.ts).
 */
export function useScreenFeed(dispatch: Dispatch<RotationAction>): ScreenFeed {
  const [status, setStatus] = useState<ScreenFeedStatus>("connecting");
  const [connected, setConnected] = useState(false);
  const [board, setBoard] = useState<ScreenBoard | null>(null);

  useEffect(() => {
    let lastPosition: number | undefined;
    let offlineTimer: ReturnType<typeof setTimeout> | undefined;

    const markOffline = () => {
      setConnected(false);
      if (offlineTimer !== undefined) return;
      offlineTimer = setTimeout(() => setStatus("offline"), OFFLINE_AFTER_MS);
    };
    const markLive = () => {
      clearTimeout(offlineTimer);
      offlineTimer = undefined;
      setStatus("live");
      setConnected(true);
    };

    /** The SSE `id:` is the event's position: the browser resumes from it by itself. */
    const seen = (event: MessageEvent<string>) => {
      const position = Number(event.lastEventId);
      if (Number.isSafeInteger(position)) lastPosition = Math.max(lastPosition ?? 0, position);
    };

    const loadBacklog = async (): Promise<boolean> => {
      try {
        const response = await fetch(MESSAGES_URL, { cache: "no-store" });
        if (!response.ok) return false;
        const messages = validItems(ScreenMessageSchema, await response.json());
        if (messages === null) return false;
        lastPosition = Math.max(0, ...messages.map((message) => message.position));
        dispatch({ type: "backlog", messages, now: Date.now() });
        return true;
      } catch {
        return false;
      }
    };

    const streamAddress = () => `${STREAM_URL}?after=${lastPosition ?? 0}`;

    const close = openEventStream({
      // The backlog once, before the first stream; after that each stream resumes from the last
      // position seen.
      address: () =>
        lastPosition !== undefined
          ? streamAddress()
          : loadBacklog().then((loaded) => (loaded ? streamAddress() : null)),
      events: {
        message: (event) => {
          seen(event);
          const message = parseEventData(SCREEN_STREAM_EVENTS.message, event.data);
          if (message) dispatch({ type: "arrived", message, now: Date.now() });
        },
        remove: (event) => {
          seen(event);
          const removal = parseEventData(SCREEN_STREAM_EVENTS.remove, event.data);
          if (removal) dispatch({ type: "removed", id: removal.id, now: Date.now() });
        },
        board: (event) => {
          const next = parseEventData(SCREEN_STREAM_EVENTS.board, event.data);
          if (next) setBoard(next);
        },
      },
      onOpen: markLive,
      onDrop: markOffline,
      firstRetryMs: FIRST_RETRY_MS,
      maxRetryMs: MAX_RETRY_MS,
      reconnectWhenOnline: true,
    });
    return () => {
      clearTimeout(offlineTimer);
      close();
    };
  }, [dispatch]);

  return { status, connected, board };
}
