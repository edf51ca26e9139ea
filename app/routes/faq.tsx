import { Link } from "react-router";
import { faq } from "../../content";
import { FaqAccordion } from "../features/faq-accordion/faq-accordion";
import { JourneyPlanner } from "../features/journey-planner/journey-planner";
import { VenueMap } from "../features/venue-map/venue-map";
import { EDITION_TITLE } from "../edition";
import { pageMeta } from "../seo";
import "./faq.css";

export const meta = () =>
  pageMeta({
    title: "FAQ – najczęściej zadawane pytania",
    description: `Bilety i ceny przy bramie, godziny otwarcia, wejścia, dojazd, płatności kartą i zasady wejścia na ${EDITION_TITLE}.`,
    path: "/faq",
  });

/** The FAQ page, anchor `faq` (docs/product.md#faq-page): planner, map, then the questions. */
export default function Faq() {
  return (
    <article className="page faq-page">
      <h1 id="faq" className="page__title">
        Najczęściej zadawane pytania
      </h1>
      <p className="page__lead">
        Jak dojechać, którędy wejść, ile kosztuje bilet i co zabrać ze sobą – odpowiedzi w jednym
        miejscu.
      </p>
      <div className="faq-page__getting-there">
        <JourneyPlanner />
        <VenueMap />
      </div>
      <section className="faq-page__questions" aria-labelledby="faq-questions-title">
        <div className="faq-page__aside">
          <h2 id="faq-questions-title" className="section-title">
            Pytania i odpowiedzi
          </h2>
          <p>
            Nie ma tu odpowiedzi na Twoje pytanie? Napisz do nas – adresy znajdziesz na stronie{" "}
            <Link to="/team#team">Juweteam</Link>.
          </p>
        </div>
        <FaqAccordion items={faq} headingLevel={3} />
      </section>
    </article>
  );
}
