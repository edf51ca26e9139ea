import type { HomeTexts } from "../home";

/** The home page in English, for the /en/ pages (docs/decisions/018). */
const texts: HomeTexts = {
  title: "Home",
  description: (title, dates, { venue, minimumAge }) =>
    `${title} – ${dates} at ${venue.name}, Warsaw. Lineup, side events, organisers and partners. Adults only (${minimumAge}+).`,
  banner: {
    kicker: "Student festival",
    // The English name, as everywhere else on the English pages.
    city: (city) => (city === "Warszawa" ? "Warsaw" : city),
    lead: (days, { venue }) =>
      `${days} of concerts, two stages and the whole of student Warsaw at ${venue.name}.`,
    factsLabel: "At a glance",
    adultsOnly: (minimumAge) => `Adults only (${minimumAge}+)`,
    seeLineup: "See the lineup",
    about: "About the festival",
  },
  sponsors: {
    label: "Organisers, partners and patrons",
    organisers: "ORGANISERS",
    partners: "PARTNERS",
    mediaPatrons: "MEDIA PATRONS",
    honoraryPatrons: "HONORARY PATRONS",
    mainSponsor: "MAIN SPONSOR",
    pausePartners: "Pause the scrolling partner logos",
  },
  finale: {
    label: "Syrenka",
    imageAlt: "Syrenka, the Warsaw mermaid, with her sword and shield above the Vistula at night",
    seeYou: "See you in front of the stage!",
  },
};
export default texts;
