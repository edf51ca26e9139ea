import { venueMap } from "#content-layer";

/**
 * The Google Maps key comes from the build-time env VITE_GOOGLE_MAPS_API_KEY (README, .env.example).
 * Without it the FAQ keeps the static venue drawing and its link to Google Maps; the build says the
 * key is missing (scripts/postbuild.ts), the page does not.
 */
const configured: unknown = import.meta.env?.VITE_GOOGLE_MAPS_API_KEY;
export const GOOGLE_MAPS_API_KEY: string | undefined =
  typeof configured === "string" && configured.trim() !== "" ? configured.trim() : undefined;

/**
 * A Google Maps URL (https://developers.google.com/maps/documentation/urls/get-started): opens
 * the venue in Google Maps in a new tab, needs no key and sends nothing until followed.
 */
export function googleMapsSearchUrl(position: { lat: number; lng: number }): string {
  const query = `${position.lat},${position.lng}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export const VENUE_MAPS_URL = googleMapsSearchUrl(venueMap.center);
