import type { PushLanguage } from "#core/contract";

/** What a set's notice names: the act (none for a student slot without a band), stage, times. */
export interface NoticeSet {
  act: string | undefined;
  stage: string;
  /** Warsaw wall-clock times, "21:30". */
  startTime: string;
  plannedStartTime: string;
  delayMinutes: number;
}

export interface NoticeText {
  title: string;
  body: string;
}

interface PushTexts {
  unnamedAct: string;
  delayed(set: NoticeSet): NoticeText;
  cancelled(set: NoticeSet): NoticeText;
  onPlan(set: NoticeSet): NoticeText;
  reminder(set: NoticeSet, minutes: number): NoticeText;
  announcementTitle: string;
}

const NBSP = "\u00a0";

/**
 * The notifications' texts (server/push/README.md#what-is-sent), in the language of the page
 * where the visitor turned them on, with Warsaw times. The title names the act; the body starts
 * with the time, since a collapsed notification shows one line of it, and ends with the stage.
 * An announcement's own text is the lead's, as the screens show it.
 */
export const PUSH_TEXTS: Record<PushLanguage, PushTexts> = {
  pl: {
    unnamedAct: "Koncert zespołu studenckiego",
    delayed: (set) => ({
      title: `Zmiana godziny: ${set.act}`,
      body: `Początek o ${set.startTime} zamiast o ${set.plannedStartTime} – ${set.stage}.`,
    }),
    cancelled: (set) => ({
      title: `Odwołane: ${set.act}`,
      body: `Koncertu planowanego o ${set.plannedStartTime} nie będzie – ${set.stage}.`,
    }),
    onPlan: (set) => ({
      title: `Znów zgodnie z planem: ${set.act}`,
      body: `Początek o ${set.startTime}, jak w programie – ${set.stage}.`,
    }),
    reminder: (set, minutes) => ({
      title: `Za ${minutes}${NBSP}min: ${set.act}`,
      body: `Początek o ${set.startTime} – ${set.stage}.`,
    }),
    announcementTitle: "Komunikat organizatorów",
  },
  en: {
    unnamedAct: "Student band concert",
    delayed: (set) => ({
      title: `New time: ${set.act}`,
      body: `Now starts at ${set.startTime} instead of ${set.plannedStartTime} – ${set.stage}.`,
    }),
    cancelled: (set) => ({
      title: `Cancelled: ${set.act}`,
      body: `The set planned for ${set.plannedStartTime} will not take place – ${set.stage}.`,
    }),
    onPlan: (set) => ({
      title: `Back on plan: ${set.act}`,
      body: `Starts at ${set.startTime}, as in the programme – ${set.stage}.`,
    }),
    reminder: (set, minutes) => ({
      title: `In ${minutes}${NBSP}min: ${set.act}`,
      body: `Starts at ${set.startTime} – ${set.stage}.`,
    }),
    announcementTitle: "Announcement from the organisers",
  },
};
