import { edition } from "../../../content";
import { SITE_URL } from "../../site";
import { warsawTimeOfDay } from "../../../core/warsaw-time";
import { buildCalendar, calendarDataUrl, type CalendarEvent } from "./ics";

/** The downloadable calendar of both festival days (issue 4: "Dodaj do kalendarza"). */
export const CALENDAR_FILE_NAME = `juwenalia-syrenki-${edition.year}.ics`;

/** Fixed DTSTAMP (see CalendarOptions.stamp): the edition's announcement date, in UTC. */
const CALENDAR_STAMP = "20250301T090000Z";

const DAY_NAMES = ["piątek", "sobota", "niedziela"] as const;

function festivalDays(): CalendarEvent[] {
  const { venue } = edition;
  const location = `${venue.name}, ${venue.streetAddress}, ${venue.postalCode} ${venue.city}`;
  return edition.days.map((day, index) => {
    const dayName = DAY_NAMES[index] ?? `dzień ${index + 1}`;
    const opens = warsawTimeOfDay(day.opensAt);
    const ends = warsawTimeOfDay(day.lastConcertEndsAt);
    return {
      uid: `juwenalia-syrenki-${edition.year}-dzien-${index + 1}@juwenalia-syrenki.pl`,
      start: day.opensAt,
      end: day.lastConcertEndsAt,
      summary: `${edition.name} ${edition.year} – ${dayName}`,
      description:
        `Dzień ${index + 1}: start o ${opens}, ostatni koncert kończy się o ${ends}. ` +
        `Wydarzenie tylko dla osób pełnoletnich (${edition.minimumAge}+). ` +
        `Płatność wyłącznie kartą. Szczegóły: ${SITE_URL}/about`,
      location,
      geo: { lat: venue.lat, lng: venue.lng },
      url: `${SITE_URL}/about`,
    };
  });
}

export const festivalCalendar = buildCalendar({
  productId: `-//Juwenalia Syrenki//${edition.name} ${edition.year}//PL`,
  name: `${edition.name} ${edition.year}`,
  stamp: CALENDAR_STAMP,
  events: festivalDays(),
});

export const festivalCalendarHref = calendarDataUrl(festivalCalendar);
