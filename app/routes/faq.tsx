import { Link } from "react-router";
import texts from "virtual:texts/faq";
import { faq } from "#content-layer";
import { FaqAccordion } from "../features/faq-accordion/faq-accordion";
import { JourneyPlanner } from "../features/journey-planner/journey-planner";
import { VenueMap } from "../features/venue-map/venue-map";
import { EDITION_TITLE } from "../edition";
import { pageMeta } from "../seo";
import "./faq.css";

export const meta = () =>
  pageMeta({
    title: texts.title,
    description: texts.description(EDITION_TITLE),
    path: "/faq",
  });

/**
 * The FAQ page, anchor `faq` (app/features/faq-accordion/README.md#faq-page): planner, map, then
 * the questions.
 */
export default function Faq() {
  return (
    <article className="page faq-page">
      <h1 id="faq" className="page__title">
        {texts.heading}
      </h1>
      <p className="page__lead">{texts.lead}</p>
      <div className="faq-page__getting-there">
        <JourneyPlanner />
        <VenueMap />
      </div>
      <section className="faq-page__questions" aria-labelledby="faq-questions-title">
        <div className="faq-page__aside">
          <h2 id="faq-questions-title" className="section-title">
            {texts.questionsTitle}
          </h2>
          <p>
            {texts.askUs.beforeLink} <Link to="/team#team">{texts.askUs.link}</Link>
            {texts.askUs.afterLink}
          </p>
        </div>
        <FaqAccordion items={faq} headingLevel={3} />
      </section>
    </article>
  );
}
