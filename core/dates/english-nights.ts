import type { CalendarDate } from "./calendar-date";
import { weekdayName } from "./date-writer";
import { englishWords } from "./english-words";

/*
 * The night after a festival day, for a set after midnight, in English; kept apart from the
 * writer of every page (core/dates/date-writer.ts) as core/dates/polish-nights.ts is.
 */

/** "Friday night, after midnight" */
export function nightAfter(date: CalendarDate): string {
  return `${weekdayName(englishWords, date)} night, after midnight`;
}
