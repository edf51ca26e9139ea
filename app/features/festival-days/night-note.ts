import { calendarDate } from "virtual:texts/dates";
import { nightAfter } from "virtual:texts/nights";
import type { FestivalSet } from "#core/festival-schedule";
import { warsawIsoDate } from "#core/warsaw-time";

/**
 * "w nocy z soboty na niedzielę" when the set starts after midnight (planned so or delayed
 * there), on the calendar date after its festival day; undefined otherwise. A "00:45" under
 * Saturday's heading would otherwise read as Saturday's first hour.
 */
export function nightNote(set: Pick<FestivalSet, "day" | "startsAt">): string | undefined {
  return warsawIsoDate(set.startsAt) === set.day ? undefined : nightAfter(calendarDate(set.day));
}
