import type { LineupTexts } from "../lineup";

/** The line-up and side events in English. */
const texts: LineupTexts = {
  label: "Lineup",
  dayTitle: (weekdayCapitals) => `LINEUP ${weekdayCapitals}`,
  dayStripLabel: (weekday) => `Artists – ${weekday}`,
  events: {
    title: "OUR EVENTS",
    lead: (firstDate, lastDate) =>
      `Warm-up events before Juwenalia, from ${firstDate} to ${lastDate}. Each event’s page has the details.`,
    stripLabel: "Side events",
  },
};
export default texts;
