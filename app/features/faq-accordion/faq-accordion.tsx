import { useId, type KeyboardEvent } from "react";
import { Link } from "react-router";
import texts from "virtual:texts/stage-link";
import { sitePlan, type FaqItem } from "#content-layer";
import { SITE_PLAN_PATH } from "#core/site-plan";
import { rovingFocusTarget } from "../../components/roving-focus";
import "./faq-accordion.css";

/**
 * The FAQ (README.md#faq-page) as an accordion built on `<details>`: each question is the
 * summary of its details element (the browser exposes it as expanded or collapsed), its text a
 * heading, its answer a region labelled by that heading. All start closed; several may be open at
 * once (no `name` group), as before.
 *
 * The browser opens and closes the answers itself, so a tap works the moment the HTML has
 * painted, before any script runs or while the page hydrates (a tap on a button whose handler
 * React has not attached yet would be lost). Hydration adds only the keyboard movement of the WAI-ARIA
 * accordion pattern: ↑/↓/Home/End move between questions. Closed answers stay in the DOM, so the
 * prerendered page carries every answer for search engines and offline use. Flush at ≤ 960 px
 * (CSS).
 */
export function FaqAccordion({
  items,
  headingLevel = 3,
}: {
  items: readonly FaqItem[];
  /** The question headings' level, one below the section's heading. */
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const baseId = useId();

  const moveFocus = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const target = rovingFocusTarget(event.key, index, items.length, "vertical");
    if (target === undefined) return;
    event.preventDefault();
    document.getElementById(`${baseId}-summary-${target}`)?.focus();
  };

  return (
    <div className="faq-accordion">
      {items.map((item, index) => {
        const questionId = `${baseId}-question-${index}`;
        return (
          <details key={item.question} className="faq-accordion__item">
            <summary
              id={`${baseId}-summary-${index}`}
              className="faq-accordion__trigger"
              onKeyDown={(event) => moveFocus(event, index)}
            >
              <Heading id={questionId} className="faq-accordion__heading">
                {item.question}
              </Heading>
              <span className="faq-accordion__icon" aria-hidden="true" />
            </summary>
            <div role="region" aria-labelledby={questionId} className="faq-accordion__panel">
              <p className="faq-accordion__answer">{item.answer}</p>
              {item.planPoints ? <PlanLinks pointIds={item.planPoints} /> : null}
            </div>
          </details>
        );
      })}
    </div>
  );
}

const planPoints = new Map(sitePlan.points.map((point) => [point.id, point]));

/**
 * Under an answer, the site plan's points it names (content/faq.yaml's `planPoints`): "Wejście 1
 * na planie terenu" opens the plan at that point. A path without the language: the router's
 * basename adds /en/ on the English pages.
 */
function PlanLinks({ pointIds }: { pointIds: readonly string[] }) {
  const points = pointIds.flatMap((id) => planPoints.get(id) ?? []);
  return (
    <ul className="faq-accordion__plan-links">
      {points.map((point) => (
        <li key={point.id}>
          <Link to={{ pathname: SITE_PLAN_PATH, hash: point.id }}>
            {`${point.name}${texts.onThePlan}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}
