/**
 * Anchor links keep retrying for up to 10 s until the
 * element exists.
 */
export const ANCHOR_RETRY_TIMEOUT_MS = 10_000;
export const ANCHOR_RETRY_INTERVAL_MS = 100;

export interface ScrollToAnchorOptions {
  smooth: boolean;
  timeoutMs?: number;
  intervalMs?: number;
  /** Looks the element up; defaults to document.getElementById. */
  find?: (id: string) => Element | null;
  /** Holds the element in place after the scroll; defaults to holdAnchorInPlace. */
  hold?: (element: Element) => () => void;
}

/**
 * The hold loads on the first anchor scroll rather than with every page: most visits never follow
 * an anchor, and the first load's JavaScript has a budget (docs/product.md#performance-targets).
 */
function holdWhenLoaded(element: Element): () => void {
  let released = false;
  let release: (() => void) | undefined;
  void import("./hold-anchor-in-place").then(({ holdAnchorInPlace }) => {
    if (!released) release = holdAnchorInPlace(element);
  });
  return () => {
    released = true;
    release?.();
  };
}

/**
 * Scrolls to the element with the given id as soon as it exists, polling until the timeout, then
 * holds it in place while the page settles (hold-anchor-in-place.ts). Returns a cancel function
 * (call it when the location changes again).
 */
export function scrollToAnchor(id: string, options: ScrollToAnchorOptions): () => void {
  const {
    smooth,
    timeoutMs = ANCHOR_RETRY_TIMEOUT_MS,
    intervalMs = ANCHOR_RETRY_INTERVAL_MS,
    find = (target) => document.getElementById(target),
    hold = holdWhenLoaded,
  } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  let release: (() => void) | undefined;
  const startedAt = Date.now();

  const attempt = () => {
    if (cancelled) return;
    const element = find(id);
    if (element) {
      element.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
      release = hold(element);
      return;
    }
    if (Date.now() - startedAt + intervalMs > timeoutMs) return;
    timer = setTimeout(attempt, intervalMs);
  };
  attempt();

  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
    release?.();
  };
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}
