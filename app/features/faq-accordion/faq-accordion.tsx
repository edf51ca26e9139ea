import { useId, useState, type KeyboardEvent } from "react";
import type { FaqItem } from "../../../content";
import { rovingFocusTarget } from "../../components/roving-focus";
import "./faq-accordion.css";

/**
 * The FAQ (docs/product.md#faq-page) as an accordion following the WAI-ARIA pattern: each question
 * is a button with aria-expanded inside a heading, each answer a region labelled by its question;
 * several answers may be open at once and all start closed; ↑/↓/Home/End move between questions.
 * Flush at ≤ 960 px (CSS).
 *
 * Written here rather than with Radix Accordion (decision 008): Radix measures every panel and
 * re-renders its item collection synchronously right after hydration, which on a phone blocked
 * input for ~100 ms on a page whose HTML is already complete. Closed answers stay in the DOM
 * (hidden), so the prerendered page carries every answer for search engines and offline use.
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
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = rovingFocusTarget(event.key, index, items.length, "vertical");
    if (target === undefined) return;
    event.preventDefault();
    document.getElementById(`${baseId}-question-${target}`)?.focus();
  };

  return (
    <div className="faq-accordion">
      {items.map((item, index) => {
        const state = open.has(index) ? "open" : "closed";
        const questionId = `${baseId}-question-${index}`;
        const answerId = `${baseId}-answer-${index}`;
        return (
          <div key={item.question} className="faq-accordion__item" data-state={state}>
            <Heading className="faq-accordion__heading">
              <button
                type="button"
                id={questionId}
                className="faq-accordion__trigger"
                aria-expanded={state === "open"}
                aria-controls={answerId}
                data-state={state}
                onClick={() => toggle(index)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span className="faq-accordion__question">{item.question}</span>
                <span className="faq-accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={answerId}
              role="region"
              aria-labelledby={questionId}
              className="faq-accordion__panel"
              data-state={state}
              hidden={state === "closed"}
            >
              <p className="faq-accordion__answer">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
