import {
  APILoadingStatus,
  APIProvider,
  Map,
  Marker,
  useApiLoadingStatus,
} from "@vis.gl/react-google-maps";
import { useSyncExternalStore } from "react";
import texts from "virtual:texts/venue";
import { venueMap } from "#content-layer";
import { hasAuthFailed, installAuthFailureHook, subscribeAuthFailure } from "./auth-failure";

/** The map's default zoom: the venue and both entrances on one screen. */
const MAP_DEFAULT_ZOOM = 15;

// Installed when this lazy chunk is evaluated, i.e. before the Maps script is requested.
installAuthFailureHook();

function useAuthFailed(): boolean {
  return useSyncExternalStore(subscribeAuthFailure, hasAuthFailed, () => false);
}

/**
 * When the key fails, an 'AuthFailure' panel replaces the map (README.md#what-the-visitor-sees).
 */
function AuthFailurePanel() {
  return (
    <div className="venue-map__notice venue-map__notice--error" role="alert">
      <p className="venue-map__notice-title">AuthFailure</p>
      <p>{texts.map.authFailure}</p>
    </div>
  );
}

function LoadFailurePanel() {
  return (
    <div className="venue-map__notice venue-map__notice--error" role="alert">
      <p className="venue-map__notice-title">{texts.map.loadFailureTitle}</p>
      <p>{texts.map.loadFailure}</p>
    </div>
  );
}

function VenueGoogleMap() {
  const status = useApiLoadingStatus();
  const authFailed = useAuthFailed();
  if (authFailed || status === APILoadingStatus.AUTH_FAILURE) return <AuthFailurePanel />;
  if (status === APILoadingStatus.FAILED) return <LoadFailurePanel />;
  return (
    <Map
      className="venue-map__google"
      defaultCenter={venueMap.center}
      defaultZoom={MAP_DEFAULT_ZOOM}
      // Zoom, camera, map-type and rotate controls hidden, and the rest of the chrome
      // (README.md#what-the-visitor-sees).
      zoomControl={false}
      cameraControl={false}
      mapTypeControl={false}
      rotateControl={false}
      streetViewControl={false}
      fullscreenControl={false}
      clickableIcons={false}
      gestureHandling="cooperative"
    >
      {venueMap.markers.map((marker, index) => (
        <Marker
          key={marker.title}
          position={marker.position}
          title={marker.title}
          label={{ text: String(index + 1), color: "#ffffff", fontWeight: "700" }}
        />
      ))}
    </Map>
  );
}

/**
 * The Google map of the FAQ (README.md#what-the-visitor-sees): centred near the stadium, zoom 15,
 * the two entrance markers. Lives in its own lazy chunk and is rendered only after the visitor asks
 * for it, so no request reaches Google before that click.
 */
export default function InteractiveMap({ apiKey }: { apiKey: string }) {
  return (
    <APIProvider apiKey={apiKey} language={texts.map.googleMapsLanguage} region="PL">
      <VenueGoogleMap />
    </APIProvider>
  );
}
