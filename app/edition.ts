import { edition, type Edition } from "#content-layer";
import { slugOf } from "#core/festival-schedule";
import {
  calendarDate,
  type CalendarDate,
  dateRange,
  dateRangeCapitals,
  dateRangeWithoutYear,
  dateWords,
} from "virtual:texts/dates";

/**
 * Facts every page writes about the edition, derived once from content: its title and the span
 * of its days in the written forms the site uses (core/dates/date-writer.ts).
 */

/** "Juwenalia Syrenki 2025" */
export const EDITION_TITLE = `${edition.name} ${edition.year}`;

/** The edition's days as calendar dates, in order. */
const EDITION_DATES: readonly CalendarDate[] = edition.days.map((day) => calendarDate(day.date));

const first = EDITION_DATES[0]!;
const last = EDITION_DATES.at(-1)!;

/** "16–17 maja 2025" */
export const EDITION_DATE_RANGE = dateRange(dateWords, first, last);

/** "16–17 maja" */
export const EDITION_DATE_RANGE_WITHOUT_YEAR = dateRangeWithoutYear(dateWords, first, last);

/** "16-17 MAJA 2025" */
export const EDITION_DATE_RANGE_CAPITALS = dateRangeCapitals(dateWords, first, last);

/** "16–17 maja 2025, Stadion Syrenki" */
export const EDITION_WHEN_AND_WHERE = `${EDITION_DATE_RANGE}, ${edition.venue.name}`;

/** "juwenalia-syrenki-2025": an edition in file names and calendar ids (ASCII, lowercase). */
export function editionSlug(edition: Pick<Edition, "name" | "year">): string {
  return slugOf(`${edition.name} ${edition.year}`);
}

/** "Juwenaliów Syrenki 2025": for Polish sentences only (English ones use EDITION_TITLE). */
export const EDITION_TITLE_GENITIVE = `${edition.nameGenitive} ${edition.year}`;

/** "Juwenaliach Syrenki 2025": for Polish sentences only (English ones use EDITION_TITLE). */
export const EDITION_TITLE_LOCATIVE = `${edition.nameLocative} ${edition.year}`;
