import { useEffect, useRef } from "react";

/**
 * Calls `poll` at once and every `intervalMs` while the document is visible, and at once again
 * when it becomes visible or the browser comes back online. A hidden tab or a locked phone asks
 * nothing: what it would fetch is stale by the time anyone looks, and 15,000 pocketed phones
 * would otherwise keep the server busy. Returns the function that stops it
 * all (the timer and both listeners).
 */
export function pollWhileVisible(poll: () => void, intervalMs: number): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const visible = () => document.visibilityState === "visible";
  const start = () => {
    stopTimer();
    poll();
    timer = setInterval(poll, intervalMs);
  };
  const onVisibilityChange = () => (visible() ? start() : stopTimer());
  const onOnline = () => {
    if (visible()) start();
  };
  document.addEventListener("visibilitychange", onVisibilityChange);
  window.addEventListener("online", onOnline);
  if (visible()) start();
  return () => {
    stopTimer();
    document.removeEventListener("visibilitychange", onVisibilityChange);
    window.removeEventListener("online", onOnline);
  };
}

/**
 * `pollWhileVisible` while `enabled`; nothing at all (no timer, no listener) otherwise. A change
 * of `restartKey` starts over with an immediate poll. The latest `poll` is always the one called.
 */
export function useVisiblePolling(
  poll: () => void,
  intervalMs: number,
  enabled: boolean,
  restartKey: unknown = undefined,
): void {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  });
  useEffect(() => {
    if (!enabled) return;
    return pollWhileVisible(() => latest.current(), intervalMs);
  }, [enabled, intervalMs, restartKey]);
}
