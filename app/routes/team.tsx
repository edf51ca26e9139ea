import { edition, team } from "../../content";
import { peopleCount } from "../../core/polish-plural";
import { EDITION_TITLE } from "../edition";
import { TeamSection } from "../features/team/team-section";
import { pageMeta } from "../seo";

/** "16 osób" */
const TEAM_SIZE = peopleCount(team.members.length);

export const meta = () =>
  pageMeta({
    title: "Juweteam – zespół organizacyjny",
    description: `Poznaj ${TEAM_SIZE}, które organizują ${EDITION_TITLE}, i napisz do nich.`,
    path: "/team",
  });

/** The team page, anchor `team` (docs/product.md#team-page). */
export default function Team() {
  return (
    <article className="page">
      <h1 id="team" className="page__title">
        Juweteam
      </h1>
      <p className="page__lead">
        {TEAM_SIZE} – studentów i opiekunów z uczelni – które przygotowują {edition.name}. Masz
        pytanie albo pomysł? Napisz bezpośrednio do osoby, która się nim zajmuje.
      </p>
      <TeamSection team={team} />
    </article>
  );
}
