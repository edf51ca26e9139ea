import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/**
 * Whether the browser believes it is online (app/features/offline/README.md: tell the visitor
 * plainly that sending needs a connection). `navigator.onLine === false` is reliable; `true` only
 * means "maybe", so a send is still attempted and a failure still ends in the error dialog
 * (core/README.md#result-codes). The prerender snapshot says online, so nothing about
 * connectivity is baked into the HTML.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
