/**
 * The words of the line-up strips and the side events' strip on the home page
 * (app/features/lineup/README.md, app/features/events/README.md). Artists', stages' and events'
 * names come from content.
 */
export interface LineupTexts {
  /** The accessible name of the whole line-up. */
  label: string;
  /** A day's heading, given the weekday in capitals: "LINEUP PIĄTEK". */
  dayTitle: (weekdayCapitals: string) => string;
  /** A day's strip, given the weekday as written in running text: "Artyści – piątek". */
  dayStripLabel: (weekday: string) => string;
  events: {
    title: string;
    /** Given the first and last events' dates as content writes them ("12.05"). */
    lead: (firstDate: string, lastDate: string) => string;
    stripLabel: string;
  };
}
