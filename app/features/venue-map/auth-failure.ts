/**
 * Google Maps reports a rejected key by calling the global `gm_authFailure()`
 * (https://developers.google.com/maps/documentation/javascript/events#auth-errors). This small
 * store turns that call into React state, so the map can be replaced by the AuthFailure panel
 * (README.md#what-the-visitor-sees).
 */
declare global {
  interface Window {
    gm_authFailure?: () => void;
  }
}

let failed = false;
const listeners = new Set<() => void>();

/** Installs the global hook; call before the Maps script can run (idempotent). */
export function installAuthFailureHook(): void {
  if (typeof window === "undefined") return;
  const previous = window.gm_authFailure;
  if (previous?.name === "reportAuthFailure") return;
  window.gm_authFailure = function reportAuthFailure() {
    previous?.();
    failed = true;
    for (const listener of listeners) listener();
  };
}

export function subscribeAuthFailure(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasAuthFailed(): boolean {
  return failed;
}

/** For tests only: forget a reported failure. */
export function resetAuthFailure(): void {
  failed = false;
}
