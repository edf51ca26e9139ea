import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import {
  MODERATION_STREAM_EVENTS,
  parseEventData,
  type QueueItem,
  type SubmissionCounts,
} from "#core/contract";
import { CLAIM_BATCH, CLAIM_RENEW_MS } from "#core/queue-claims";
import type { Decision, ModerationMode } from "#core/submission-transitions";
import { openEventStream } from "../../../hooks/event-stream";
import { moderationApi, ModerationApiError, STREAM_URL } from "../shared/moderation-api";
import { EMPTY_QUEUE, myItems, optimistic, queueReducer, type QueueState } from "./queue-state";

export type Connection = "connecting" | "live" | "offline";

export interface LastDecision {
  readonly item: QueueItem;
  readonly decision: Decision;
}

export interface ModerationQueue {
  state: QueueState;
  /** This moderator's own items, oldest first. */
  mine: QueueItem[];
  counts: SubmissionCounts | null;
  connection: Connection;
  error: string | null;
  notice: string | null;
  lastDecision: LastDecision | null;
  decide: (item: QueueItem, decision: Decision) => Promise<void>;
  block: (item: QueueItem) => Promise<void>;
  undoLast: () => Promise<void>;
  dismissError: () => void;
}

const COUNTS_DEBOUNCE_MS = 300;
/** A stream the browser gave up is opened again after this long, every time. */
const RETRY_MS = 3000;
/** A burst of arrivals asks for new items at most this often. */
const TOP_UP_MS = 2000;
/** Fewer items than this left after a decision: ask for the next ones at once. */
const LOW_WATER = 2;

const SESSION_EXPIRED = "Sesja wygasła. Zaloguj się ponownie.";
/** 409s: someone else decided or holds the item; the panel shows why and refreshes. */
const CONFLICTS: ReadonlySet<unknown> = new Set(["already_decided", "claimed_by_other"]);

/**
 * The live queue (app/features/moderation/README.md): this moderator's claimed items, renewed every
 * 15 s and topped up when they run low or something new arrives; the history lists loaded over
 * HTTP and kept current by /api/moderation/stream (reloaded on every (re)connection); decisions
 * applied at once on screen and confirmed by the server, which refuses one on an item that
 * somebody else decided first.
 */
export function useModerationQueue(
  mode: ModerationMode,
  me: string,
  onSignedOut: (notice: string) => void,
): ModerationQueue {
  const [state, dispatch] = useReducer(queueReducer, EMPTY_QUEUE);
  const [counts, setCounts] = useState<SubmissionCounts | null>(null);
  const [connection, setConnection] = useState<Connection>("connecting");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [lastDecision, setLastDecision] = useState<LastDecision | null>(null);
  const signedOut = useRef(onSignedOut);
  useEffect(() => {
    signedOut.current = onSignedOut;
  }, [onSignedOut]);
  const mine = myItems(state, me);
  // How many items this moderator holds, for the stream's and the decisions' callbacks.
  const held = useRef(mine.length);
  useEffect(() => {
    held.current = mine.length;
  }, [mine.length]);
  const countsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTopUp = useRef(0);

  const handleFailure = useCallback((failure: unknown) => {
    if (failure instanceof ModerationApiError && failure.status === 401) {
      signedOut.current(SESSION_EXPIRED);
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

  const claim = useCallback(async () => {
    lastTopUp.current = Date.now();
    try {
      dispatch({ type: "claimed", items: (await moderationApi.claim()).items });
    } catch (failure) {
      handleFailure(failure);
    }
  }, [handleFailure]);

  const reload = useCallback(async () => {
    try {
      const [approved, rejected, freshCounts] = await Promise.all([
        moderationApi.list("approved"),
        moderationApi.list("rejected"),
        moderationApi.counts(),
        claim(),
      ]);
      dispatch({ type: "loaded", status: "approved", items: approved });
      dispatch({ type: "loaded", status: "rejected", items: rejected });
      setCounts(freshCounts);
    } catch (failure) {
      handleFailure(failure);
    }
  }, [claim, handleFailure]);

  // The claims lapse unless renewed while the panel is open.
  useEffect(() => {
    const timer = setInterval(() => void claim(), CLAIM_RENEW_MS);
    return () => clearInterval(timer);
  }, [claim]);

  useEffect(() => {
    let topUp: ReturnType<typeof setTimeout> | undefined;

    // Something new arrived: ask for it if there is room, at most once per TOP_UP_MS.
    const topUpSoon = () => {
      if (held.current >= CLAIM_BATCH || topUp !== undefined) return;
      const wait = Math.max(0, lastTopUp.current + TOP_UP_MS - Date.now());
      topUp = setTimeout(() => {
        topUp = undefined;
        void claim();
      }, wait);
    };

    const close = openEventStream({
      address: () => STREAM_URL,
      events: {
        change: (event) => {
          const change = parseEventData(MODERATION_STREAM_EVENTS.change, event.data);
          if (!change) return;
          dispatch({ type: "upsert", item: change.item });
          refreshCounts();
          if (change.item.status === "pending" && change.item.claimedBy === null) topUpSoon();
        },
        resync: () => void reload(),
      },
      onOpen: () => {
        setConnection("live");
        void reload();
      },
      onDrop: () => setConnection("offline"),
      // Refused (401 after the session expired, or the server is restarting): find out which.
      mayRetry: () =>
        moderationApi.session().then((session) => {
          if (session !== null) return true;
          signedOut.current(SESSION_EXPIRED);
          return false;
        }),
      firstRetryMs: RETRY_MS,
      maxRetryMs: RETRY_MS,
    });
    return () => {
      clearTimeout(topUp);
      clearTimeout(countsTimer.current);
      close();
    };
  }, [reload, refreshCounts, claim]);

  /** A refused decision: say why, let go of the item and look again; never sent twice. */
  const conflict = useCallback(
    (item: QueueItem, failure: ModerationApiError) => {
      setError(failure.message);
      dispatch({ type: "drop", id: item.id });
      void reload();
    },
    [reload],
  );

  const decide = useCallback(
    async (item: QueueItem, decision: Decision) => {
      setError(null);
      setNotice(null);
      dispatch({ type: "upsert", item: optimistic(item, decision, mode, new Date()) });
      try {
        const updated = await moderationApi.decide(item.id, decision, item.status);
        dispatch({ type: "upsert", item: updated });
        setLastDecision({ item: updated, decision });
        refreshCounts();
        if (item.status === "pending" && held.current <= LOW_WATER) void claim();
        if (updated.status === "pending") void claim();
      } catch (failure) {
        dispatch({ type: "upsert", item });
        if (failure instanceof ModerationApiError && CONFLICTS.has(failure.code)) {
          conflict(item, failure);
        } else handleFailure(failure);
      }
    },
    [mode, refreshCounts, handleFailure, claim, conflict],
  );

  const block = useCallback(
    async (item: QueueItem) => {
      setError(null);
      setNotice(null);
      try {
        await moderationApi.block(item.id);
        setNotice(`Zablokowano nadawcę wiadomości od: ${item.author}.`);
        dispatch({ type: "drop", id: item.id });
        await reload();
      } catch (failure) {
        handleFailure(failure);
      }
    },
    [reload, handleFailure],
  );

  const undoLast = useCallback(async () => {
    if (!lastDecision || lastDecision.decision === "undo") return;
    await decide(lastDecision.item, "undo");
  }, [lastDecision, decide]);

  return {
    state,
    mine,
    counts,
    connection,
    error,
    notice,
    lastDecision,
    decide,
    block,
    undoLast,
    dismissError: () => setError(null),
  };
}
