import { Link } from "react-router";
import texts from "virtual:texts/about";
import { about, edition, links } from "#content-layer";
import { EDITION_TITLE, EDITION_TITLE_LOCATIVE } from "../edition";
import "../features/about/about.css";
import { EntrancesAndPayment } from "../features/about/entrances-and-payment";
import { EventFacts } from "../features/about/event-facts";
import { FollowLinks } from "../features/about/follow-links";
import { SiteMapFigure } from "../features/about/site-map-figure";
import { Stages } from "../features/about/stages";
import { PartnerAttractions, Zones } from "../features/about/zones-and-attractions";
import { AddToCalendarLink } from "../features/calendar/add-to-calendar-link";
import { Programme } from "../features/festival-days/programme";
import { Gallery } from "../features/gallery/gallery";
import { PlanNotifications } from "../features/push-notifications/plan-notifications";
import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: texts.title,
    description: texts.description(EDITION_TITLE, EDITION_TITLE_LOCATIVE),
    path: "/about",
  });

/**
 * The about page, anchor `about`, with the gallery of past editions
 * (app/features/about/README.md#what-the-visitor-sees).
 */
export default function About() {
  return (
    <article className="page">
      <h1 id="about" className="page__title">
        {texts.heading}
      </h1>
      {/* The programme is far down the page: one tap from its top (the plan comes right after). */}
      <p className="about-jump">
        <Link className="button button--ghost" to={{ hash: "#program" }}>
          {texts.toProgramme}
          <span aria-hidden="true">↓</span>
        </Link>
      </p>
      <div className="about-intro">
        <div className="about-intro__text">
          {about.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <EventFacts edition={edition} action={<AddToCalendarLink className="button" />} />
      </div>
      <AboutDetails />
      <Gallery />
    </article>
  );
}

/** Below the first screen. */
function AboutDetails() {
  return (
    <>
      <SiteMapFigure siteMap={about.siteMap} />
      <Zones zones={about.zones} />
      <PartnerAttractions attractions={about.partnerAttractions} />
      <Stages
        stages={edition.stages}
        descriptions={about.stages}
        days={edition.days}
        lineupImage={about.mainStageLineup}
      />
      <Programme days={edition.days} planExtra={PlanNotifications} />
      <EntrancesAndPayment
        entrances={about.entrances}
        payment={about.payment}
        ticketPrices={edition.ticketPrices}
      />
      <FollowLinks links={links} />
    </>
  );
}
