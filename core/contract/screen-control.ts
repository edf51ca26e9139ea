import { z } from "zod";
import { RESULT_CODES, RESULT_TEXTS } from "../codes";
import { hasForbiddenCharacters, hasStackedMarks, type CharacterRule } from "../message-characters";
import { ScreenKeySchema } from "./screen-keys";
import { ScreenNameSchema } from "./screen-names";

/**
 * Running the screens on the night (server/screens/README.md#screens-on-the-night): announcements,
 * the mode of each screen, the rotation's settings, the screens' heartbeats and the sender's
 * receipt. One module owns each of these shapes; the server, the screens, the panel and the
 * public pages import them from here. The rules applied to them sit beside the other rules in
 * core/: the board's defaults and the mode of one screen (`screen-board.ts`), the heartbeats'
 * timing (`screen-heartbeats.ts`), a screen's link (`screen-links.ts`).
 */

/** How a screen runs: its rotation, frozen on the current message, or only the logo and QR code. */
export const SCREEN_MODES = ["live", "paused", "blackout"] as const;
export type ScreenMode = (typeof SCREEN_MODES)[number];
export const ScreenModeSchema = z.enum(SCREEN_MODES);

export { ScreenNameSchema } from "./screen-names";

/**
 * Bounds of the rotation's settings, which a lead changes in the panel. They stay beside the
 * schema that applies them: `core/screen-board.ts` reads this module's types, so the bounds
 * there would make an import circle.
 */
export const SCREEN_SETTING_BOUNDS = {
  paceSeconds: { min: 3, max: 60 },
  minimumSeconds: { min: 3, max: 60 },
  senderGapMinutes: { min: 0, max: 120 },
  waitWarningMinutes: { min: 1, max: 120 },
} as const;

const bounded = (bounds: { min: number; max: number }) =>
  z.number().int().min(bounds.min).max(bounds.max);

/**
 * The rotation (server/screens/README.md#fair-rotation): each new message stays up `paceSeconds`
 * when nothing else waits, and at least `minimumSeconds` when others wait; a sender's messages are
 * at least `senderGapMinutes` apart; the panel warns when the screens' backlog would take more
 * than `waitWarningMinutes` to show.
 */
export const ScreenSettingsSchema = z
  .object({
    paceSeconds: bounded(SCREEN_SETTING_BOUNDS.paceSeconds),
    minimumSeconds: bounded(SCREEN_SETTING_BOUNDS.minimumSeconds),
    senderGapMinutes: bounded(SCREEN_SETTING_BOUNDS.senderGapMinutes),
    waitWarningMinutes: bounded(SCREEN_SETTING_BOUNDS.waitWarningMinutes),
  })
  .refine((settings) => settings.minimumSeconds <= settings.paceSeconds, {
    message: "minimumSeconds must not exceed paceSeconds",
    path: ["minimumSeconds"],
    // The server words it by this name (server/validation-errors.ts).
    params: { rule: "minimumWithinPace" },
  });
export type ScreenSettings = z.infer<typeof ScreenSettingsSchema>;

/**
 * PUT /api/moderation/screens/settings: the settings and no other field
 * (server/routes/README.md#api-errors). A strict copy: `ScreenSettingsSchema` itself also reads the
 * settings of a stored board, which must stay tolerant.
 */
export const ScreenSettingsBodySchema = ScreenSettingsSchema.strict();

/**
 * The longest announcement: two lines on the screen, one short banner on a phone. Beside its
 * schema, for the same reason as the settings' bounds (`core/announcement-timing.ts` reads this
 * module's types).
 */
export const ANNOUNCEMENT_MAX_LENGTH = 160;

/** An organisers' announcement: it pre-empts every screen and shows as a banner on the site. */
export const AnnouncementSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  startedAt: z.string().meta({ description: "ISO-8601 instant (UTC)" }),
  endsAt: z
    .string()
    .nullable()
    .meta({ description: "ISO-8601 instant (UTC); null: until a lead clears it" }),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

/**
 * What a lead is told when an announcement breaks the character rules a visitor's message obeys
 * (`core/message-characters.ts`): the very texts the toast shows for 76 and 78.
 */
export const CHARACTER_RULE_TEXTS: Record<CharacterRule, string> = {
  forbiddenCharacters: RESULT_TEXTS[RESULT_CODES.FORBIDDEN_CHARACTERS].body,
  stackedMarks: RESULT_TEXTS[RESULT_CODES.TOO_MANY_MARKS].body,
};

/**
 * POST /api/moderation/announcement; a field it does not name is refused. Its text goes on every
 * screen like a message, so it obeys the messages' character rules (no bidi overrides,
 * zero-width or control characters, no stacked marks).
 */
export const AnnouncementBodySchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1)
    .max(ANNOUNCEMENT_MAX_LENGTH)
    .refine((text) => !hasForbiddenCharacters(text), {
      message: "forbidden characters",
      params: { rule: "forbiddenCharacters" },
    })
    .refine((text) => !hasStackedMarks(text), {
      message: "stacked marks",
      params: { rule: "stackedMarks" },
    }),
  endsAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .optional()
    .meta({ description: "When it stops showing (ISO-8601); omitted or null: until cleared" }),
  alsoToPhones: z
    .boolean()
    .optional()
    .meta({
      description:
        "Also send it as a notification to every phone that turned them on (lead only, " +
        "server/push/README.md); omitted: screens and pages only",
    }),
});
export type AnnouncementBody = z.infer<typeof AnnouncementBodySchema>;

/** The longest delay a lead can give one set, in minutes. */
export const SET_DELAY_MAX_MINUTES = 180;

/**
 * A lead's late change to one set of the schedule (app/features/festival-days/README.md): a delay
 * in minutes, a cancellation, or both. `setId` is the schedule's id (`core/festival-schedule.ts`).
 */
export const LateChangeSchema = z.object({
  setId: z
    .string()
    .min(1)
    .max(160)
    .regex(/^[a-z0-9-]+$/)
    .meta({ description: "The set's id in the schedule, e.g. 2025-05-16-mira-wolna" }),
  delayMinutes: z.number().int().min(0).max(SET_DELAY_MAX_MINUTES),
  cancelled: z.boolean(),
});
export type LateChange = z.infer<typeof LateChangeSchema>;

/**
 * PUT /api/moderation/late-changes: a lead's change and no other field
 * (server/routes/README.md#api-errors). Made from the shape rather than by making
 * `LateChangeSchema` strict: a schema extended from a strict one stays strict, and the board's
 * entries and the answers extended from it must keep reading tolerantly.
 */
export const LateChangeBodySchema = z.strictObject(LateChangeSchema.shape);

/**
 * A late change as the board keeps it and the pages and the panel read it: the lead's change and
 * how many changes that set has had (`sequence`, the calendar file's SEQUENCE, so an event a
 * visitor imported is replaced by the newer one). A set put back on plan keeps its entry, with no
 * delay and not cancelled, so its next change counts on from there.
 */
export const LateChangeInForceSchema = LateChangeSchema.extend({
  sequence: z
    .number()
    .int()
    .min(1)
    // A board stored before sequences existed held only changed sets: each had one change.
    .default(1)
    .meta({ description: "How many changes leads have made to this set (1 for the first)" }),
});
export type LateChangeInForce = z.infer<typeof LateChangeInForceSchema>;

/**
 * What the leads set for the night, besides the messages: what every screen follows (the
 * announcement, the rotation's settings, the screens' modes) and the late changes to the
 * schedule the public pages follow. Sent whole as the `board` event of /api/screen/stream
 * whenever any part changes (and first thing on connecting); `version` grows with every change.
 */
export const ScreenBoardSchema = z.object({
  version: z.number().int().min(0),
  announcement: AnnouncementSchema.nullable(),
  settings: ScreenSettingsSchema,
  modeForAll: ScreenModeSchema,
  modes: z
    .record(z.string(), ScreenModeSchema)
    .meta({ description: "Screens set apart from `modeForAll`, by name" }),
  // A board stored or sent before late changes existed has none. Stored under its former name
  // (server/db/screen-board.ts).
  lateChanges: z
    .array(LateChangeInForceSchema)
    .default([])
    .meta({ description: "One per set a lead has changed (on plan again included), by setId" }),
});
export type ScreenBoard = z.infer<typeof ScreenBoardSchema>;

/** PUT /api/moderation/screens/mode: one screen (by name), or every screen (`screen: null`). */
export const ScreenModeBodySchema = z.strictObject({
  screen: ScreenNameSchema.nullable(),
  mode: ScreenModeSchema,
});
export type ScreenModeBody = z.infer<typeof ScreenModeBodySchema>;

/** What a screen shows at the moment. */
export const ScreenShowingSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("message"), id: z.number().int() }),
  z.object({ kind: z.literal("announcement"), id: z.number().int() }),
  z.object({ kind: z.literal("blackout") }),
  z.object({ kind: z.literal("empty") }),
]);
export type ScreenShowing = z.infer<typeof ScreenShowingSchema>;

/** What a screen reports of itself; the server keeps the last report of each name. */
export const ScreenReportSchema = z.object({
  screen: ScreenNameSchema,
  mode: ScreenModeSchema.meta({ description: "The mode the screen applies now" }),
  showing: ScreenShowingSchema,
  waiting: z
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .meta({ description: "Approved messages this screen has not shown yet" }),
  connected: z.boolean().meta({ description: "Whether its stream is open" }),
});
export type ScreenReport = z.infer<typeof ScreenReportSchema>;

/** POST /api/screen/heartbeat: the report, with the key of the screen's name. */
export const ScreenHeartbeatSchema = ScreenReportSchema.extend({ key: ScreenKeySchema });
export type ScreenHeartbeat = z.infer<typeof ScreenHeartbeatSchema>;

/** A named screen as the panel lists it. */
export const ScreenStatusSchema = z.object({
  screen: z.string(),
  lastHeartbeatAt: z.string().meta({ description: "ISO-8601 instant (UTC)" }),
  online: z.boolean().meta({ description: "A heartbeat within SCREEN_OFFLINE_AFTER_MS" }),
  mode: ScreenModeSchema,
  showing: ScreenShowingSchema,
  showingText: z
    .string()
    .nullable()
    .meta({ description: "The message or announcement on it, as its audience reads it" }),
  waiting: z.number().int(),
});
export type ScreenStatus = z.infer<typeof ScreenStatusSchema>;

/** GET /api/moderation/screens. */
export const ScreensOverviewSchema = z.object({
  board: ScreenBoardSchema,
  screens: z.array(ScreenStatusSchema),
});
export type ScreensOverview = z.infer<typeof ScreensOverviewSchema>;

/**
 * GET /api/announcement, as the public pages read it: what they show as a banner, and the late
 * changes to the schedule they apply to the timetable and now/next; one small cached answer for
 * both.
 */
export const PublicAnnouncementSchema = z.object({
  announcement: AnnouncementSchema.nullable(),
  lateChanges: z.array(LateChangeInForceSchema),
});
export type PublicAnnouncement = z.infer<typeof PublicAnnouncementSchema>;

/** GET, PUT and DELETE of /api/moderation/late-changes, as the panel reads them. */
export const LateChangeListSchema = z.object({
  lateChanges: z.array(LateChangeInForceSchema).meta({
    description:
      "One per set a lead has changed, by setId; a set back on plan: no delay, not cancelled",
  }),
});
export type LateChangeList = z.infer<typeof LateChangeListSchema>;

/**
 * The list again under `setChanges`, the name the release before this one read: a phone may keep
 * a page of that release (the service worker's cache), a lead a panel tab, so both answers carry
 * it for one release and drop it in the next edition's release
 * (server/moderation/README.md#late-changes).
 */
const FORMER_NAME = {
  setChanges: z.array(LateChangeInForceSchema).meta({
    deprecated: true,
    description: "The same list as lateChanges, for pages of the release before; to be removed",
  }),
};

/** GET /api/announcement as the server sends it for one release: the former name too. */
export const PublicAnnouncementAnswerSchema = PublicAnnouncementSchema.extend(FORMER_NAME);
export type PublicAnnouncementAnswer = z.infer<typeof PublicAnnouncementAnswerSchema>;

/** The late changes' answers as the server sends them for one release: the former name too. */
export const LateChangeListAnswerSchema = LateChangeListSchema.extend(FORMER_NAME);
export type LateChangeListAnswer = z.infer<typeof LateChangeListAnswerSchema>;

/** DELETE /api/moderation/late-changes/:setId. */
export const SetIdParamsSchema = LateChangeSchema.pick({ setId: true });
export type SetIdParams = z.infer<typeof SetIdParamsSchema>;

/** Where the visitor's own last message stands, as the toast words it. */
export const RECEIPT_STATES = ["pending", "approved", "shown", "rejected"] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

/** GET /api/submissions/receipt: the last message of this device (its cookie), or null. */
export const MessageReceiptSchema = z.object({
  receipt: z
    .object({
      id: z.number().int(),
      state: z.enum(RECEIPT_STATES),
      shownAt: z
        .string()
        .nullable()
        .meta({ description: "When a screen first showed it (ISO-8601, UTC)" }),
    })
    .nullable(),
});
export type MessageReceipt = z.infer<typeof MessageReceiptSchema>;
