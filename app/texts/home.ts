/**
 * The words of the home page's route and its own sections: the landing banner, the sponsors block
 * and the Syrenka that closes the page (docs/product.md#home-page). The line-up and the side
 * events have theirs in `lineup.ts`.
 */
export interface HomeTexts {
  /** The page title before " | Juwenalia Syrenki 2025". */
  title: string;
  /** The meta description. `venueLocative` is the venue's Polish locative ("Stadionie Syrenki"). */
  description: (facts: {
    edition: string;
    dates: string;
    venue: string;
    venueLocative: string;
    minimumAge: number;
  }) => string;
  banner: {
    /** Before "· Warszawa" above the festival's name. */
    kicker: string;
    /** Under the name; `days` opens it ("Dwa dni", "Two days"). */
    lead: (facts: { days: string; venue: string; venueLocative: string }) => string;
    /** The accessible name of the list of short facts (dates, venue, age). */
    factsLabel: string;
    /** Read instead of the visual "18+" badge. */
    adultsOnly: (minimumAge: number) => string;
    seeLineup: string;
    about: string;
  };
  sponsors: {
    /** The accessible name of the whole block. */
    label: string;
    organisers: string;
    partners: string;
    mediaPatrons: string;
    honoraryPatrons: string;
    mainSponsor: string;
    /** The marquee's pause button (a toggle: its state is read from aria-pressed). */
    pausePartners: string;
  };
  finale: {
    /** The accessible name of the closing section. */
    label: string;
    imageAlt: string;
    seeYou: string;
  };
}
