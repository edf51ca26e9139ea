import texts from "virtual:texts/home";
import syrenka from "virtual:image/site/syrenka.png";
import { edition } from "#content-layer";
import { Picture } from "../../components/picture";
import { EDITION_DATE_RANGE } from "../../edition";

/** The mermaid (Syrenka) image that closes the home page (app/README.md#home-page). */
export function SyrenkaFinale() {
  return (
    <section className="finale render-when-near" aria-label={texts.finale.label}>
      <Picture
        src={syrenka}
        alt={texts.finale.imageAlt}
        sizes="(min-width: 768px) 26rem, 80vw"
        className="finale__image"
      />
      <p className="finale__text">
        {texts.finale.seeYou}
        <span className="finale__when">
          {EDITION_DATE_RANGE} · {edition.venue.name}
        </span>
      </p>
    </section>
  );
}
