import { memo } from "react";
import { team } from "../../content";
import { TeamSection } from "../features/team/team-section";
import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "Juweteam – zespół organizacyjny",
    description: "Poznaj 16 osób, które organizują Juwenalia Syrenki 2025, i napisz do nich.",
    path: "/team",
  });

/** Spec §2 team page (anchor `team`). */
export default function Team() {
  return (
    <article className="page">
      <h1 id="team" className="page__title">
        Juweteam
      </h1>
      <p className="page__lead">
        {team.members.length} osób – studentów i opiekunów z uczelni – które przygotowują Juwenalia
        Syrenki. Masz pytanie albo pomysł? Napisz bezpośrednio do osoby, która się nim zajmuje.
      </p>
      <Members />
    </article>
  );
}

/** Without props, so that a re-render of the page does not hydrate the members early. */
const Members = memo(function Members() {
  return <TeamSection team={team} />;
});
