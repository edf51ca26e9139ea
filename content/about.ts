import type { About } from "./schema";

/**
 * Spec §2 About page: the event description. Dates, hours, prices and the student-stage schedule
 * live in edition.ts (one source); this file holds the descriptive text. Facts a visitor could act
 * on come from spec §9 only; everything else is atmosphere, or points to the rules (REGULAMIN).
 */
export const about = {
  intro: [
    "Juwenalia Syrenki to coroczne święto studentów warszawskich uczelni na Stadionie Syrenki: dwa dni koncertów, atrakcji partnerów i spotkań ze znajomymi. Organizuje je pięć samorządów studenckich.",
    "Wydarzenie jest wyłącznie dla osób pełnoletnich (18+) – przy wejściu przygotuj dokument tożsamości ze zdjęciem.",
  ],
  siteMap: {
    image: "site/site-map.jpg",
    alt: "Plan terenu Juwenaliów Syrenki. Pośrodku scena główna z płytą, po prawej scena studencka. W lewym górnym rogu Wejście 1 i strefa gastro z food truckami, niżej strefa chill i strefa partnerów, w prawym dolnym rogu tor przeszkód Runmageddon i Wejście 2. Zaznaczone są też punkty z wodą pitną, toalety, punkt medyczny i punkt informacyjny.",
  },
  zones: [
    {
      name: "Strefa gastro",
      description:
        "Food trucki i stoiska z jedzeniem tuż przy Wejściu 1. Płacisz kartą – gotówka nie jest przyjmowana.",
    },
    {
      name: "Strefa chill",
      description:
        "Zieleń i miejsce na złapanie oddechu między koncertami, z dala od najgłośniejszych głośników.",
    },
    {
      name: "Strefa partnerów",
      description:
        "Stoiska partnerów wydarzenia z konkursami, grami i drobnymi niespodziankami dla uczestników.",
    },
    {
      name: "Woda pitna",
      description:
        "Bezpłatna woda pitna dla wszystkich – punkty znajdziesz na planie terenu. Własnych napojów nie wnosimy, więc korzystaj z nich śmiało.",
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
        "Planszówki, gry zręcznościowe i szybkie turnieje w strefie partnerów – dobry sposób na przerwę między koncertami.",
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
    /** The page appends the artists' names from content/lineup.ts, which the poster shows. */
    alt: "Plakat z line-upem sceny głównej Juwenaliów Syrenki 2025",
  },
  entrances: {
    summary:
      "Na teren wydarzenia prowadzą dwa wejścia. Przy obu przejdziesz kontrolę biletów i dokumentów, więc przyjdź z zapasem czasu.",
    items: [
      {
        name: "Wejście 1",
        description:
          "od północno-zachodniej strony stadionu, najbliżej przystanku tramwajowego „Stadion Syrenki” przy ul. Syreniej.",
      },
      {
        name: "Wejście 2",
        description: "od południowo-wschodniej strony stadionu, od ulic Flisackiej i Rybackiej.",
      },
    ],
  },
  payment:
    "Na terenie wydarzenia, także przy bramie, płacisz wyłącznie kartą. Gotówka nie jest przyjmowana.",
  venueDrawing: {
    image: "site/venue-drawing.png",
    alt: "Rysunek okolicy Stadionu Syrenki z zaznaczonymi wejściami: Wejście 1 od północnego zachodu, przy przystanku tramwajowym, i Wejście 2 od południowego wschodu.",
    description:
      "Stadion Syrenki (ul. Syrenia 1) leży między Wisłą a ul. Rybacką. Od północy biegnie ul. Syrenia z torami tramwajowymi i przystankiem „Stadion Syrenki”, od zachodu al. Nadwiślańska, od południa ul. Flisacka, a przy ul. Rybackiej rysunek pokazuje parking.",
  },
} satisfies About;
