import type { CalendarTexts } from "../calendar";

/** The festival's calendar in Polish. */
const texts: CalendarTexts = {
  addToCalendar: "Dodaj do kalendarza",
  dayDescription: (day, opensAt, lastConcertEndsAt, minimumAge, detailsUrl) =>
    `Dzień ${day}: start o ${opensAt}, ostatni koncert kończy się o ${lastConcertEndsAt}. ` +
    `Wydarzenie tylko dla osób pełnoletnich (${minimumAge}+). ` +
    `Płatność wyłącznie kartą. Szczegóły: ${detailsUrl}`,
  languageTag: "PL",
};
export default texts;
