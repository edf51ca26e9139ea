import { useId } from "react";
import safety from "virtual:content/safety";
import sitePlan from "virtual:content/site-plan";
import texts from "virtual:texts/safety";
import type { Safety } from "#content-layer/safety-schema";
import "./safety.css";

/** The topics in the order the page shows them, whatever order the file keeps them in. */
const SAFETY_TOPICS = [
  "emergency",
  "firstAid",
  "lostFriends",
  "lostThings",
  "exits",
  "organisers",
] as const satisfies readonly (keyof Safety)[];

type Topic = Safety[(typeof SAFETY_TOPICS)[number]];

/** "+48 22 100 20 30" → "tel:+48221002030": what a phone dials. */
export const telHref = (number: string) => `tel:${number.replace(/\s+/g, "")}`;

/** A number never wraps inside itself on a phone. */
const unbroken = (number: string) => number.replace(/ /g, "\u00a0");

const pointsById = new Map(sitePlan.points.map((point) => [point.id, point]));

/**
 * "Bezpieczeństwo" on the site plan's page (README.md): each topic of content/safety.yaml with
 * its heading and words, its phone number as a link that dials it, and its points as links to
 * them on the plan above, each with its "where". Server-rendered HTML with no script of its own,
 * so it reads the same offline and before the page's script has run.
 */
export function SafetySection() {
  const titleId = useId();
  return (
    <section id="safety" className="safety" aria-labelledby={titleId}>
      <h2 id={titleId} className="safety__title">
        {texts.heading}
      </h2>
      <p className="safety__intro">{texts.intro}</p>
      <div className="safety__topics">
        {SAFETY_TOPICS.map((key) => (
          <SafetyTopic key={key} name={key} topic={safety[key]} />
        ))}
      </div>
    </section>
  );
}

function SafetyTopic({ name, topic }: { name: string; topic: Topic }) {
  const titleId = useId();
  const phone = "phone" in topic ? topic.phone : undefined;
  const points = ("points" in topic ? topic.points : []).flatMap((id) => {
    const point = pointsById.get(id);
    return point ? [point] : [];
  });
  return (
    <section className="safety__topic" data-topic={name} aria-labelledby={titleId}>
      <h3 id={titleId} className="safety__heading">
        {topic.heading}
      </h3>
      <p className="safety__text">{topic.text}</p>
      {phone ? (
        <a className="safety__call" href={telHref(phone)}>
          {texts.call(unbroken(phone))}
        </a>
      ) : null}
      {points.length > 0 ? (
        <ul className="safety__points">
          {points.map((point) => (
            <li key={point.id}>
              <a href={`#${point.id}`} className="safety__point">
                {point.name}
                <span className="visually-hidden">{texts.onThePlan}</span>
              </a>
              <span className="safety__where">{point.where}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
