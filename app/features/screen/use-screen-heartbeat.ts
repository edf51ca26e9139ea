import { useEffect, useRef, useState } from "react";
import { type ScreenReport } from "#core/contract";
import { SCREEN_HEARTBEAT_MS } from "#core/screen-heartbeats";

const HEARTBEAT_URL = "/api/screen/heartbeat";
/** A change is reported this long after it settles, so a burst of changes is one request. */
const CHANGE_DEBOUNCE_MS = 200;

/**
 * What the server made of the screen's key: taken, wrong (never this name's key), or retired by a
 * lead's new link for the screen (server/screens/README.md#screen-keys).
 */
export type KeyStanding = "accepted" | "refused" | "retired";

/** Sends one beat; what the server said of the key, or null when it said nothing about it. */
async function send(report: ScreenReport, key: string): Promise<KeyStanding | null> {
  try {
    const response = await fetch(HEARTBEAT_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...report, key }),
      keepalive: true,
    });
    if (response.ok) return "accepted";
    if (response.status !== 403) return null;
    const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
    return body?.code === "screen_key_retired" ? "retired" : "refused";
  } catch {
    // A failure is not retried: the next beat carries the same news.
    return null;
  }
}

/**
 * Tells the panel how this screen is doing (server/screens/README.md#screens-on-the-night): every
 * SCREEN_HEARTBEAT_MS, and shortly after what it shows, its mode or its connection changes.
 * Only a screen opened with its key reports (server/screens/README.md#screen-keys); `key: null`
 * sends nothing. Returns what the server last said of the key; a new key (a new link opened in the
 * same tab) starts as accepted until the server says otherwise.
 */
export function useScreenHeartbeat(report: ScreenReport, key: string | null): KeyStanding {
  const latest = useRef(report);
  const [standing, setStanding] = useState<{ key: string | null; said: KeyStanding }>({
    key,
    said: "accepted",
  });
  useEffect(() => {
    latest.current = report;
  });

  const { screen, mode, connected } = report;
  const showing = JSON.stringify(report.showing);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const beat = () =>
      void send(latest.current, key).then((said) => {
        if (live && said !== null) setStanding({ key, said });
      });
    let every: ReturnType<typeof setInterval> | undefined;
    const soon = setTimeout(() => {
      beat();
      every = setInterval(beat, SCREEN_HEARTBEAT_MS);
    }, CHANGE_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(soon);
      clearInterval(every);
    };
  }, [key, screen, mode, connected, showing]);
  return standing.key === key ? standing.said : "accepted";
}
