/**
 * Back and Forward before the page's scripts have taken over. React Router restores the visitor's
 * place on Back and Forward once its `<ScrollRestoration>` runs, and we start that after
 * hydration (scroll-restoration-after-hydration.tsx, decision 012). Until then:
 *
 * - a page opened afresh by Back or Forward (the browser had discarded it) gets its saved place
 *   back here, as React Router's inline script did: the browser itself does not restore a place
 *   that React Router took over;
 * - a visitor can go Back again before the scripts start. The browser then changes the address
 *   within the same document, and the HTML no longer matches it: the client entry loads the
 *   current address afresh;
 * - a Back or Forward while the page hydrates is handled by the router, but without the saved
 *   places, which `<ScrollRestoration>` has not read yet: it restores the place once it starts.
 */

/**
 * Where React Router keeps the scroll positions of this tab's history entries, by entry key: our
 * own name, handed to `<ScrollRestoration storageKey>` (a public prop), so nothing here depends on
 * the router's default. What it stores there (entry key → vertical position, as JSON) is checked
 * by react-router-contract.test.tsx, which fails if a React Router upgrade changes it.
 */
export const SCROLL_POSITIONS_STORAGE_KEY = "juwenalia-scroll-positions";

/** The vertical position saved for a history entry, if there is one. */
export function savedScrollPosition(
  storage: Pick<Storage, "getItem">,
  entryKey: string,
): number | undefined {
  try {
    const positions: unknown = JSON.parse(storage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? "{}");
    if (typeof positions !== "object" || positions === null || Array.isArray(positions)) {
      return undefined;
    }
    const y: unknown = (positions as Record<string, unknown>)[entryKey];
    return typeof y === "number" && Number.isFinite(y) ? y : undefined;
  } catch {
    return undefined; // unreadable or blocked storage: the page opens at its top
  }
}

/**
 * Scrolls to the place saved for the history entry, if any, while the page is still at its top;
 * true when it did. A page that has moved (the browser restored it already, or the visitor has
 * started scrolling) is left where it is.
 */
export function restoreSavedScrollPosition(entryKey: string): boolean {
  if (window.scrollY !== 0) return false;
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return false;
  }
  const y = savedScrollPosition(storage, entryKey);
  if (y === undefined) return false;
  window.scrollTo(0, y);
  return true;
}

type NavigationEntry = Pick<PerformanceNavigationTiming, "name" | "type">;

function navigationEntry(performance: Pick<Performance, "getEntriesByType">) {
  return performance.getEntriesByType("navigation")[0] as NavigationEntry | undefined;
}

/**
 * True when the address moved to another page of this tab's history after the document was
 * opened and before the scripts started: its HTML is for a page the visitor has left.
 */
export function addressMovedBeforeScripts(
  location: Pick<Location, "href">,
  performance: Pick<Performance, "getEntriesByType">,
): boolean {
  const opened = navigationEntry(performance);
  if (!opened) return false;
  const now = new URL(location.href);
  const then = new URL(opened.name, now);
  return then.pathname !== now.pathname || then.search !== now.search;
}

/** True when Back, Forward or a reload opened this document, so it may have a saved place. */
export function openedByHistory(performance: Pick<Performance, "getEntriesByType">): boolean {
  const type = navigationEntry(performance)?.type;
  return type === "back_forward" || type === "reload";
}

let openingEntryKey: string | undefined;

/** Called by the client entry with the key of the history entry the document opened with. */
export function rememberOpeningEntry(entryKey: string): void {
  openingEntryKey = entryKey;
}

/** The key of the history entry the document opened with (undefined while prerendering). */
export function openingEntry(): string | undefined {
  return openingEntryKey;
}
