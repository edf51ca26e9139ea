import type { Generated } from "kysely";
import type { PushLanguage, PushNoticeKind } from "#core/contract";

/**
 * The tables of the phones' notifications (server/push/README.md), typed for Kysely; schema.ts
 * adds them to the database's tables.
 */

/** A browser's push subscription, and only what sending needs. */
export interface PushSubscriptionsTable {
  /** The push service's URL for this browser: the key. Never logged. */
  endpoint: string;
  p256dh: string;
  auth: string;
  language: PushLanguage;
  /** Minutes before each starred set's start; 0: no reminders. */
  reminder_minutes: number;
  created_at: string;
  updated_at: string;
}

/** A subscription's starred sets, one row each, so a set's subscribers are one indexed read. */
export interface PushSubscriptionSetsTable {
  endpoint: string;
  set_id: string;
}

/** A notice to send: what it is about (`content`, JSON), and when it is no longer worth it. */
export interface PushNoticesTable {
  id: Generated<number>;
  /** What it is about, unique: `late:<set>:<sequence>`, `reminder:<set>:<start>:<minutes>`… */
  notice_key: string;
  kind: PushNoticeKind;
  content: string;
  created_at: string;
  /** Past this instant the notice is not sent (and the push service is told the rest as TTL). */
  expires_at: string;
  /** Who it goes to (NoticeAudience, JSON), to resume writing its deliveries; null from before. */
  audience: string | null;
  /** When its last delivery was written; null while they are being written. */
  filled_at: string | null;
}

export const DELIVERY_STATUSES = ["pending", "sent", "failed", "gone", "superseded"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One notice to one subscription: the queue's row, claimed with a lease. */
export interface PushDeliveriesTable {
  id: Generated<number>;
  notice_id: number;
  endpoint: string;
  status: DeliveryStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** Claimed by an instance until then; null or past: free to claim. */
  lease_until: string | null;
  created_at: string;
  done_at: string | null;
}

/** The generated VAPID key pair (one row, id 1), base64url. */
export interface PushVapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: string;
}
