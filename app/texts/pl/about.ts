import type { AboutTexts } from "../about";

/** The words of one to four stages, as the section's title; more are counted in figures. */
const STAGE_COUNT_WORDS = ["", "Scena", "Dwie sceny", "Trzy sceny", "Cztery sceny"];

/** The about page in Polish (app/features/about/README.md#what-the-visitor-sees). */
const texts: AboutTexts = {
  title: "O wydarzeniu",
  toProgramme: "Przejdź do programu koncertów",
  heading: "O wydarzeniu",
  description: (_edition, editionLocative) =>
    `Wszystko o ${editionLocative}: termin, mapa terenu, strefy, dwie sceny i harmonogram, wejścia i płatności kartą.`,
  facts: {
    title: "Kiedy i gdzie",
    opensAt: "start",
    lastConcertUntil: "ostatni koncert do",
    ageRule: "Wstęp tylko dla osób pełnoletnich, z dokumentem tożsamości.",
  },
  siteMap: {
    title: "Mapa terenu",
    caption: "Sceny, strefy tematyczne, atrakcje partnerów i oba wejścia na jednej mapie.",
    openFullSize: "Otwórz plan w pełnym rozmiarze",
    toSitePlan: "Plan terenu z punktami i listą",
  },
  zonesTitle: "Strefy tematyczne",
  attractionsTitle: "Atrakcje partnerów",
  stagesTitle: (count) => STAGE_COUNT_WORDS[count] ?? `${count} scen`,
  entry: {
    title: "Wejścia i płatności",
    entrances: "Wejścia",
    cardOnly: "Płatność tylko kartą",
    gatePrices: "Bilety przy bramie",
    price: (amountPln) => `${amountPln}\u00a0zł`,
    passesSoldOut: "Karnety zostały wyprzedane.",
  },
  follow: {
    title: "Bądź na bieżąco",
    lead: "Nowości, zmiany w programie i relacje publikujemy w mediach społecznościowych.",
    eventPage: "Wydarzenie na Facebooku",
  },
};
export default texts;
