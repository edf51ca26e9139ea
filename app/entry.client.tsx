import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ensureHistoryEntryKey } from "./layout/history-entry-key";

// React Router's default client entry, plus the history entry's key (see history-entry-key.ts).
ensureHistoryEntryKey(window.history);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
