/**
 * The words of the about page (app/features/about/README.md#what-the-visitor-sees) around its
 * content: the route's title, the section headings, the "when and where" box, the gate prices. The
 * gallery's are in `gallery.ts`.
 */
export interface AboutTexts {
  /** The page title before " | Juwenalia Syrenki 2025". */
  title: string;
  heading: string;
  /** The link under the heading to the programme, further down the page (#program). */
  toProgramme: string;
  /** The meta description; `editionLocative` is the Polish locative ("Juwenaliach Syrenki 2025"). */
  description: (edition: string, editionLocative: string) => string;
  facts: {
    title: string;
    /** Before a day's opening time: "start 16:30". */
    opensAt: string;
    /** Before the day's last concert's end: "ostatni koncert do 23:30". */
    lastConcertUntil: string;
    /** After the "18+" in bold. */
    ageRule: string;
  };
  siteMap: {
    title: string;
    caption: string;
    openFullSize: string;
    /** The link to the site plan's page, with its points, filters and list. */
    toSitePlan: string;
  };
  zonesTitle: string;
  attractionsTitle: string;
  /** The stages' heading for their number: "Dwie sceny". */
  stagesTitle: (count: number) => string;
  entry: {
    title: string;
    entrances: string;
    cardOnly: string;
    gatePrices: string;
    /** A gate price in złoty: "70 zł". */
    price: (amountPln: number) => string;
    passesSoldOut: string;
  };
  follow: {
    title: string;
    lead: string;
    /** The festival's event page on Facebook (the other links are brand names). */
    eventPage: string;
  };
}
