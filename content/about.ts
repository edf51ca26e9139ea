import type { About } from "./schema";

/**
 * Spec §2 About page: the event description. Dates, hours, prices and the student-stage schedule
 * live in edition.ts (one source); this file holds the descriptive text. Facts a visitor could act
 * on come from spec §9 only; everything else is atmosphere, or points to the rules (REGULAMIN).
 */
export const about = {
  intro: [
    "Juwenalia Syrenki to największe studenckie święto na Stadionie Syrenki: dwa dni koncertów, atrakcji partnerów i spotkań ze znajomymi z warszawskich uczelni. Organizuje je pięć samorządów studenckich.",
    "Wydarzenie jest wyłącznie dla osób pełnoletnich (18+) – przy wejściu przygotuj dokument tożsamości ze zdjęciem.",
  ],
  siteMap: {
    image: "site/site-map.jpg",
    alt: "Ilustrowana mapa terenu Juwenaliów Syrenki: płyta stadionu ze sceną główną, scena studencka, strefy tematyczne, atrakcje partnerów oraz Wejście 1 i Wejście 2.",
  },
  zones: [
    {
      name: "Strefa gastronomiczna",
      description:
        "Food trucki i stoiska z jedzeniem na każdą porę festiwalu. Płacisz kartą – gotówka nie jest przyjmowana.",
    },
    {
      name: "Punkty z wodą pitną",
      description:
        "Bezpłatna woda pitna dla wszystkich uczestników. Własnych napojów nie wnosimy, więc korzystaj z punktów śmiało.",
    },
    {
      name: "Strefa chilloutu",
      description:
        "Leżaki i miejsce na złapanie oddechu między koncertami, z dala od najgłośniejszych głośników.",
    },
    {
      name: "Strefa partnerów",
      description:
        "Stoiska partnerów wydarzenia z konkursami, grami i drobnymi niespodziankami dla uczestników.",
    },
    {
      name: "Telebim z wiadomościami",
      description:
        "W trakcie wydarzenia wyślij przez stronę krótką wiadomość – po akceptacji moderatora pojawi się na telebimach.",
    },
  ],
  partnerAttractions: [
    {
      name: "Tor przeszkód Runmageddon",
      description:
        "Sprawdź się na torze przeszkód przygotowanym z partnerem wydarzenia. Na trasie czekają cztery rodzaje przeszkód, a najtrudniejsza z nich to drewniana ściana o wysokości około 2,5 m.",
      facts: ["4 rodzaje przeszkód", "drewniana ściana ok. 2,5 m"],
    },
    {
      name: "Fotobudka",
      description: "Zrób pamiątkowe zdjęcie z ekipą na tle festiwalowej scenografii z Syrenką.",
    },
    {
      name: "Strefa gier",
      description:
        "Planszówki, gry zręcznościowe i szybkie turnieje – dobry sposób na przerwę między koncertami.",
    },
  ],
  stages: {
    main: {
      name: "Scena główna",
      description:
        "Wieczorne koncerty gwiazd Juwenaliów. Pełny line-up na piątek i sobotę znajdziesz na stronie głównej.",
    },
    student: {
      name: "Scena studencka",
      description:
        "Scena dla zespołów studenckich z warszawskich uczelni. Każdego dnia grają na niej trzy koncerty.",
    },
  },
  mainStageLineup: {
    image: "site/main-stage-lineup.jpg",
    alt: "Plakat z line-upem sceny głównej Juwenaliów Syrenki 2025 na piątek i sobotę.",
  },
  entrances: {
    summary:
      "Na teren wydarzenia prowadzą dwa wejścia. Przy obu przejdziesz kontrolę biletów i dokumentów, więc przyjdź z zapasem czasu.",
    items: [
      {
        name: "Wejście 1",
        description: "Od północno-zachodniej strony stadionu.",
      },
      {
        name: "Wejście 2",
        description: "Od południowo-wschodniej strony stadionu.",
      },
    ],
  },
  payment:
    "Na terenie wydarzenia, także przy bramie, płacisz wyłącznie kartą. Gotówka nie jest przyjmowana.",
  venueDrawing: {
    image: "site/venue-drawing.png",
    alt: "Rysunek Stadionu Syrenki z zaznaczonymi wejściami: Wejście 1 od północnego zachodu i Wejście 2 od południowego wschodu.",
    description:
      "Stadion Syrenki leży w Warszawie. Na teren prowadzą dwa wejścia: Wejście 1 od północno-zachodniej strony stadionu i Wejście 2 od strony południowo-wschodniej. Scena główna stoi na płycie stadionu.",
  },
} satisfies About;
