import type { Generated, Selectable } from "kysely";
import type { AuditAction } from "#core/contract";
import type { ModeratorRole } from "#core/staff-accounts";
import type { RejectionReason } from "#core/message-triage";
import type { SubmissionStatus } from "#core/submission-transitions";
import type {
  PushDeliveriesTable,
  PushNoticesTable,
  PushSubscriptionSetsTable,
  PushSubscriptionsTable,
  PushVapidKeysTable,
} from "./push-schema";

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
  /**
   * Who sent it: a salted hash of the device id, or of the address when there is none
   * (server/submissions/sender-key.ts). Never the raw value. Null for messages older than the field.
   */
  sender: string | null;
  /** The first message of its group of the same text; itself if first. */
  group_id: number | null;
  /** The normalised text groups are matched on (core/duplicate-key.ts). */
  duplicate_key: string;
  /** Triage flags, comma-separated (core/message-triage.ts). */
  flags: string;
  reason: RejectionReason | null;
  decided_by: string | null;
  /** Claims live on the group's first message: who decides it now, and until when. */
  claimed_by: string | null;
  claimed_until: string | null;
  /** When a screen first showed it (the sender's receipt; the screens' backlog). */
  shown_at: string | null;
  /**
   * The key the sender's toast sent with it (core/idempotency-key.ts), unique: a resend of the
   * same key is answered with this row instead of storing another. Null without one.
   */
  idempotency_key: string | null;
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
  /** Whose session (a moderators.name); removing the account ends it. */
  moderator: string;
  /** The last request the panel made with it: presence, and when it goes idle. */
  last_seen_at: string;
  /** A coarse description of the browser that signed in ("Firefox, Android"), for its owner. */
  device: string | null;
  /** When the session proved its second factor; null: not yet (or its account needs none). */
  second_factor_at: string | null;
  /** Wrong second-factor attempts of this session; the fifth ends it. */
  second_factor_failures: Generated<number>;
}

/** What a session asked for and must answer soon: a WebAuthn challenge, a TOTP setup. */
export const SECOND_FACTOR_CHALLENGE_KINDS = [
  "authentication",
  "registration",
  "totp_setup",
] as const;
export type SecondFactorChallengeKind = (typeof SECOND_FACTOR_CHALLENGE_KINDS)[number];

export interface SecondFactorChallengesTable {
  session_id: string;
  kind: SecondFactorChallengeKind;
  /** The challenge (base64url), or the TOTP secret being set up, encrypted. */
  value: string;
  expires_at: string;
}

/** An account's passkeys (WebAuthn credentials): `id` is the credential's id, base64url. */
export interface StaffPasskeysTable {
  id: string;
  moderator: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's sign counter, as decimal text (an unsigned 32-bit number). */
  sign_count: string;
  /** Its transports as a JSON array, or null. */
  transports: string | null;
  label: string;
  created_at: string;
  last_used_at: string | null;
}

/** An account's TOTP secret, encrypted (server/moderation/second-factor/secret-box.ts). */
export interface StaffTotpTable {
  moderator: string;
  secret: string;
  created_at: string;
  /** The time step of the code last accepted: a code is never accepted twice. */
  last_step: number | null;
}

/** An account's unused recovery codes, as SHA-256 hashes; a used one is deleted. */
export interface StaffRecoveryCodesTable {
  moderator: string;
  code_hash: string;
  created_at: string;
}

/** Named moderator accounts; passwords as scrypt hashes (server/moderation/password-hash.ts). */
export interface ModeratorsTable {
  name: string;
  role: ModeratorRole;
  password_hash: string;
  created_at: string;
  /**
   * The quick-start lead only: the hash of the start's password (MODERATOR_PASSWORD or the
   * generated one) as last applied; a start applies it again only when it differs.
   */
  start_password_hash: string | null;
}

/** The audit trail: append-only. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor: string;
  action: AuditAction;
  submission_id: number | null;
  detail: string;
}

/** Blocked senders (by their salted hash) with what they were blocked for. */
export interface SenderBlocksTable {
  id: Generated<number>;
  sender: string;
  blocked_by: string;
  blocked_at: string;
  submission_id: number | null;
  example: string;
  example_author: string;
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

/** What every screen follows: one row (id 1) holding a ScreenBoard as JSON. */
export interface ScreenBoardTable {
  id: number;
  version: number;
  board: string;
}

/** Announcements as they were made: their ids, and who wrote which text. */
export interface AnnouncementsTable {
  id: Generated<number>;
  text: string;
  created_by: string;
  created_at: string;
}

/** A named screen's last heartbeat: the ScreenHeartbeat it sent, as JSON. */
export interface ScreenHeartbeatsTable {
  screen: string;
  at: string;
  report: string;
}

/**
 * A screen's key version (server/db/screen-key-versions-repo.ts): a lead's new link for the screen
 * moves it on and retires the key before it. A screen without a row is at version 0.
 */
export interface ScreenKeyVersionsTable {
  screen: string;
  version: number;
  changed_at: string;
  changed_by: string;
}

export interface Database {
  submissions: SubmissionsTable;
  screen_events: ScreenEventsTable;
  moderator_sessions: ModeratorSessionsTable;
  rate_counters: RateCountersTable;
  moderators: ModeratorsTable;
  audit_log: AuditLogTable;
  sender_blocks: SenderBlocksTable;
  screen_board: ScreenBoardTable;
  announcements: AnnouncementsTable;
  screen_heartbeats: ScreenHeartbeatsTable;
  screen_key_versions: ScreenKeyVersionsTable;
  second_factor_challenges: SecondFactorChallengesTable;
  staff_passkeys: StaffPasskeysTable;
  staff_totp: StaffTotpTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  push_subscriptions: PushSubscriptionsTable;
  push_subscription_sets: PushSubscriptionSetsTable;
  push_notices: PushNoticesTable;
  push_deliveries: PushDeliveriesTable;
  push_vapid_keys: PushVapidKeysTable;
}

export type SubmissionRow = Selectable<SubmissionsTable>;
