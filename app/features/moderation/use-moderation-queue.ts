import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import {
  MODERATION_STREAM_EVENTS,
  parseEventData,
  type Decision,
  type ModerationMode,
  type Submission,
  type SubmissionCounts,
} from "../../../core/contract";
import { moderationApi, ModerationApiError, STREAM_URL } from "./moderation-api";
import { EMPTY_QUEUE, optimistic, queueReducer, type QueueState } from "./queue-state";

export type Connection = "connecting" | "live" | "offline";

export interface LastDecision {
  readonly item: Submission;
  readonly decision: Decision;
}

export interface ModerationQueue {
  state: QueueState;
  counts: SubmissionCounts | null;
  connection: Connection;
  error: string | null;
  lastDecision: LastDecision | null;
  decide: (item: Submission, decision: Decision) => Promise<void>;
  undoLast: () => Promise<void>;
  dismissError: () => void;
}

const COUNTS_DEBOUNCE_MS = 300;
const RETRY_MS = 3000;

/**
 * The live queue (docs/product.md#moderation-panel): lists loaded over HTTP, kept current by
 * /api/moderation/stream (reloaded on every (re)connection, so nothing missed while offline stays
 * missing), decisions applied at once on screen and confirmed by the server, counts refreshed after
 * each change.
 */
export function useModerationQueue(
  mode: ModerationMode,
  onSignedOut: (notice: string) => void,
): ModerationQueue {
  const [state, dispatch] = useReducer(queueReducer, EMPTY_QUEUE);
  const [counts, setCounts] = useState<SubmissionCounts | null>(null);
  const [connection, setConnection] = useState<Connection>("connecting");
  const [error, setError] = useState<string | null>(null);
  const [lastDecision, setLastDecision] = useState<LastDecision | null>(null);
  const signedOut = useRef(onSignedOut);
  useEffect(() => {
    signedOut.current = onSignedOut;
  }, [onSignedOut]);
  const countsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const handleFailure = useCallback((failure: unknown) => {
    if (failure instanceof ModerationApiError && failure.status === 401) {
      signedOut.current("Sesja wygasła. Zaloguj się ponownie.");
      return;
    }
    setError(failure instanceof Error ? failure.message : String(failure));
  }, []);

  const refreshCounts = useCallback(() => {
    clearTimeout(countsTimer.current);
    countsTimer.current = setTimeout(() => {
      moderationApi.counts().then(setCounts, handleFailure);
    }, COUNTS_DEBOUNCE_MS);
  }, [handleFailure]);

  const reload = useCallback(async () => {
    try {
      const [pending, approved, rejected, freshCounts] = await Promise.all([
        moderationApi.list("pending"),
        moderationApi.list("approved"),
        moderationApi.list("rejected"),
        moderationApi.counts(),
      ]);
      dispatch({ type: "loaded", status: "pending", items: pending });
      dispatch({ type: "loaded", status: "approved", items: approved });
      dispatch({ type: "loaded", status: "rejected", items: rejected });
      setCounts(freshCounts);
    } catch (failure) {
      handleFailure(failure);
    }
  }, [handleFailure]);

  useEffect(() => {
    let stopped = false;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const connect = () => {
      if (stopped) return;
      const stream = new EventSource(STREAM_URL);
      source = stream;
      stream.addEventListener("open", () => {
        setConnection("live");
        void reload();
      });
      stream.addEventListener("change", (event: MessageEvent<string>) => {
        const change = parseEventData(MODERATION_STREAM_EVENTS.change, event.data);
        if (!change) return;
        dispatch({ type: "upsert", item: change.item });
        refreshCounts();
      });
      stream.addEventListener("resync", () => void reload());
      stream.addEventListener("error", () => {
        setConnection("offline");
        if (stream.readyState !== EventSource.CLOSED) return; // the browser retries by itself
        // Refused (401 after the session expired, or the server is restarting): find out which.
        moderationApi.session().then(
          (signedInMode) => {
            if (signedInMode === null) signedOut.current("Sesja wygasła. Zaloguj się ponownie.");
            else retry = setTimeout(connect, RETRY_MS);
          },
          () => {
            retry = setTimeout(connect, RETRY_MS);
          },
        );
      });
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(countsTimer.current);
      source?.close();
    };
  }, [reload, refreshCounts]);

  const decide = useCallback(
    async (item: Submission, decision: Decision) => {
      setError(null);
      dispatch({ type: "upsert", item: optimistic(item, decision, mode, new Date()) });
      try {
        const updated = await moderationApi.decide(item.id, decision);
        dispatch({ type: "upsert", item: updated });
        setLastDecision({ item: updated, decision });
        refreshCounts();
      } catch (failure) {
        dispatch({ type: "upsert", item });
        handleFailure(failure);
      }
    },
    [mode, refreshCounts, handleFailure],
  );

  const undoLast = useCallback(async () => {
    if (!lastDecision || lastDecision.decision === "undo") return;
    await decide(lastDecision.item, "undo");
  }, [lastDecision, decide]);

  return {
    state,
    counts,
    connection,
    error,
    lastDecision,
    decide,
    undoLast,
    dismissError: () => setError(null),
  };
}
