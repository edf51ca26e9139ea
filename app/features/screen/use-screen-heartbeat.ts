import { useEffect, useRef, useState } from "react";
import { type ScreenReport } from "../../../core/contract";
import { SCREEN_HEARTBEAT_MS } from "../../../core/screen-heartbeats";

const HEARTBEAT_URL = "/api/screen/heartbeat";
/** A change is reported this long after it settles, so a burst of changes is one request. */
const CHANGE_DEBOUNCE_MS = 200;

/** Sends one beat; true when the server refused the key (403), false otherwise. */
async function send(report: ScreenReport, key: string): Promise<boolean> {
  try {
    const response = await fetch(HEARTBEAT_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...report, key }),
      keepalive: true,
    });
    return response.status === 403;
  } catch {
    // A failure is not retried: the next beat carries the same news.
    return false;
  }
}

/**
 * Tells the panel how this screen is doing (docs/product.md#screens-on-the-night): every
 * SCREEN_HEARTBEAT_MS, and shortly after what it shows, its mode or its connection changes.
 * Only a screen opened with its key reports (docs/product.md#screen-keys); `key: null` sends
 * nothing. Returns whether the server refused the key.
 */
export function useScreenHeartbeat(report: ScreenReport, key: string | null): boolean {
  const latest = useRef(report);
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    latest.current = report;
  });

  const { screen, mode, connected } = report;
  const showing = JSON.stringify(report.showing);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const beat = () =>
      void send(latest.current, key).then((wasRefused) => {
        if (live) setRefused(wasRefused);
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
  return refused;
}
