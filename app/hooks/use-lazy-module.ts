import { useEffect, useState } from "react";

/**
 * Loads a module with a dynamic import once `enabled` turns true and returns it (null until
 * then). A failed load (offline at the moment the window opens, a deploy replaced the chunk)
 * never reaches React's error boundary, which would replace the whole page: it is retried when
 * the browser comes back online.
 */
export function useLazyModule<Module>(
  load: () => Promise<Module>,
  enabled: boolean,
): Module | null {
  const [loaded, setLoaded] = useState<Module | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled || loaded) return;
    let cancelled = false;
    const retryOnline = () => setAttempt((value) => value + 1);
    load().then(
      (module) => {
        if (!cancelled) setLoaded(() => module);
      },
      () => {
        if (!cancelled) window.addEventListener("online", retryOnline, { once: true });
      },
    );
    return () => {
      cancelled = true;
      window.removeEventListener("online", retryOnline);
    };
  }, [enabled, loaded, load, attempt]);

  return loaded;
}
