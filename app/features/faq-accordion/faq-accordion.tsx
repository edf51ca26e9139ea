import * as Accordion from "@radix-ui/react-accordion";
import type { FaqItem } from "../../../content";
import "./faq-accordion.css";

/**
 * The FAQ of spec §2 as an accordion (Radix: header buttons with aria-expanded, panels labelled by
 * their button). Several answers may be open at once; all start closed. Flush at ≤ 960 px (CSS).
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
  return (
    <Accordion.Root type="multiple" className="faq-accordion">
      {items.map((item, index) => (
        <Accordion.Item
          key={item.question}
          value={`pytanie-${index + 1}`}
          className="faq-accordion__item"
        >
          <Accordion.Header asChild>
            <Heading className="faq-accordion__heading">
              <Accordion.Trigger className="faq-accordion__trigger">
                <span className="faq-accordion__question">{item.question}</span>
                <span className="faq-accordion__icon" aria-hidden="true" />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          {/* Always in the DOM (closed panels are display: none in CSS): the prerendered page
              carries every answer, for search engines, find-in-page after opening and offline. */}
          <Accordion.Content forceMount className="faq-accordion__panel">
            <p className="faq-accordion__answer">{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
