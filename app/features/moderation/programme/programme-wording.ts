import type { LiveSet } from "#core/festival-moment";
import { calendarDate } from "#core/dates/calendar-date";
import { weekdayName } from "#core/dates/date-writer";
import { polishWords } from "#core/dates/polish-words";
import { setTitle } from "../../../festival-sets";

/**
 * How the "Program" tab names a set and its state (app/features/moderation/README.md#program), in
 * the words the trail uses for the same set.
 */

/** "Mira Wolna (piątek 22:15)": the act and when it was planned, unique within an edition. */
export function setLabel(set: Pick<LiveSet, "act" | "day" | "plannedStartTime">): string {
  return `${setTitle(set)} (${weekdayName(polishWords, calendarDate(set.day))} ${set.plannedStartTime})`;
}

/** "Opóźniony o 20 min: 22:35–23:50", "Odwołany", "Zgodnie z planem". */
export function setStateText(set: LiveSet): string {
  if (set.cancelled) return "Odwołany";
  if (set.delayMinutes > 0) {
    return `Opóźniony o ${set.delayMinutes} min: ${set.startTime}–${set.endTime}`;
  }
  return "Zgodnie z planem";
}

/** What the notice says a change did, after the set's name. */
export const CHANGE_DONE = {
  delay: (minutes: number) => `opóźnienie ${minutes} min.`,
  cancel: "odwołany.",
  restore: "znów zgodnie z planem.",
} as const;

/**
 * When the public pages show a change: their poll and its cache (ANNOUNCEMENT_POLL_MS and
 * ANNOUNCEMENT_MAX_AGE_SECONDS of core/announcement-timing.ts) stay under half a minute.
 */
export const PAGES_FOLLOW = "Strony festiwalu pokażą to w ciągu pół minuty.";
