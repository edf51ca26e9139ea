import { Link } from "react-router";
import texts from "virtual:texts/home";
import banner from "virtual:image/site/banner.jpg";
import { edition } from "#content-layer";
import { Picture } from "../../components/picture";
import { dayCountPhrase, dateWords } from "virtual:texts/dates";
import { EDITION_DATE_RANGE } from "../../edition";
import { FestivalNowMark } from "./festival-now";
import "./landing.css";

/**
 * The landing banner (app/README.md#home-page). The artwork is the page's largest image, so it
 * is loaded eagerly with fetchpriority="high": it must be the LCP element and load first.
 * The page's only h1 lives here.
 */
/** "Juwenalia" over "Syrenki": the name's first word on its own line. */
const [NAME_FIRST_WORD, ...nameRest] = edition.name.split(" ");
const NAME_REST = nameRest.join(" ");

export function LandingBanner() {
  return (
    <section className="landing" aria-labelledby="landing-title">
      {/* First, so the banner is drawn short from the first paint on the festival days. */}
      <FestivalNowMark />
      <Picture src={banner} alt="" sizes="100vw" priority className="landing__image" />
      <div className="landing__inner">
        <p className="landing__kicker">
          {`${texts.banner.kicker} `}
          <span aria-hidden="true">·</span> {texts.banner.city(edition.venue.city)}
        </p>
        <h1 id="landing-title" className="landing__title">
          <span className="landing__title-line">{NAME_FIRST_WORD}</span>{" "}
          <span className="landing__title-line landing__title-line--accent">
            {NAME_REST} <span className="landing__year">{edition.year}</span>
          </span>
        </h1>
        <p className="landing__lead">
          {texts.banner.lead(dayCountPhrase(dateWords, edition.days.length), edition)}
        </p>
        <ul className="landing__facts" aria-label={texts.banner.factsLabel}>
          <li className="landing__fact">{EDITION_DATE_RANGE.toUpperCase()}</li>
          <li className="landing__fact">{edition.venue.name.toUpperCase()}</li>
          <li className="landing__fact landing__fact--age">
            <span aria-hidden="true">{edition.minimumAge}+</span>
            <span className="visually-hidden">{texts.banner.adultsOnly(edition.minimumAge)}</span>
          </li>
        </ul>
        <div className="landing__actions">
          <Link className="landing__cta landing__cta--primary" to={{ hash: "#lineup" }}>
            {texts.banner.seeLineup}
          </Link>
          <Link className="landing__cta" to="/about#about">
            {texts.banner.about}
          </Link>
        </div>
      </div>
    </section>
  );
}
