import type { SitePlanTexts } from "../site-plan";

const KINDS: SitePlanTexts["kinds"] = {
  stage: { one: "Scena", group: "Sceny" },
  gate: { one: "Wejście", group: "Wejścia" },
  "accessible-entrance": { one: "Wejście bez barier", group: "Wejście bez barier" },
  "first-aid": { one: "Punkt medyczny", group: "Pomoc medyczna" },
  water: { one: "Woda pitna", group: "Woda pitna" },
  toilets: { one: "Toalety", group: "Toalety" },
  food: { one: "Jedzenie", group: "Jedzenie" },
  info: { one: "Punkt informacyjny", group: "Informacja" },
  "lost-and-found": { one: "Rzeczy znalezione", group: "Rzeczy znalezione" },
  lockers: { one: "Szafki depozytowe", group: "Szafki depozytowe" },
  exit: { one: "Wyjście ewakuacyjne", group: "Wyjścia ewakuacyjne" },
};

/** The site plan's page in Polish (app/features/site-plan/README.md). */
const texts: SitePlanTexts = {
  title: "Plan terenu",
  heading: "Plan terenu",
  description: (_edition, editionGenitive) =>
    `Plan terenu ${editionGenitive}: sceny, wejścia, punkt medyczny, woda pitna, toalety i wyjścia ewakuacyjne – działa na telefonie, także bez internetu.`,
  lead: "Dotknij punktu, żeby zobaczyć, co to i gdzie jest. Raz otwarty plan działa też bez internetu.",
  kinds: KINDS,
  filters: {
    legend: "Pokaż na planie",
    all: "Wszystko",
  },
  controls: {
    label: "Powiększenie planu",
    zoomIn: "Powiększ",
    zoomOut: "Pomniejsz",
    reset: "Cały plan",
  },
  viewer: "Plan terenu do przesuwania i powiększania",
  keys: "Na klawiaturze: plus i minus powiększają, strzałki przesuwają, zero pokazuje cały plan.",
  close: "Zamknij",
  listTitle: "Wszystkie punkty",
  showOnPlan: "Pokaż na planie",
  alt: (_edition, editionGenitive, points) =>
    `Plan terenu ${editionGenitive}. Zaznaczone punkty: ${points}. Gdzie jest każdy z nich, opisuje lista pod planem.`,
};
export default texts;
