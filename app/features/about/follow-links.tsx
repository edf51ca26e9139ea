import type { Links } from "../../../content";
import { ExternalLink } from "../../components/external-link";

/** docs/product.md#about-page: links to the event page, Instagram and Facebook. */
export function FollowLinks({ links }: { links: Links }) {
  const items = [
    { label: "Wydarzenie na Facebooku", href: links.eventPage },
    { label: "Instagram", href: links.instagram },
    { label: "Facebook", href: links.facebook },
  ];
  return (
    <section className="about-section follow render-when-near" aria-labelledby="follow-title">
      <h2 id="follow-title" className="section-title">
        Bądź na bieżąco
      </h2>
      <p>Nowości, zmiany w programie i relacje publikujemy w mediach społecznościowych.</p>
      <ul className="follow__links">
        {items.map((item) => (
          <li key={item.label}>
            <ExternalLink href={item.href} className="button">
              {item.label}
              <span className="visually-hidden"> (otwiera się w nowej karcie)</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
