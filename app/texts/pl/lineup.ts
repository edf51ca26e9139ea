import type { LineupTexts } from "../lineup";

/** The line-up and side events in Polish. */
const texts: LineupTexts = {
  label: "Lineup",
  dayTitle: (weekdayCapitals) => `LINEUP ${weekdayCapitals}`,
  dayStripLabel: (weekday) => `Artyści – ${weekday}`,
  events: {
    title: "NASZE WYDARZENIA",
    lead: (firstDate, lastDate) =>
      `Rozgrzewka przed Juwenaliami: od ${firstDate} do ${lastDate}. Szczegóły każdego wydarzenia znajdziesz na jego stronie.`,
    stripLabel: "Wydarzenia towarzyszące",
  },
};
export default texts;
