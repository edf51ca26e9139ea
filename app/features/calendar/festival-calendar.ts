import { edition, type Edition } from "#content-layer";
import { calendarDate, weekdayName, dateWords } from "virtual:texts/dates";
import texts from "virtual:texts/calendar";
import { festivalDayInstants } from "#core/warsaw-time";
import { editionSlug } from "../../edition";
import { LANGUAGE_SITE_URL } from "../../language-site-url";
import { buildCalendar, calendarDataUrl, icsStamp, type CalendarEvent } from "#core/ics";

/** The downloadable calendar: one event per festival day ("Dodaj do kalendarza" on /about). */
export const CALENDAR_FILE_NAME = `${editionSlug(edition)}.ics`;

/**
 * The edition's calendar: one event per festival day, in Warsaw time. Its DTSTAMP is fixed to the
 * edition's announcement (see CalendarOptions.stamp) so that a rebuild gives the same file.
 */
export function editionCalendar(edition: Edition, siteUrl: string): string {
  const { venue } = edition;
  const location = `${venue.name}, ${venue.streetAddress}, ${venue.postalCode} ${venue.city}`;
  const slug = editionSlug(edition);
  const uidDomain = new URL(edition.siteUrl).host;
  const events: CalendarEvent[] = edition.days.map((day, index) => {
    const instants = festivalDayInstants(day);
    return {
      uid: `${slug}-dzien-${index + 1}@${uidDomain}`,
      start: instants.opensAt,
      end: instants.lastConcertEndsAt,
      summary: `${edition.name} ${edition.year} – ${weekdayName(dateWords, calendarDate(day.date))}`,
      description: texts.dayDescription(
        index + 1,
        day.opensAt,
        day.lastConcertEndsAt,
        edition.minimumAge,
        `${siteUrl}/about`,
      ),
      location,
      geo: { lat: venue.lat, lng: venue.lng },
      url: `${siteUrl}/about`,
    };
  });
  return buildCalendar({
    productId: `-//${edition.name}//${edition.name} ${edition.year}//${texts.languageTag}`,
    name: `${edition.name} ${edition.year}`,
    stamp: icsStamp(edition.announcedAt),
    events,
  });
}

export const festivalCalendar = editionCalendar(edition, LANGUAGE_SITE_URL);

export const festivalCalendarHref = calendarDataUrl(festivalCalendar);
