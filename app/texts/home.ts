/**
 * The words of the home page's route and its own sections: the landing banner, the sponsors block
 * and the Syrenka that closes the page (app/README.md#home-page). The line-up and the side
 * events have theirs in `lineup.ts`.
 */
import type { Edition } from "#content-layer";

export interface HomeTexts {
  /** The page title before " | Juwenalia Syrenki 2025". */
  title: string;
  /**
   * The meta description, from the festival's title, its dates and the edition (Polish takes the
   * venue's locative, "na Stadionie Syrenki"; values passed in order, which ships fewer bytes).
   */
  description: (title: string, dates: string, edition: Edition) => string;
  banner: {
    /** Before "· Warszawa" above the festival's name. */
    kicker: string;
    /** The city after the kicker, in the page's language ("Warszawa", "Warsaw"). */
    city: (city: string) => string;
    /** Under the name; `days` opens it ("Dwa dni", "Two days"). */
    lead: (days: string, edition: Edition) => string;
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
