import type { HomeTexts } from "../home";

/** The home page in Polish, as docs/product.md#home-page and #sponsors-block spell it. */
const texts: HomeTexts = {
  title: "Strona główna",
  description: ({ edition, dates, venueLocative, minimumAge }) =>
    `${edition} – ${dates} na ${venueLocative} w Warszawie. Line-up, wydarzenia towarzyszące, organizatorzy i partnerzy. Wydarzenie ${minimumAge}+.`,
  banner: {
    kicker: "Studencki festiwal",
    lead: ({ days, venueLocative }) =>
      `${days} koncertów, dwie sceny i cała studencka Warszawa na ${venueLocative}.`,
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
