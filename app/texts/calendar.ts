/**
 * The words of the festival's calendar file and of the link that downloads it, in one language
 * (docs/decisions/018). The file is built into the page as a data: URL, so these reach the
 * visitor's calendar app as they are.
 */
export interface CalendarTexts {
  /** The link's text. */
  addToCalendar: string;
  /**
   * One festival day's event description: the day's number, the gates' and last concert's
   * "HH:MM", the minimum age and the page with the details.
   */
  dayDescription: (
    day: number,
    opensAt: string,
    lastConcertEndsAt: string,
    minimumAge: number,
    detailsUrl: string,
  ) => string;
  /** The language of the file's text, as its PRODID names it ("PL"). */
  languageTag: string;
}
