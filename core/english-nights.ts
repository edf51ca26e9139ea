import type { CalendarDate } from "./calendar-date";
import { weekdayName } from "./english-dates";

/*
 * The night after a festival day, for a set after midnight, in English; kept apart from
 * core/english-dates.ts as core/polish-nights.ts is from the Polish dates.
 */

/** "Friday night, after midnight" */
export function nightAfter(date: CalendarDate): string {
  return `${weekdayName(date)} night, after midnight`;
}
