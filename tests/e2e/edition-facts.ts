import { contentDir, loadContent } from "#content-layer/load";
import { calendarDate } from "#core/dates/calendar-date";
import { polishDates } from "#core/dates/polish-words";
import { zonedWallClockToDate } from "#core/message-window";
import { festivalSets } from "#core/festival-schedule";
import { festivalDayInstants } from "#core/warsaw-time";

/**
 * What the pages under test must say, from the content folder they were built from
 * (`CONTENT_DIR`, default content/): the specs compare the pages with the content instead of
 * repeating one edition's dates, names and counts.
 */
export const CONTENT_DIR = contentDir();
export const content = loadContent(CONTENT_DIR);
export const { edition } = content;

const first = calendarDate(edition.days[0]!.date);
const last = calendarDate(edition.days.at(-1)!.date);

export const EDITION_TITLE = `${edition.name} ${edition.year}`;
/** "16–17 maja 2025" */
export const DATE_RANGE = polishDates.dateRange(first, last);
/** "16-17 MAJA 2025" */
export const DATE_RANGE_CAPITALS = polishDates.dateRangeCapitals(first, last);

/** Each festival day as the pages write it. */
export const DAYS = edition.days.map((day) => {
  const date = calendarDate(day.date);
  const weekday = polishDates.weekdayName(date);
  return {
    ...day,
    weekday,
    /** "LINEUP PIĄTEK" */
    lineupTitle: `LINEUP ${weekday.toUpperCase()}`,
    /** "Piątek, 16 maja" */
    heading: polishDates.dayHeading(date),
    /** "piątek, 16 maja" */
    label: polishDates.weekdayDayAndMonth(date),
    acts: day.lineup.flatMap((group) =>
      group.acts.map((act) => ({ name: act.name, header: group.header })),
    ),
    instants: festivalDayInstants(day),
  };
});

/** Every set of the edition, day by day in time order (core/festival-schedule.ts). */
export const SETS = festivalSets(edition.days);

/** "20250516T163000": an ISO instant with offset as the calendar file writes Warsaw time. */
export const icsLocal = (isoWithOffset: string) => isoWithOffset.slice(0, 19).replace(/[-:]/g, "");

/** A moment inside the content's message window, in Warsaw time (for faked browser clocks). */
export const INSIDE_WINDOW = zonedWallClockToDate(
  `${edition.messageWindow.opensAt.slice(0, 10)}T20:00:00`,
  edition.timeZone,
);

/** Two weeks before the content's message window opens: no toast yet, whatever the edition. */
export const BEFORE_WINDOW = new Date(
  zonedWallClockToDate(edition.messageWindow.opensAt, edition.timeZone).getTime() -
    14 * 24 * 3600_000,
);
