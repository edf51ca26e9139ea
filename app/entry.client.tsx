import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import {
  addressMovedBeforeScripts,
  openedByHistory,
  rememberOpeningEntry,
  restoreSavedScrollPosition,
} from "./boot/early-history-moves";
import { ensureHistoryEntryKey } from "./boot/history-entry-key";

// React Router's default client entry, plus what its inline scroll-restoration script did
// before hydration: the history entry's key (history-entry-key.ts) and the saved place of a page
// opened by Back or Forward (early-history-moves.ts).
if (addressMovedBeforeScripts(window.location, performance)) {
  // Back or Forward again before the scripts started: this HTML is for the page the visitor left.
  window.location.reload();
} else {
  const entryKey = ensureHistoryEntryKey(window.history);
  rememberOpeningEntry(entryKey);
  if (openedByHistory(performance)) restoreSavedScrollPosition(entryKey);

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
