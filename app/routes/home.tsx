import { edition, organisations } from "../../content";
import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "Strona główna",
    description:
      "Juwenalia Syrenki 2025 – 16–17 maja na Stadionie Syrenki w Warszawie. Line-up, wydarzenia towarzyszące, organizatorzy i partnerzy. Wydarzenie 18+.",
  });

export default function Home() {
  return (
    <>
      <section className="landing" aria-labelledby="landing-title">
        <div className="landing__inner">
          <h1 id="landing-title" className="landing__title">
            {edition.name} <span className="landing__year">{edition.year}</span>
          </h1>
          <p className="landing__when">
            16–17 MAJA 2025 · {edition.venue.name.toUpperCase()} · 18+
          </p>
        </div>
      </section>
      <section id="lineup" className="page" aria-labelledby="lineup-title">
        <h2 id="lineup-title" className="section-title">
          LINEUP
        </h2>
      </section>
      <section id="organisers" className="page" aria-labelledby="organisers-title">
        <h2 id="organisers-title" className="section-title">
          ORGANIZATORZY
        </h2>
        <ul className="plain-list">
          {organisations.organisers.map((organisation) => (
            <li key={organisation.shortname}>{organisation.name}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
