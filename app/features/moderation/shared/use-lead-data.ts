import { useCallback, useEffect, useState } from "react";
import { ModerationApiError } from "./moderation-api";

export type LeadData<T> =
  | { kind: "loading" }
  | { kind: "loaded"; data: T }
  | { kind: "refused"; message: string }
  | { kind: "failed"; message: string };

/**
 * One of the lead's lists, read when its tab opens and again on `reload`. A 403 (the account is
 * not a lead, or stopped being one) is a state of its own, shown as the server's explanation.
 */
export function useLeadData<T>(load: () => Promise<T>): {
  state: LeadData<T>;
  reload: () => void;
} {
  const [state, setState] = useState<LeadData<T>>({ kind: "loading" });
  const reload = useCallback(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ kind: "loaded", data });
      },
      (failure: unknown) => {
        if (!current) return;
        const message = failure instanceof Error ? failure.message : String(failure);
        const refused = failure instanceof ModerationApiError && failure.status === 403;
        setState({ kind: refused ? "refused" : "failed", message });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  useEffect(reload, [reload]);
  return { state, reload };
}

/** The text of a list that is not there (yet), or null when it is loaded. */
export function notLoadedText<T>(state: LeadData<T>): string | null {
  if (state.kind === "loading") return "Wczytywanie…";
  if (state.kind === "loaded") return null;
  return state.message;
}
