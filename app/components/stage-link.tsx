import { Link } from "react-router";
import stagePoints from "virtual:content/stage-points";
import texts from "virtual:texts/stage-link";
import { SITE_PLAN_PATH } from "#core/site-plan";
import { stageName } from "../festival-sets";

/**
 * A stage's name as a link to its point on the site plan (app/README.md#stage-links): the plan opens zoomed at
 * the stage with its text open. Its accessible name says where it leads ("Scena główna na planie
 * terenu"). A stage the plan has no point for keeps its plain name; content:check refuses such an
 * edition, so that happens only in a test's content.
 */
export function StageLink({ stageId, className }: { stageId: string; className?: string }) {
  const name = stageName(stageId);
  const pointId = stagePoints[stageId];
  if (!pointId) return <span className={className}>{name}</span>;
  // A path without the language: the router's basename adds /en/ on the English pages.
  return (
    <Link to={{ pathname: SITE_PLAN_PATH, hash: pointId }} className={className}>
      {name}
      <span className="visually-hidden">{texts.onThePlan}</span>
    </Link>
  );
}
