/**
 * Whether this browser can get notifications at all (README.md), read without a request: the
 * plan's card and the shortcut's bell both say "why not" from it. Apart from the push code
 * (push-subscription.ts) so the bell can tell before that code loads.
 */

/** What this browser can do: Web Push, nothing, or an iPhone or iPad that needs the home screen. */
export type PushSupport = "supported" | "unsupported" | "home-screen-needed";

/** The facts `pushSupport` reads, so a test can hand in any browser's. */
export interface BrowserFacts {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** Opened from the home screen (display-mode standalone, or Safari's navigator.standalone). */
  standalone: boolean;
  /** Service worker, PushManager and Notification all there. */
  hasPush: boolean;
}

export function browserFacts(): BrowserFacts {
  const safari = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone:
      window.matchMedia("(display-mode: standalone)").matches || safari.standalone === true,
    hasPush: "serviceWorker" in navigator && "PushManager" in window && "Notification" in window,
  };
}

/**
 * iOS and iPadOS give a site Web Push only once it is added to the home screen (16.4 and later),
 * so Safari in a tab says how to add it; an iPad asking for the desktop site reads as a Mac with
 * a touch screen.
 */
export function pushSupport(facts: BrowserFacts): PushSupport {
  const apple =
    /\b(iPhone|iPad|iPod)\b/.test(facts.userAgent) ||
    (facts.platform === "MacIntel" && facts.maxTouchPoints > 1);
  if (apple && !facts.standalone) return "home-screen-needed";
  return facts.hasPush ? "supported" : "unsupported";
}

/** Why this browser cannot turn them on now, or null when a tap may. */
export type PushBlocker = Exclude<PushSupport, "supported"> | "denied";

export function pushBlocker(): PushBlocker | null {
  const support = pushSupport(browserFacts());
  if (support !== "supported") return support;
  return Notification.permission === "denied" ? "denied" : null;
}

/**
 * Calls `changed` when the notification permission may have changed: the browser's own
 * permission event where it has one, and the page becoming visible again (back from the site's
 * settings). Returns the call that stops listening.
 */
export function onPermissionChange(changed: () => void): () => void {
  let stopped = false;
  let permission: PermissionStatus | null = null;
  const visible = () => {
    if (document.visibilityState === "visible") changed();
  };
  document.addEventListener("visibilitychange", visible);
  navigator.permissions?.query({ name: "notifications" }).then(
    (status) => {
      if (stopped) return;
      permission = status;
      status.addEventListener("change", changed);
    },
    () => {
      // No permission event in this browser: the visibility check is enough.
    },
  );
  return () => {
    stopped = true;
    document.removeEventListener("visibilitychange", visible);
    permission?.removeEventListener("change", changed);
  };
}
