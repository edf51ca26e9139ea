import type { ShellTexts } from "../shell";

/** The shell in Polish, as app/README.md#navigation-bar and app/README.md#footer spell it. */
const texts: ShellTexts = {
  skipToContent: "Przejdź do treści",
  mainNavigation: "Główna nawigacja",
  homeSuffix: "strona główna",
  openMenu: "Otwórz menu",
  closeMenu: "Zamknij menu",
  opensInNewTab: "otwiera się w nowej karcie",
  nav: {
    about: "O WYDARZENIU",
    sitePlan: "PLAN TERENU",
    recruitment: "REKRUTACJA",
    faq: "FAQ",
    news: "AKTUALNOŚCI",
    team: "JUWETEAM",
    organisers: "ORGANIZATORZY",
    rules: "REGULAMIN",
    safety: "BEZPIECZEŃSTWO I POMOC",
  },
  footer: {
    shortcuts: "NA SKRÓTY",
    whenAndWhere: "Termin i miejsce",
    contact: "KONTAKT",
    cooperation: "Współpraca zewnętrzna",
    support: "Wsparcie techniczne",
    adultsOnly: (minimumAge) => `Wydarzenie wyłącznie dla osób pełnoletnich (${minimumAge}+)`,
  },
};
export default texts;
