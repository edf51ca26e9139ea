import { ScrollRestoration } from "react-router";
import { useHydrated } from "../hooks/use-hydrated";

/**
 * React Router's scroll restoration: a new page opens at its top, Back and Forward return to the
 * visitor's place. It starts once the page has hydrated.
 *
 * Rendered into the prerendered HTML, `<ScrollRestoration>` adds an inline script that reads
 * session storage while the page is still being parsed. The first read of session storage cost
 * 4–16 ms there on this machine, before the first paint (issue 7, decision 008). Started later,
 * nothing is lost:
 * - the browser itself restores the place on a reload, or on Back from another site (React
 *   Router hands scroll restoration back to the browser when a page is hidden);
 * - `ensureHistoryEntryKey` in entry.client.tsx gives the history entry its key, as the inline
 *   script did.
 */
export function ScrollRestorationAfterHydration() {
  return useHydrated() ? <ScrollRestoration /> : null;
}
