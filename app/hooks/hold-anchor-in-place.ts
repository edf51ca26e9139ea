/**
 * After the scroll to an anchor, the target is held
 * under the navigation bar while the blocks above it settle. Blocks below the first screen render
 * only near the viewport (`.render-when-near`, decision 012), so a block the scroll passes may
 * take its real height a frame after the scroll's end was computed, and move the target. Chrome's
 * scroll anchoring usually absorbs that, but not always, and Safari has no scroll anchoring.
 */
export const ANCHOR_HOLD_MS = 2_000;

/**
 * Frames without scrolling after which the scroll counts as ended (not every browser fires
 * `scrollend`): few once the page has moved, more before, so a smooth scroll that starts late is
 * not cut short.
 */
const STILL_FRAMES_AFTER_MOVING = 3;
const STILL_FRAMES_BEFORE_MOVING = 10;

/** A visitor's own scroll ends the hold: the page never pulls back against their hand. */
const VISITOR_INPUTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

function scrollPaddingTop(): number {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return Number.isFinite(padding) ? padding : 0;
}

/**
 * Watches the element for `holdMs`; whenever the page has stopped scrolling and the element is
 * no longer where `scrollIntoView` puts it, puts it back at once. An offset the page cannot
 * remove (a target near the page's end) is tried once, not every frame. Returns a release
 * function.
 */
export function holdAnchorInPlace(element: Element, holdMs = ANCHOR_HOLD_MS): () => void {
  const deadline = performance.now() + holdMs;
  let frame = 0;
  let lastY = window.scrollY;
  let stillFrames = 0;
  let moved = false;
  let offsetTried: number | undefined;

  const release = () => {
    cancelAnimationFrame(frame);
    for (const type of VISITOR_INPUTS) window.removeEventListener(type, release, true);
  };
  const check = () => {
    if (performance.now() > deadline) return release();
    if (window.scrollY !== lastY) {
      lastY = window.scrollY;
      stillFrames = 0;
      moved = true;
    } else if (++stillFrames >= (moved ? STILL_FRAMES_AFTER_MOVING : STILL_FRAMES_BEFORE_MOVING)) {
      const offset = Math.round(element.getBoundingClientRect().top - scrollPaddingTop());
      if (offset !== 0 && offset !== offsetTried) {
        offsetTried = offset;
        element.scrollIntoView({ behavior: "instant", block: "start" });
        lastY = window.scrollY;
      }
    }
    frame = requestAnimationFrame(check);
  };

  for (const type of VISITOR_INPUTS) {
    window.addEventListener(type, release, { capture: true, passive: true });
  }
  frame = requestAnimationFrame(check);
  return release;
}
