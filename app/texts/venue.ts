/**
 * The words of the FAQ's getting-there block: the venue map
 * (app/features/venue-map/README.md#what-the-visitor-sees) and the public-transport journey planner
 * (app/features/journey-planner/README.md#what-the-visitor-sees).
 */
export interface VenueTexts {
  map: {
    title: string;
    /** The map region's accessible name once the Google map is shown. */
    interactiveMapLabel: string;
    /** The map region's accessible name while it shows the drawing. */
    drawingLabel: string;
    loading: string;
    showMap: string;
    /** Shown instead of the button when the build has no Google Maps key. */
    openInGoogleMaps: string;
    privacy: string;
    /** After the "AuthFailure" title, when Google rejects the key. */
    authFailure: string;
    loadFailureTitle: string;
    loadFailure: string;
    /** The language of the Google map's labels and controls (a Maps API language code). */
    googleMapsLanguage: string;
  };
  planner: {
    title: string;
    /** `venueLocative` is the venue's Polish locative ("Stadionie Syrenki"). */
    intro: (facts: { venue: string; venueLocative: string; maxResults: number }) => string;
    /** "Najbliższy przystanek: tramwajowy „Stadion Syrenki” przy …", in three parts. */
    nearestStop: {
      /** Given the stop's kind ("tramwajowy", "tram"). */
      kind: (kind: string) => string;
      /** The stop's name in quotation marks, shown in bold. */
      name: (name: string) => string;
      /** Given where the stop is, up to the full stop. */
      near: (near: string) => string;
    };
    /** The accessible name of the region the widget loads into. */
    widgetLabel: string;
    showPlanner: string;
    retry: string;
    openJakdojade: string;
    loading: string;
    failed: string;
    privacy: string;
  };
}
