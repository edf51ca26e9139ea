import type { MapMarker } from "./schema";

/** Spec §2 FAQ map: centred near the stadium, zoom 15, two entrance markers. */
export const MAP_DEFAULT_ZOOM = 15;
export const mapCenter = { lat: 52.2395, lng: 21.0455 };
export const mapMarkers = [
  { position: { lat: 52.2409, lng: 21.0431 }, title: "Wejście 1" },
  { position: { lat: 52.2381, lng: 21.0482 }, title: "Wejście 2" },
] satisfies MapMarker[];
