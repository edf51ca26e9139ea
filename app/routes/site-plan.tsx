import texts from "virtual:texts/site-plan";
import { sitePlan } from "#content-layer";
import { SITE_PLAN_PATH } from "#core/site-plan";
import { EDITION_TITLE, EDITION_TITLE_GENITIVE } from "../edition";
import { SafetySection } from "../features/safety/safety-section";
import { SitePlan } from "../features/site-plan/site-plan";
import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: texts.title,
    description: texts.description(EDITION_TITLE, EDITION_TITLE_GENITIVE),
    path: SITE_PLAN_PATH,
  });

/**
 * The site plan's page, anchor `site-plan` (app/features/site-plan/README.md), and the safety
 * information under it, anchor `safety` (app/features/safety/README.md).
 */
export default function SitePlanPage() {
  return (
    <article className="page">
      <h1 id="site-plan" className="page__title">
        {texts.heading}
      </h1>
      <p className="page__lead">{texts.lead}</p>
      <SitePlan plan={sitePlan} />
      {/* What to do when something goes wrong, with links to its points above (#safety). */}
      <SafetySection />
    </article>
  );
}
