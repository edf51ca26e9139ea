import { edition } from "../../../content";
import { calendarDate, weekdayName } from "../../../core/polish-dates";
import { festivalDayInstants } from "../../../core/warsaw-time";
import { EDITION_SLUG } from "../../edition";
import { SITE_URL } from "../../site";
import { buildCalendar, calendarDataUrl, type CalendarEvent } from "./ics";

/** The downloadable calendar: one event per festival day ("Dodaj do kalendarza" on /about). */
export const CALENDAR_FILE_NAME = `${EDITION_SLUG}.ics`;

/** Fixed DTSTAMP (see CalendarOptions.stamp): the edition's announcement, in UTC. */
const CALENDAR_STAMP = new Date(edition.announcedAt)
  .toISOString()
  .replace(/[-:]/g, "")
  .replace(/\.\d+/, "");

const UID_DOMAIN = new URL(edition.siteUrl).host;

function festivalDays(): CalendarEvent[] {
  const { venue } = edition;
  const location = `${venue.name}, ${venue.streetAddress}, ${venue.postalCode} ${venue.city}`;
  return edition.days.map((day, index) => {
    const instants = festivalDayInstants(day);
    return {
      uid: `${EDITION_SLUG}-dzien-${index + 1}@${UID_DOMAIN}`,
      start: instants.opensAt,
      end: instants.lastConcertEndsAt,
      summary: `${edition.name} ${edition.year} – ${weekdayName(calendarDate(day.date))}`,
      description:
        `Dzień ${index + 1}: start o ${day.opensAt}, ostatni koncert kończy się o ${day.lastConcertEndsAt}. ` +
        `Wydarzenie tylko dla osób pełnoletnich (${edition.minimumAge}+). ` +
        `Płatność wyłącznie kartą. Szczegóły: ${SITE_URL}/about`,
      location,
      geo: { lat: venue.lat, lng: venue.lng },
      url: `${SITE_URL}/about`,
    };
  });
}

export const festivalCalendar = buildCalendar({
  productId: `-//${edition.name}//${edition.name} ${edition.year}//PL`,
  name: `${edition.name} ${edition.year}`,
  stamp: CALENDAR_STAMP,
  events: festivalDays(),
});

export const festivalCalendarHref = calendarDataUrl(festivalCalendar);
