import { Suspense, use, type ReactNode } from "react";

/**
 * The hydration of a block below the first screen waits until the block comes within a screen
 * of the viewport, or until the visitor points at, touches or focuses it (decision 008: less
 * work while a page loads). Until then React leaves the block's prerendered HTML as it is:
 * visible, its plain links working, only React's handlers not attached yet. A tap or key press
 * that reaches the block first releases it: React hydrates the block there and then, and the
 * event goes on to the block's handlers.
 *
 * Only the hydration of the prerendered page waits; a block rendered later (after moving to
 * another page) renders at once. Render it from a component without props (`memo`), so that a
 * re-render of the page around it does not force the block to hydrate early.
 *
 * `targetId` is the id of the block's outermost element, which is watched.
 */
export function HydrateWhenNear({ targetId, children }: { targetId: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitUntilNear targetId={targetId}>{children}</WaitUntilNear>
    </Suspense>
  );
}

/**
 * Waits only while the block's prerendered HTML is in the document and not yet released: a
 * block rendered anew (after moving to another page) has no such HTML, or none yet.
 */
function WaitUntilNear({ targetId, children }: { targetId: string; children: ReactNode }) {
  const prerendered = typeof document !== "undefined" && document.getElementById(targetId);
  if (prerendered && !released.has(targetId)) {
    if (eventInside(prerendered)) released.add(targetId);
    else use(nearOrTouched(targetId));
  }
  return children;
}

/**
 * Whether React is hydrating the block because of an event inside it: a tap or key press can
 * reach a block before React has even looked at it. React hydrates the block there and then,
 * in the event's capture phase, so the event goes on to the block's handlers. The event being
 * dispatched is the last one our window-level capture listener saw while its dispatch is still
 * under way (`eventPhase` falls back to NONE once it is over) — the supported way to know what
 * the deprecated `window.event` would say.
 */
function eventInside(block: Element): boolean {
  const event = lastEvent;
  if (!event || event.eventPhase === Event.NONE) return false;
  const target = event.target;
  return target instanceof Node && block.contains(target);
}

/** Events on which React hydrates a waiting block at once (its discrete and hover events). */
const DISPATCHED = [
  "click",
  "keydown",
  "keyup",
  "pointerdown",
  "pointerup",
  "pointerover",
  "touchstart",
  "touchend",
  "focusin",
  "input",
  "change",
  "submit",
] as const;

let lastEvent: Event | undefined;
if (typeof window !== "undefined") {
  for (const type of DISPATCHED) {
    // On the window in the capture phase: before React's listeners on its root see the event.
    window.addEventListener(type, (event) => (lastEvent = event), { capture: true, passive: true });
  }
}

/** How a visitor reaches into a block before it has come near the viewport. */
const INTERACTIONS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
/** A block within one screen above or below the viewport counts as near. */
const NEAR = "100% 0px";

const releases = new Map<string, Promise<void>>();
const released = new Set<string>();

/**
 * Resolves when the element with this id comes near the viewport or the visitor reaches into it
 * (at once if there is no such element). One promise per id, so every render waits on the same.
 */
export function nearOrTouched(targetId: string): Promise<void> {
  let release = releases.get(targetId);
  if (!release) {
    release = new Promise<void>((resolve) => {
      const target = document.getElementById(targetId);
      if (!target || typeof IntersectionObserver === "undefined") {
        released.add(targetId);
        return resolve();
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) done();
        },
        { rootMargin: NEAR },
      );
      function done() {
        observer.disconnect();
        for (const type of INTERACTIONS) target!.removeEventListener(type, done, true);
        released.add(targetId);
        resolve();
      }
      observer.observe(target);
      for (const type of INTERACTIONS) target.addEventListener(type, done, true);
    });
    releases.set(targetId, release);
  }
  return release;
}
