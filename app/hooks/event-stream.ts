/**
 * One server-sent event stream kept open for as long as a page needs it: the screen's feed
 * (/api/screen/stream) and the moderation panel's (/api/moderation/stream) both go through here,
 * so they reconnect alike (server/screens/README.md#screen-feed,
 * app/features/moderation/README.md).
 *
 * The browser reconnects a dropped stream by itself (with `Last-Event-ID`); only when it gives up
 * — the server answered with an error, during a deploy or after a session ended — is a new stream
 * opened, after a wait that doubles from `firstRetryMs` up to `maxRetryMs`, and starts again from
 * `firstRetryMs` once a stream opens.
 */

type Listener = (event: MessageEvent<string>) => void;

export interface EventStreamOptions {
  /**
   * The stream's address at each (re)connection, or null when what must come first failed (the
   * screen's backlog): that counts as a drop, and the next try waits as after one.
   */
  address: () => string | null | Promise<string | null>;
  /** A listener per event name ("message", "change", …). */
  events: Readonly<Record<string, Listener>>;
  /** A stream opened (again). */
  onOpen: () => void;
  /** The stream dropped or could not open, whether or not the browser is retrying it. */
  onDrop: () => void;
  /**
   * Asked after the browser gave up, before a new stream is planned: false ends the stream for
   * good (the panel's session is over); a check that fails counts as true. Without it, every
   * stream given up is tried again.
   */
  mayRetry?: () => boolean | Promise<boolean>;
  firstRetryMs: number;
  maxRetryMs: number;
  /** Whether the device's coming back online opens a new stream at once, without waiting. */
  reconnectWhenOnline?: boolean;
}

/** Opens the stream; what it returns closes it and cancels every planned retry. */
export function openEventStream(options: EventStreamOptions): () => void {
  let stopped = false;
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = options.firstRetryMs;

  const scheduleRetry = () => {
    if (stopped) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, retryMs);
    retryMs = Math.min(options.maxRetryMs, retryMs * 2);
  };

  const retryAfterGivingUp = () => {
    if (stopped) return;
    const allowed = options.mayRetry?.() ?? true;
    if (typeof allowed === "boolean") {
      if (allowed) scheduleRetry();
      return;
    }
    // A check that fails (the network is down too) is no answer: try again.
    allowed.then((yes) => {
      if (yes) scheduleRetry();
    }, scheduleRetry);
  };

  const open = (address: string | null) => {
    if (stopped) return;
    if (address === null) {
      options.onDrop();
      retryAfterGivingUp();
      return;
    }
    const stream = new EventSource(address);
    source = stream;
    for (const [name, listener] of Object.entries(options.events)) {
      stream.addEventListener(name, listener);
    }
    stream.addEventListener("open", () => {
      retryMs = options.firstRetryMs;
      options.onOpen();
    });
    stream.addEventListener("error", () => {
      options.onDrop();
      // CONNECTING: the browser retries by itself (with Last-Event-ID). CLOSED: it gave up.
      if (stream.readyState === EventSource.CLOSED) retryAfterGivingUp();
    });
  };

  function connect() {
    if (stopped) return;
    source?.close();
    const address = options.address();
    // A plain address opens the stream at once, in the same task as the call.
    if (typeof address === "string" || address === null) open(address);
    else address.then(open, () => open(null));
  }

  const reconnectNow = () => {
    if (source?.readyState === EventSource.OPEN) return;
    retryMs = options.firstRetryMs;
    clearTimeout(retryTimer);
    connect();
  };

  connect();
  if (options.reconnectWhenOnline) window.addEventListener("online", reconnectNow);
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
    if (options.reconnectWhenOnline) window.removeEventListener("online", reconnectNow);
  };
}
