import { useEffect, useState, type Dispatch } from "react";
import type { RotationAction } from "./rotation";
import {
  parseEventData,
  SCREEN_STREAM_EVENTS,
  ScreenMessageSchema,
  validItems,
  type ScreenBoard,
} from "../../../core/contract";

export type FeedStatus = "connecting" | "live" | "offline";

export interface Feed {
  /** "offline" only after OFFLINE_AFTER_MS without the stream: what the screen marks. */
  status: FeedStatus;
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
 * docs/product.md#screen-feed):
 *
 * 1. GET /api/screen/messages — the recent messages plus every one no screen has shown yet;
 * 2. EventSource on /api/screen/stream?after=<last position> — only what comes next, and the
 *    board (announcement, modes, settings) first thing on every connection and on each change;
 * 3. the browser reconnects a dropped stream with `Last-Event-ID`, so nothing is missed; when it
 *    gives up (the server answered with an error, e.g. during a deploy) a new stream is opened
 *    with backoff, from the last position seen.
 */
export function useScreenFeed(dispatch: Dispatch<RotationAction>): Feed {
  const [status, setStatus] = useState<FeedStatus>("connecting");
  const [connected, setConnected] = useState(false);
  const [board, setBoard] = useState<ScreenBoard | null>(null);

  useEffect(() => {
    let stopped = false;
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
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

    const scheduleRetry = () => {
      if (stopped) return;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
    };

    /** The SSE `id:` is the event's position: the browser resumes from it by itself. */
    const seen = (event: MessageEvent<string>) => {
      const position = Number(event.lastEventId);
      if (Number.isSafeInteger(position)) lastPosition = Math.max(lastPosition ?? 0, position);
    };

    const onMessage = (event: MessageEvent<string>) => {
      seen(event);
      const message = parseEventData(SCREEN_STREAM_EVENTS.message, event.data);
      if (message) dispatch({ type: "arrived", message, now: Date.now() });
    };

    const onRemove = (event: MessageEvent<string>) => {
      seen(event);
      const removal = parseEventData(SCREEN_STREAM_EVENTS.remove, event.data);
      if (removal) dispatch({ type: "removed", id: removal.id, now: Date.now() });
    };

    const onBoard = (event: MessageEvent<string>) => {
      const next = parseEventData(SCREEN_STREAM_EVENTS.board, event.data);
      if (next) setBoard(next);
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

    const connect = async () => {
      if (stopped) return;
      source?.close();
      if (lastPosition === undefined && !(await loadBacklog())) {
        markOffline();
        scheduleRetry();
        return;
      }
      if (stopped) return;
      const stream = new EventSource(`${STREAM_URL}?after=${lastPosition ?? 0}`);
      source = stream;
      stream.addEventListener("message", onMessage);
      stream.addEventListener("remove", onRemove);
      stream.addEventListener("board", onBoard);
      stream.addEventListener("open", () => {
        retryMs = FIRST_RETRY_MS;
        markLive();
      });
      stream.addEventListener("error", () => {
        markOffline();
        // CONNECTING: the browser retries by itself (with Last-Event-ID). CLOSED: it gave up.
        if (stream.readyState === EventSource.CLOSED) scheduleRetry();
      });
    };

    const reconnectNow = () => {
      if (source?.readyState === EventSource.OPEN) return;
      retryMs = FIRST_RETRY_MS;
      clearTimeout(retryTimer);
      void connect();
    };

    void connect();
    window.addEventListener("online", reconnectNow);
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(offlineTimer);
      source?.close();
      window.removeEventListener("online", reconnectNow);
    };
  }, [dispatch]);

  return { status, connected, board };
}
