import { edition } from "../../../content";
import { festivalDayInstants, warsawDateTime } from "../../../core/warsaw-time";

/**
 * When now/next has anything to say: from midnight (Warsaw) of the festival's first day until
 * its last concert ends, plus a margin longer than the longest delay a lead can give
 * (SET_DELAY_MAX_MINUTES, three hours). Outside this span /homepage loads none of now/next's
 * code and runs no timer for it (docs/product.md#festival-days).
 */
export const LATE_CHANGE_MARGIN_MS = 4 * 3_600_000;

const first = edition.days[0]!;
const last = edition.days.at(-1)!;
export const FESTIVAL_SPAN = {
  from: Date.parse(warsawDateTime(first.date, "00:00")),
  until: Date.parse(festivalDayInstants(last).lastConcertEndsAt) + LATE_CHANGE_MARGIN_MS,
};

export function duringFestivalDays(now: number): boolean {
  return now >= FESTIVAL_SPAN.from && now < FESTIVAL_SPAN.until;
}
