import texts from "virtual:texts/team";
import { edition, team } from "#content-layer";
import { EDITION_TITLE } from "../edition";
import { TeamSection } from "../features/team/team-section";
import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: texts.title,
    description: texts.description(team.members.length, EDITION_TITLE),
    path: "/team",
  });

/** The team page, anchor `team` (app/features/team/README.md). */
export default function Team() {
  return (
    <article className="page">
      <h1 id="team" className="page__title">
        {texts.heading}
      </h1>
      <p className="page__lead">{texts.lead(team.members.length, edition.name)}</p>
      <TeamSection team={team} />
    </article>
  );
}
