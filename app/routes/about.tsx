import { edition } from "../../content";
import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "O wydarzeniu",
    description:
      "Wszystko o Juwenaliach Syrenki 2025: termin, mapa terenu, strefy, dwie sceny i harmonogram, wejścia i płatności kartą.",
  });

export default function About() {
  return (
    <article className="page">
      <h1 id="about" className="page__title">
        O wydarzeniu
      </h1>
      <p className="page__lead">
        {edition.name} to dwa dni koncertów i atrakcji dla studentów: 16 i 17 maja 2025 na{" "}
        {edition.venue.nameLocative} w Warszawie. Wydarzenie jest wyłącznie dla osób pełnoletnich.
      </p>
    </article>
  );
}
