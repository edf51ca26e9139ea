import { useEffect, useRef } from "react";
import { SCREEN_HEARTBEAT_MS, type ScreenHeartbeat } from "../../../core/contract";

const HEARTBEAT_URL = "/api/screen/heartbeat";
/** A change is reported this long after it settles, so a burst of changes is one request. */
const CHANGE_DEBOUNCE_MS = 200;

function send(report: ScreenHeartbeat): void {
  // A failure is not retried: the next beat carries the same news.
  void fetch(HEARTBEAT_URL, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => {});
}

/**
 * Tells the panel how this screen is doing (docs/product.md#screens-on-the-night): every
 * SCREEN_HEARTBEAT_MS, and shortly after what it shows, its mode or its connection changes.
 */
export function useScreenHeartbeat(report: ScreenHeartbeat): void {
  const latest = useRef(report);
  useEffect(() => {
    latest.current = report;
  });

  const { screen, mode, connected } = report;
  const showing = JSON.stringify(report.showing);
  useEffect(() => {
    let beat: ReturnType<typeof setInterval> | undefined;
    const soon = setTimeout(() => {
      send(latest.current);
      beat = setInterval(() => send(latest.current), SCREEN_HEARTBEAT_MS);
    }, CHANGE_DEBOUNCE_MS);
    return () => {
      clearTimeout(soon);
      clearInterval(beat);
    };
  }, [screen, mode, connected, showing]);
}
