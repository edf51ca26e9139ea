import { useId } from "react";
import texts from "virtual:texts/team";
import { edition, type Team } from "#content-layer";
import { Picture } from "../../components/picture";
import "./team.css";

/**
 * An address that may wrap after its "@" and nowhere else: each half stays whole (team.css), so a
 * narrow card never splits "koordynacja" or "syrenki.pl" across two lines.
 */
function MailAddress({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at === -1) return <span className="nowrap">{email}</span>;
  return (
    <>
      <span className="nowrap">{email.slice(0, at + 1)}</span>
      <wbr />
      <span className="nowrap">{email.slice(at + 1)}</span>
    </>
  );
}

/**
 * The team page's body (README.md): the group photo and one card per member (photo,
 * name, position, contact e-mail), a list with one item per member.
 */
export function TeamSection({ team }: { team: Team }) {
  const membersTitleId = useId();
  return (
    <>
      <figure className="team__group">
        <Picture
          src={team.groupPhoto}
          alt={texts.groupPhotoAlt(team.members.length, edition.name)}
          sizes="(min-width: 1200px) 72rem, 100vw"
          priority
          className="team__group-photo"
        />
      </figure>
      <section id="members" aria-labelledby={membersTitleId}>
        <h2 id={membersTitleId} className="section-title team__members-title">
          {texts.membersTitle}
        </h2>
        <ul className="team__grid">
          {team.members.map((member) => (
            <li key={member.email} className="team-card render-when-near">
              <Picture
                src={member.image}
                // Decorative: the name follows right below. On phones the photo is a
                // 7.5rem square beside the text (team.css).
                alt=""
                sizes="(min-width: 1100px) 17rem, (min-width: 600px) 30vw, 7.5rem"
                className="team-card__photo"
              />
              <div className="team-card__body">
                <h3 className="team-card__name">{member.name}</h3>
                <p className="team-card__position">{member.position}</p>
                <a className="team-card__mail" href={`mailto:${member.email}`}>
                  <MailAddress email={member.email} />
                </a>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
