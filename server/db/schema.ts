import type { Generated, Selectable } from "kysely";
import type { SubmissionStatus } from "../../core/contract";

/**
 * The tables, typed for Kysely. Instants are stored as ISO-8601 UTC text ("2025-05-16T14:30:00.000Z")
 * in both SQLite and PostgreSQL, so every query and every row mapping is the same code for both
 * (docs/decisions/ storage record); ISO text in UTC sorts chronologically.
 */

export interface SubmissionsTable {
  id: Generated<number>;
  author: string;
  message: string;
  status: SubmissionStatus;
  created_at: string;
  decided_at: string | null;
}

/**
 * The screen's order: an append-only log. A `show` row is written each time a message becomes
 * visible (approval, or arrival under post-moderation), a `hide` row when it stops being visible
 * (rejection or undo). `seq` is the SSE `id:` of /api/screen/stream, so a screen that reconnects
 * with `Last-Event-ID` is replayed exactly what it missed.
 */
export const SCREEN_EVENT_KINDS = ["show", "hide"] as const;
export type ScreenEventKind = (typeof SCREEN_EVENT_KINDS)[number];

export interface ScreenEventsTable {
  seq: Generated<number>;
  submission_id: number;
  kind: ScreenEventKind;
  at: string;
}

/** Moderator sessions: the signed cookie carries `id`; logging out deletes the row. */
export interface ModeratorSessionsTable {
  id: string;
  created_at: string;
  expires_at: string;
}

/**
 * Rate-limit and login counters (PostgreSQL only; see server/db/rate-counters.ts): one fixed
 * window per key, `resets_at` when it ends.
 */
export interface RateCountersTable {
  key: string;
  count: number;
  resets_at: string;
}

export interface Database {
  submissions: SubmissionsTable;
  screen_events: ScreenEventsTable;
  moderator_sessions: ModeratorSessionsTable;
  rate_counters: RateCountersTable;
}

export type SubmissionRow = Selectable<SubmissionsTable>;
