import { team } from "../../content";
import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta({
    title: "Juweteam – zespół organizacyjny",
    description: "Poznaj 16 osób, które organizują Juwenalia Syrenki 2025, i napisz do nich.",
  });

export default function Team() {
  return (
    <article className="page">
      <h1 id="team" className="page__title">
        Juweteam
      </h1>
      <ul className="plain-list team-list">
        {team.members.map((member) => (
          <li key={member.email}>
            <h2 className="team-list__name">{member.name}</h2>
            <p>{member.position}</p>
            <a href={`mailto:${member.email}`}>{member.email}</a>
          </li>
        ))}
      </ul>
    </article>
  );
}
