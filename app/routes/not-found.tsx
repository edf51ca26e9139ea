import { Link } from "react-router";
import texts from "virtual:texts/not-found";
import { EDITION_TITLE, EDITION_TITLE_GENITIVE } from "../edition";
import { pageMeta } from "../seo";
import { HOME_PATH } from "#core/site-pages";

export const meta = () =>
  pageMeta({
    title: texts.title,
    description: texts.description(EDITION_TITLE, EDITION_TITLE_GENITIVE),
    noindex: true,
  });

export default function NotFound() {
  return (
    <section className="page page--narrow not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">{texts.heading}</h1>
      <p>{texts.text}</p>
      <p>
        <Link className="button" to={HOME_PATH}>
          {texts.backHome}
        </Link>
      </p>
    </section>
  );
}
