import type { VenueTexts } from "../venue";

/**
 * The venue map and journey planner in Polish (app/features/venue-map/README.md,
 * app/features/journey-planner/README.md).
 */
const texts: VenueTexts = {
  map: {
    title: "Mapa i wejścia",
    interactiveMapLabel: "Interaktywna mapa Google",
    drawingLabel: "Rysunek okolicy",
    loading: "Ładowanie mapy…",
    showMap: "Pokaż interaktywną mapę",
    openInGoogleMaps: "Otwórz w Mapach Google",
    privacy:
      "Mapa Google wczyta się dopiero po kliknięciu przycisku – wcześniej strona nie łączy się z serwerami Google.",
    authFailure:
      "Map Google nie udało się wczytać, bo klucz dostępu został odrzucony. Skorzystaj z rysunku okolicy lub otwórz lokalizację w Mapach Google.",
    loadFailureTitle: "Nie udało się wczytać mapy",
    loadFailure:
      "Sprawdź połączenie z internetem i spróbuj ponownie później albo otwórz lokalizację w Mapach Google.",
    googleMapsLanguage: "pl",
  },
  planner: {
    title: "Dojazd komunikacją miejską",
    intro: ({ venueLocative, maxResults }) =>
      `Na ${venueLocative} najwygodniej dojedziesz komunikacją miejską. Wyszukiwarka połączeń Jakdojade zaplanuje trasę po Warszawie i pokaże do ${maxResults} propozycji przejazdu.`,
    nearestStop: {
      kind: (kind) => `Najbliższy przystanek: ${kind}`,
      name: (name) => `„${name}”`,
      near: (near) => `przy ${near}.`,
    },
    widgetLabel: "Wyszukiwarka połączeń",
    showPlanner: "Pokaż wyszukiwarkę połączeń",
    retry: "Spróbuj ponownie",
    openJakdojade: "Otwórz planer podróży Jakdojade",
    loading: "Ładowanie wyszukiwarki…",
    failed: "Nie udało się wczytać wyszukiwarki. Skorzystaj z planera na stronie Jakdojade.",
    privacy:
      "Wyszukiwarka pochodzi z serwisu Jakdojade i wczyta się dopiero po kliknięciu przycisku.",
  },
};
export default texts;
