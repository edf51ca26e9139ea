import { useLayoutEffect } from "react";
import { ScrollRestoration, useLocation } from "react-router";
import { useHydrated } from "../hooks/use-hydrated";
import {
  openingEntry,
  restoreSavedScrollPosition,
  SCROLL_POSITIONS_STORAGE_KEY,
} from "./early-history-moves";

/**
 * React Router's scroll restoration: a new page opens at its top, Back and Forward return to the
 * visitor's place. It starts once the page has hydrated.
 *
 * Rendered into the prerendered HTML, `<ScrollRestoration>` adds an inline script that reads
 * session storage while the page is still being parsed. The first read of session storage cost
 * 4–16 ms there on this machine, before the first paint (decision 012). Started later,
 * nothing is lost:
 * - the browser itself restores the place on a reload, or on Back from another site (React
 *   Router hands scroll restoration back to the browser when a page is hidden);
 * - the client entry gives the history entry its key, as the inline script did, and restores
 *   the saved place of a page opened by Back or Forward (early-history-moves.ts);
 * - a Back or Forward while the page hydrated is caught up here.
 */
export function ScrollRestorationAfterHydration() {
  return useHydrated() ? (
    <>
      <ScrollRestoration storageKey={SCROLL_POSITIONS_STORAGE_KEY} />
      <PlaceAfterBackWhileHydrating />
    </>
  ) : null;
}

/**
 * The router moved to another history entry before `<ScrollRestoration>` started, so it had no
 * saved places to restore from, and `<ScrollRestoration>` has just scrolled that page to its
 * top. Its layout effect runs before this one (siblings in order): restore the saved place.
 */
function PlaceAfterBackWhileHydrating() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    const opening = openingEntry();
    if (opening !== undefined && key !== opening) restoreSavedScrollPosition(key);
    // Once, when scroll restoration starts: later moves are React Router's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
