import { edition, lineup, links } from "../../content";
import { about } from "../../content/about";
import "../features/about/about.css";
import { EntrancesAndPayment } from "../features/about/entrances-and-payment";
import { EventFacts } from "../features/about/event-facts";
import { FollowLinks } from "../features/about/follow-links";
import { SiteMapFigure } from "../features/about/site-map-figure";
import { Stages } from "../features/about/stages";
import { PartnerAttractions, Zones } from "../features/about/zones-and-attractions";
import { AddToCalendarLink } from "../features/calendar/add-to-calendar-link";
import { Gallery } from "../features/gallery/gallery";
import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "O wydarzeniu",
    description:
      "Wszystko o Juwenaliach Syrenki 2025: termin, mapa terenu, strefy, dwie sceny i harmonogram, wejścia i płatności kartą.",
    path: "/about",
  });

/** Spec §2 About page (anchor `about`), plus the gallery of past editions (spec §3). */
export default function About() {
  return (
    <article className="page">
      <h1 id="about" className="page__title">
        O wydarzeniu
      </h1>
      <div className="about-intro">
        <div className="about-intro__text">
          {about.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <EventFacts edition={edition} action={<AddToCalendarLink className="button" />} />
      </div>
      <SiteMapFigure siteMap={about.siteMap} />
      <Zones zones={about.zones} />
      <PartnerAttractions attractions={about.partnerAttractions} />
      <Stages
        stages={about.stages}
        schedule={edition.studentStageSchedule}
        lineupImage={about.mainStageLineup}
        lineup={lineup}
      />
      <EntrancesAndPayment
        entrances={about.entrances}
        payment={about.payment}
        ticketPrices={edition.ticketPrices}
      />
      <FollowLinks links={links} />
      <Gallery />
    </article>
  );
}
