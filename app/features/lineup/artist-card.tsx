import type { Artist } from "#content-layer";
import type { FestivalSet } from "#core/festival-schedule";
import { Picture } from "../../components/picture";
import { ArtistSet, type LiveArtistSet } from "./artist-set";

/**
 * One artist of a line-up strip (README.md#what-the-visitor-sees): name, optional header, and the
 * small image on phones, the large one from 768 px. Afterparty acts have the small image as both,
 * so they get a single square picture. The images are decorative: the name right below says who it
 * is. Under the name, the act's set when content gives it: its start and its stage, with a late
 * change once the page hears of one.
 */
export function ArtistCard({
  artist,
  header,
  set,
  liveSet,
}: {
  artist: Artist;
  header?: string | undefined;
  set?: FestivalSet | undefined;
  /** The set line that follows late changes, once the line-up has loaded it. */
  liveSet?: LiveArtistSet | undefined;
}) {
  const sameImage = artist.image_large === artist.image_small;
  return (
    <li className={`artist-card${header ? " artist-card--featured" : ""}`}>
      <div className="artist-card__media">
        {sameImage ? (
          <Picture
            src={artist.image_small}
            alt=""
            sizes="(min-width: 768px) 15rem, 62vw"
            className="artist-card__image"
          />
        ) : (
          <>
            <Picture
              src={artist.image_small}
              alt=""
              sizes="72vw"
              className="artist-card__image artist-card__image--small"
            />
            <Picture
              src={artist.image_large}
              alt=""
              sizes="19rem"
              className="artist-card__image artist-card__image--large"
            />
          </>
        )}
      </div>
      <div className="artist-card__caption">
        {header ? <p className="artist-card__header">{header}</p> : null}
        <h3 className="artist-card__name">{artist.name}</h3>
        {set ? <ArtistSet set={set} live={liveSet} /> : null}
      </div>
    </li>
  );
}
