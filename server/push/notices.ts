import { createHash } from "node:crypto";
import { z } from "zod";
import {
  pushAnnouncementPath,
  pushSetPath,
  REMINDER_MINUTES,
  type Announcement,
  type LateChangeInForce,
  type PushLanguage,
  type PushNoticeKind,
  type PushPayload,
} from "#core/contract";
import type { LiveSet } from "#core/festival-moment";
import { PUSH_TEXTS, type NoticeSet } from "../texts/push-texts";
import type { NoticeWrite } from "../db/push-queue-repo";

/**
 * What the notices say and when they are due (server/push/README.md#what-is-sent), as pure
 * functions of the schedule with its late changes applied: which notices a change or the clock
 * calls for, whether a stored notice is still worth sending, and its payload in a language.
 */

const MINUTE = 60_000;
/** An announcement without an end is worth a phone's attention for this long. */
export const ANNOUNCEMENT_TTL_MS = 60 * MINUTE;

const LateContentSchema = z.object({
  setId: z.string(),
  delayMinutes: z.number(),
  cancelled: z.boolean(),
  sequence: z.number(),
});
const ReminderContentSchema = z.object({
  setId: z.string(),
  startsAt: z.string(),
  minutes: z.number(),
});
const AnnouncementContentSchema = z.object({ id: z.number(), text: z.string() });

/** What the notices are worded from at the moment of sending. */
export interface NoticeContext {
  /** The edition's sets with the late changes in force applied, by id. */
  sets: ReadonlyMap<string, LiveSet>;
  /** Each changed set's current sequence. */
  sequences: ReadonlyMap<string, number>;
  /** The announcement that shows now, if any. */
  announcementId: number | null;
  /** Stage names by id, per language. */
  stageNames: Record<PushLanguage, Readonly<Record<string, string>>>;
}

const ms = (instant: string) => Date.parse(instant);

/**
 * The notice of a late change to a set, to whoever starred it; none once the set has ended (a
 * start of the server meets every change in force again, and an old one is no news).
 */
export function lateChangeNotice(
  change: LateChangeInForce,
  set: LiveSet | undefined,
  now: Date,
): NoticeWrite | undefined {
  if (set === undefined || ms(set.endsAt) <= now.getTime()) return undefined;
  const { setId, delayMinutes, cancelled, sequence } = change;
  return {
    key: `late:${setId}:${sequence}`,
    kind: "late-change",
    content: JSON.stringify({ setId, delayMinutes, cancelled, sequence }),
    expiresAt: new Date(ms(set.endsAt)),
    audience: { kind: "set", setId },
  };
}

/**
 * The reminders due at `now`: for each set not cancelled and each choice of minutes, from that
 * many minutes before its (delayed) start until the start. A delay moves the start, so it calls
 * for a new reminder; the one for the old start is no longer current.
 */
export function dueReminders(sets: Iterable<LiveSet>, now: Date): NoticeWrite[] {
  const at = now.getTime();
  const notices: NoticeWrite[] = [];
  for (const set of sets) {
    const start = ms(set.startsAt);
    if (set.cancelled || start <= at) continue;
    for (const minutes of REMINDER_MINUTES) {
      if (minutes === 0 || start - minutes * MINUTE > at) continue;
      notices.push({
        key: `reminder:${set.id}:${set.startsAt}:${minutes}`,
        kind: "reminder",
        content: JSON.stringify({ setId: set.id, startsAt: set.startsAt, minutes }),
        expiresAt: new Date(start),
        audience: { kind: "set", setId: set.id, reminderMinutes: minutes },
      });
    }
  }
  return notices;
}

/** The notice of an announcement a lead sent to every phone. */
export function announcementNotice(announcement: Announcement, now: Date): NoticeWrite {
  const end = announcement.endsAt === null ? Number.POSITIVE_INFINITY : ms(announcement.endsAt);
  return {
    key: `announcement:${announcement.id}`,
    kind: "announcement",
    content: JSON.stringify({ id: announcement.id, text: announcement.text }),
    expiresAt: new Date(Math.min(end, now.getTime() + ANNOUNCEMENT_TTL_MS)),
    audience: { kind: "everyone" },
  };
}

function setText(set: LiveSet, language: PushLanguage, context: NoticeContext): NoticeSet {
  return {
    act: set.act ?? PUSH_TEXTS[language].unnamedAct,
    stage: context.stageNames[language][set.stage] ?? set.stage,
    startTime: set.startTime,
    plannedStartTime: set.plannedStartTime,
    delayMinutes: set.delayMinutes,
  };
}

/** A push service's Topic for a set: a newer notice about it replaces one not yet delivered. */
export function setTopic(setId: string): string {
  return createHash("sha256").update(setId).digest("base64url").slice(0, 32);
}

/** What one stored notice is, read back; undefined when its content no schema reads. */
export type ReadNotice =
  | { kind: "late-change"; content: z.infer<typeof LateContentSchema> }
  | { kind: "reminder"; content: z.infer<typeof ReminderContentSchema> }
  | { kind: "announcement"; content: z.infer<typeof AnnouncementContentSchema> };

export function readNotice(kind: PushNoticeKind, json: string): ReadNotice | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  const schema = {
    "late-change": LateContentSchema,
    reminder: ReminderContentSchema,
    announcement: AnnouncementContentSchema,
  }[kind];
  const parsed = schema.safeParse(value);
  return parsed.success ? ({ kind, content: parsed.data } as ReadNotice) : undefined;
}

/**
 * Whether a stored notice still says what is true: a late change not replaced by a newer one of
 * its set, a reminder of a set not cancelled and still starting when it said, an announcement
 * still showing.
 */
export function stillCurrent(notice: ReadNotice, context: NoticeContext): boolean {
  switch (notice.kind) {
    case "late-change":
      return context.sequences.get(notice.content.setId) === notice.content.sequence;
    case "reminder": {
      const set = context.sets.get(notice.content.setId);
      return set !== undefined && !set.cancelled && set.startsAt === notice.content.startsAt;
    }
    case "announcement":
      return context.announcementId === notice.content.id;
  }
}

/** The payload of `notice` in `language`; undefined when its set is no longer in the edition. */
export function payloadOf(
  notice: ReadNotice,
  language: PushLanguage,
  context: NoticeContext,
): PushPayload | undefined {
  const texts = PUSH_TEXTS[language];
  if (notice.kind === "announcement") {
    return {
      kind: "announcement",
      title: texts.announcementTitle,
      body: notice.content.text,
      url: pushAnnouncementPath(language),
      tag: `announcement-${notice.content.id}`,
    };
  }
  const { setId } = notice.content;
  const set = context.sets.get(setId);
  if (set === undefined) return undefined;
  const named = setText(set, language, context);
  const url = pushSetPath(language, setId);
  if (notice.kind === "reminder") {
    const text = texts.reminder(named, notice.content.minutes);
    return { kind: "reminder", ...text, url, tag: `reminder-${setId}` };
  }
  const { cancelled, delayMinutes } = notice.content;
  const text = cancelled
    ? texts.cancelled(named)
    : delayMinutes > 0
      ? texts.delayed(named)
      : texts.onPlan(named);
  return { kind: "late-change", ...text, url, tag: `set-${setId}` };
}
