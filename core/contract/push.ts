import { z } from "zod";
import { LateChangeSchema } from "./screen-control";

/**
 * Notifications on a visitor's phone with the page closed (server/push/README.md): the browser's
 * own Web Push (RFC 8030, 8291, 8292), no account. The visitor's browser subscribes with the
 * server's VAPID public key and hands the server its subscription, the page's language, the
 * starred sets of "Mój plan" and how many minutes before each set to be reminded. The server
 * sends a late change of a starred set, a reminder before each, and the leads' announcements
 * "also to phones".
 */

/** GET /api/push/key: the server's VAPID public key (uncompressed P-256 point, base64url). */
export const PushKeySchema = z.object({
  publicKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .meta({ description: "The applicationServerKey for PushManager.subscribe, base64url" }),
});
export type PushKey = z.infer<typeof PushKeySchema>;

/** The languages a notification is written in: the page's where they were turned on. */
export const PUSH_LANGUAGES = ["pl", "en"] as const;
export type PushLanguage = (typeof PUSH_LANGUAGES)[number];

/** How many minutes before a starred set the reminder comes; 0 turns reminders off. */
export const REMINDER_MINUTES = [0, 5, 10, 15, 30] as const;
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number];
/** The choice a visitor starts with. */
export const DEFAULT_REMINDER_MINUTES: ReminderMinutes = 10;

/**
 * Days every subscription is kept after the edition ends, at the latest: the server deletes them
 * then, and the plan's privacy line and the FAQ say the same number.
 */
export const PUSH_SUBSCRIPTIONS_KEPT_DAYS = 3;

/** The longest endpoint URL the server keeps (push services' are about 200–500 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;
/** The most starred sets one subscription keeps: more than any edition's programme holds. */
export const PUSH_MAX_SET_IDS = 500;

/** A set's id, as the schedule and "Mój plan" name it (the late changes' own rule). */
const SetIdSchema = LateChangeSchema.shape.setId;

/**
 * The push subscription as `PushSubscription.toJSON()` gives it: the push service's endpoint
 * (https; the server also refuses loopback, private and link-local hosts) and the browser's keys
 * (p256dh: its P-256 public key, auth: 16 random bytes; both base64url).
 */
export const PushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/ })
    .max(PUSH_ENDPOINT_MAX_LENGTH)
    .meta({
      description: "The push service's URL for this browser (https, a public host)",
    }),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/)
      .min(80)
      .max(100)
      .meta({ description: "The browser's P-256 public key, base64url (65 bytes)" }),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/)
      .min(16)
      .max(32)
      .meta({ description: "The browser's authentication secret, base64url (16 bytes)" }),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

/**
 * PUT /api/push/subscription: turn notifications on, or update them when the plan or the choice
 * changes (the same endpoint again replaces what was kept). Set ids the edition does not know are
 * dropped; an empty plan keeps announcements only.
 */
export const PushSubscriptionBodySchema = z.strictObject({
  subscription: PushSubscriptionSchema,
  language: z.enum(PUSH_LANGUAGES),
  setIds: z.array(SetIdSchema).max(PUSH_MAX_SET_IDS).meta({
    description: "The starred sets of „Mój plan” (app/features/festival-days/starred-sets.ts)",
  }),
  reminderMinutes: z.literal(REMINDER_MINUTES).meta({
    description: "Minutes before each starred set's (delayed) start; 0: no reminders",
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

/** PUT /api/push/subscription's answer. */
export const PushSubscribedSchema = z.object({ ok: z.literal(true) });
export type PushSubscribed = z.infer<typeof PushSubscribedSchema>;

/** DELETE /api/push/subscription: turn notifications off (204, whether it was kept or not). */
export const PushUnsubscribeBodySchema = z.strictObject({
  endpoint: PushSubscriptionSchema.shape.endpoint,
});
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBodySchema>;

/** What a notification is about. */
export const PUSH_NOTICE_KINDS = ["late-change", "reminder", "announcement"] as const;
export type PushNoticeKind = (typeof PUSH_NOTICE_KINDS)[number];

/**
 * The decrypted payload the service worker receives and shows: the texts are already in the
 * subscription's language, with Warsaw times. `url` is a site path opened on a tap (the plan at
 * that set, or the page of the announcement); `tag` makes a newer notice about the same set
 * replace the older one.
 */
export const PushPayloadSchema = z.object({
  kind: z.enum(PUSH_NOTICE_KINDS),
  title: z.string().max(200),
  body: z.string().max(500),
  url: z
    .string()
    .regex(/^\/(?!\/)/)
    .max(300)
    .meta({ description: "A path on this site, e.g. /homepage#plan-… or /en/…" }),
  tag: z.string().max(200),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/** Where a language's pages start: the Polish site at the root, the English one under /en. */
const languagePrefix = (language: PushLanguage) => (language === "en" ? "/en" : "");

/**
 * The `url` of a set's notice: "Mój plan" on the about page, with the set named in the query
 * (`?set=<id>`) so the page can bring that set into view; the fragment opens the plan.
 */
export function pushSetPath(language: PushLanguage, setId: string): string {
  return `${languagePrefix(language)}/about?set=${encodeURIComponent(setId)}#moj-plan`;
}

/** The `url` of an announcement's notice: the home page, where its banner shows. */
export function pushAnnouncementPath(language: PushLanguage): string {
  return `${languagePrefix(language)}/homepage`;
}

/** The notifications' figures in the lead's panel and on /metrics (server/push/README.md). */
export const PushFiguresSchema = z.object({
  subscriptions: z.number().int().meta({ description: "Phones with notifications on" }),
  sent: z.number().int().meta({ description: "Notices handed to the push services" }),
  failed: z.number().int().meta({ description: "Notices given up on after their retries" }),
  waiting: z.number().int().meta({ description: "Notices in the queue, due or retried later" }),
  oldestWaitingSeconds: z
    .number()
    .nullable()
    .meta({ description: "How long the oldest notice due has waited; null when none is due" }),
});
export type PushFigures = z.infer<typeof PushFiguresSchema>;
