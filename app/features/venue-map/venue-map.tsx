import { lazy, Suspense, useId, useRef, useState } from "react";
import shell from "virtual:texts/shell";
import texts from "virtual:texts/venue";
import { about } from "#content-layer";
import { ExternalLink } from "../../components/external-link";
import { Picture } from "../../components/picture";
import { GOOGLE_MAPS_API_KEY, VENUE_MAPS_URL } from "./maps-config";
import "./venue-map.css";
import { EntranceList } from "../../components/entrance-list";

// Its own chunk: neither the library nor Google's script is fetched before the click.
const InteractiveMap = lazy(() => import("./interactive-map"));

/**
 * The FAQ's map, privacy first (README.md#what-the-visitor-sees): an original drawing of the venue
 * with both entrances, described in text; the Google map loads only when the visitor presses the
 * button. Without a key the drawing stays, without comment: what is missing is the operators' to
 * know (the build says so, README.md). "Otwórz w Mapach Google" needs no key.
 */
export function VenueMap({ apiKey = GOOGLE_MAPS_API_KEY }: { apiKey?: string }) {
  const [showMap, setShowMap] = useState(false);
  const mapRegion = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { venueDrawing, entrances } = about;

  const openMap = () => {
    setShowMap(true);
    // The button disappears; keep keyboard focus in the same place (the map region).
    requestAnimationFrame(() => mapRegion.current?.focus());
  };

  return (
    <section className="venue-map" aria-labelledby={titleId}>
      <h2 id={titleId} className="venue-map__title">
        {texts.map.title}
      </h2>
      <div
        ref={mapRegion}
        className="venue-map__frame"
        role="region"
        aria-label={showMap ? texts.map.interactiveMapLabel : texts.map.drawingLabel}
        aria-describedby={descriptionId}
        tabIndex={-1}
      >
        {showMap && apiKey ? (
          <Suspense fallback={<p className="venue-map__loading">{texts.map.loading}</p>}>
            <InteractiveMap apiKey={apiKey} />
          </Suspense>
        ) : (
          <Picture
            src={venueDrawing.image}
            alt={venueDrawing.alt}
            sizes="(min-width: 1200px) 36rem, (min-width: 961px) 47vw, 100vw"
            className="venue-map__drawing"
          />
        )}
      </div>
      <p id={descriptionId} className="venue-map__description">
        {venueDrawing.description}
      </p>
      <EntranceList
        entrances={entrances.items}
        listClassName="venue-map__entrances"
        badgeClassName="venue-map__pin"
      />
      <div className="venue-map__actions">
        {apiKey && !showMap ? (
          <button type="button" className="button" onClick={openMap}>
            {texts.map.showMap}
          </button>
        ) : null}
        <ExternalLink href={VENUE_MAPS_URL} className="button button--ghost">
          {texts.map.openInGoogleMaps}
          <span className="visually-hidden">{` (${shell.opensInNewTab})`}</span>
        </ExternalLink>
      </div>
      {apiKey && !showMap && <p className="venue-map__privacy">{texts.map.privacy}</p>}
    </section>
  );
}
