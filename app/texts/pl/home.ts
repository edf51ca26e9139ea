import type { HomeTexts } from "../home";

/**
 * The home page in Polish, as app/README.md#home-page and app/features/sponsors/README.md spell it.
 */
const texts: HomeTexts = {
  title: "Strona główna",
  description: (title, dates, { venue, minimumAge }) =>
    `${title} – ${dates} na ${venue.nameLocative} w Warszawie. Lineup, wydarzenia towarzyszące, organizatorzy i partnerzy. Wydarzenie ${minimumAge}+.`,
  banner: {
    kicker: "Studencki festiwal",
    city: (city) => city,
    lead: (days, { venue }) =>
      `${days} koncertów, dwie sceny i cała studencka Warszawa na ${venue.nameLocative}.`,
    factsLabel: "W skrócie",
    adultsOnly: (minimumAge) => `Tylko dla osób pełnoletnich (${minimumAge}+)`,
    seeLineup: "Zobacz lineup",
    about: "O wydarzeniu",
  },
  sponsors: {
    label: "Organizatorzy, partnerzy i patroni",
    organisers: "ORGANIZATORZY",
    partners: "PARTNERZY",
    mediaPatrons: "PATRONAT MEDIALNY",
    honoraryPatrons: "PATRONAT HONOROWY",
    mainSponsor: "SPONSOR GŁÓWNY",
    pausePartners: "Zatrzymaj przewijanie logotypów partnerów",
  },
  finale: {
    label: "Syrenka",
    imageAlt: "Warszawska Syrenka z mieczem i tarczą nad nocną Wisłą",
    seeYou: "Do zobaczenia pod sceną!",
  },
};
export default texts;
