import type { CalendarTexts } from "../calendar";

/** The festival's calendar in English, for the /en/ pages. */
const texts: CalendarTexts = {
  addToCalendar: "Add to calendar",
  dayDescription: (day, opensAt, lastConcertEndsAt, minimumAge, detailsUrl) =>
    `Day ${day}: gates open at ${opensAt}, the last concert ends at ${lastConcertEndsAt}. ` +
    `Adults only (${minimumAge}+). ` +
    `Card payments only. Details: ${detailsUrl}`,
  languageTag: "EN",
};
export default texts;
