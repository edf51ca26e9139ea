import type { FestivalSet } from "#core/festival-schedule";
import type { AuditTrail } from "../db/audit-trail";
import type { DatabaseHandle } from "../db/connection";
import { PushQueueRepository } from "../db/push-queue-repo";
import { PushSubscriptionsRepository } from "../db/push-subscriptions-repo";
import type { RateCounters } from "../db/rate-counters";
import type { IdentityHash } from "../submissions/sender-key";
import { generateVapidKeys } from "./push-sender";
import { PushSenderThread } from "./push-sender-thread";
import { PushService, type PushBoard } from "./push-service";
import { PUSH_SUBSCRIPTIONS_KEPT_DAYS } from "#core/contract";
import type { PushSettings } from "./push-settings";
import { DEFAULT_WORKER_TIMING, type DeliveryCount } from "./push-worker";

const DAY = 24 * 60 * 60_000;

export interface OpenPushOptions {
  settings: PushSettings;
  handle: DatabaseHandle;
  board: PushBoard;
  sets: readonly FestivalSet[];
  trail: AuditTrail;
  counters: RateCounters;
  hashIdentity: IdentityHash;
  /** The limit of the submissions' new devices, when the settings name none. */
  defaultPerAddressPerMinute: number;
  now: () => Date;
  counted: (kind: string, count: DeliveryCount) => void;
  log: { warn: (fields: object, message: string) => void };
}

/**
 * Builds and starts the phones' notifications (server/push/README.md) for the composition root:
 * the VAPID keys of the environment, or those kept in the database (made on the first start),
 * the sender on its own thread, and the service with its sending loop.
 */
export async function openPush(options: OpenPushOptions): Promise<PushService> {
  const { settings, handle, now } = options;
  const subscriptions = new PushSubscriptionsRepository(handle, now);
  const keys = settings.vapidKeys ?? (await subscriptions.vapidKeys(generateVapidKeys));
  const sender = PushSenderThread.forIdentity(
    { ...keys, subject: settings.subject },
    settings.allowedTestOrigins,
    settings.testCa,
  );
  const service = new PushService({
    subscriptions,
    queue: new PushQueueRepository(handle, now),
    sender,
    publicKey: keys.publicKey,
    board: options.board,
    sets: options.sets,
    stageNames: settings.stageNames,
    trail: options.trail,
    counters: options.counters,
    hashIdentity: options.hashIdentity,
    perAddressPerMinute: settings.perAddressPerMinute ?? options.defaultPerAddressPerMinute,
    allowedTestOrigins: settings.allowedTestOrigins,
    deleteAt: new Date(settings.editionEndsAt.getTime() + PUSH_SUBSCRIPTIONS_KEPT_DAYS * DAY),
    now,
    timing: { ...DEFAULT_WORKER_TIMING, ...settings.timing },
    counted: options.counted,
    log: options.log,
  });
  await service.start();
  return service;
}
