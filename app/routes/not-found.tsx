import { Link } from "react-router";
import { EDITION_TITLE_GENITIVE } from "../edition";
import { pageMeta } from "../seo";
import { HOME_PATH } from "../route-paths";

export const meta = () =>
  pageMeta({
    title: "Nie znaleziono strony",
    description: `Ta strona nie istnieje. Wróć na stronę główną ${EDITION_TITLE_GENITIVE}.`,
    noindex: true,
  });

export default function NotFound() {
  return (
    <section className="page page--narrow not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">Nie znaleziono strony</h1>
      <p>Syrenka szukała wszędzie, ale tej strony nie ma. Może adres ma literówkę?</p>
      <p>
        <Link className="button" to={HOME_PATH}>
          Wróć na stronę główną
        </Link>
      </p>
    </section>
  );
}
