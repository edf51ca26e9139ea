import type { VenueTexts } from "../venue";

/** The venue map and journey planner in English. */
const texts: VenueTexts = {
  map: {
    title: "Map and entrances",
    interactiveMapLabel: "Interactive Google map",
    drawingLabel: "Drawing of the area",
    loading: "Loading the map…",
    showMap: "Show the interactive map",
    openInGoogleMaps: "Open in Google Maps",
    privacy:
      "The Google map loads only when you press the button – until then, the site does not connect to Google’s servers.",
    authFailure:
      "Google Maps could not load because its access key was rejected. Use the drawing of the area, or open the location in Google Maps.",
    loadFailureTitle: "The map could not load",
    loadFailure:
      "Check your internet connection and try again later, or open the location in Google Maps.",
    googleMapsLanguage: "en",
  },
  planner: {
    title: "Getting there by public transport",
    intro: ({ venue, maxResults }) =>
      `Public transport is the easiest way to get to ${venue}. The Jakdojade journey planner (in Polish) finds a route across Warsaw and shows up to ${maxResults} options.`,
    nearestStop: {
      kind: (kind) => `Nearest stop: ${kind} stop`,
      name: (name) => `“${name}”`,
      near: (near) => `on ${near}.`,
    },
    widgetLabel: "Journey planner",
    showPlanner: "Show the journey planner",
    retry: "Try again",
    openJakdojade: "Open the Jakdojade journey planner",
    loading: "Loading the planner…",
    failed: "The planner could not load. Please use the planner on the Jakdojade website.",
    privacy: "The planner comes from Jakdojade and loads only when you press the button.",
  },
};
export default texts;
