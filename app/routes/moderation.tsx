import { ModerationPanel } from "../features/moderation/moderation-panel";
import { EDITION_TITLE_GENITIVE } from "../edition";
import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "Moderacja telebimu",
    description: `Panel moderatorów wiadomości na telebim ${EDITION_TITLE_GENITIVE}.`,
    noindex: true,
  });

/**
 * /moderacja (app/features/moderation/README.md): the moderators' panel. Not linked from the site.
 */
export default function Moderation() {
  return (
    <section className="page moderation-page" aria-labelledby="moderation-title">
      <h1 id="moderation-title" className="page__title">
        Moderacja telebimu
      </h1>
      <ModerationPanel />
    </section>
  );
}
