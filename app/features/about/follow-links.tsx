import texts from "virtual:texts/about";
import shell from "virtual:texts/shell";
import type { Links } from "#content-layer";
import { ExternalLink } from "../../components/external-link";

/** Links to the event page, Instagram and Facebook. */
export function FollowLinks({ links }: { links: Links }) {
  const items = [
    { label: texts.follow.eventPage, href: links.eventPage },
    { label: "Instagram", href: links.instagram },
    { label: "Facebook", href: links.facebook },
  ];
  return (
    <section className="about-section follow render-when-near" aria-labelledby="follow-title">
      <h2 id="follow-title" className="section-title">
        {texts.follow.title}
      </h2>
      <p>{texts.follow.lead}</p>
      <ul className="follow__links">
        {items.map((item) => (
          <li key={item.label}>
            <ExternalLink href={item.href} className="button">
              {item.label}
              <span className="visually-hidden">{` (${shell.opensInNewTab})`}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
