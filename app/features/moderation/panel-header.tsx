import type { Moderator, Presence } from "#core/contract";
import { roleLabel } from "./shared/format";
import type { Connection } from "./queue/use-moderation-queue";
import { SessionsDialog } from "./sessions/sessions-dialog";

const CONNECTION_TEXT: Record<Connection, string> = {
  connecting: "Łączenie…",
  live: "Na żywo",
  offline: "Brak połączenia – ponawiam…",
};

/** Decisions per minute as people read them: "1,5 / min". */
const rate = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 1 });

/** The panel's one title, on the login steps and the signed-in header alike. */
export const PANEL_TITLE = "Moderacja telebimu";

/** The header before the panel opens: the title alone (the login and second-factor steps). */
export function PanelTitleBar() {
  return (
    <header className="staff-header staff-header--title">
      <h1 className="staff-header__title">{PANEL_TITLE}</h1>
    </header>
  );
}

/**
 * The compact header (README.md#signed-in): the title, who is signed in on this browser, the
 * connection, the account's sessions and logout — three short rows on a phone, one on a laptop,
 * so the queue starts on the first screen.
 */
export function PanelHeader({
  moderator,
  connection,
  onLogout,
  onSignedOut,
}: {
  moderator: Moderator;
  connection: Connection;
  onLogout: () => void;
  /** This browser's session turned out to have ended (the login form says so). */
  onSignedOut: (notice: string) => void;
}) {
  return (
    <header className="staff-header moderation-header">
      <h1 className="staff-header__title">{PANEL_TITLE}</h1>
      <p className="staff-header__me">
        Zalogowano: <strong>{moderator.name}</strong>{" "}
        <span className="staff-header__role">({roleLabel(moderator.role)})</span>
      </p>
      <p className={`moderation__connection moderation__connection--${connection}`}>
        <span className="moderation__connection-dot" aria-hidden="true" />
        {CONNECTION_TEXT[connection]}
      </p>
      <div className="staff-header__sessions">
        <SessionsDialog onSignedOut={onSignedOut} />
      </div>
      <button
        type="button"
        className="button button--ghost staff-header__logout"
        onClick={onLogout}
      >
        Wyloguj się
      </button>
    </header>
  );
}

/**
 * Who works the queue now (presence, README.md): everyone signed in,
 * whether they decided something in the last minute, and their pace.
 */
export function PresenceList({ presence }: { presence: readonly Presence[] | null }) {
  if (!presence || presence.length === 0) return null;
  return (
    <section aria-labelledby="moderation-presence-title" className="moderation-presence">
      <h2 id="moderation-presence-title" className="moderation-presence__title">
        Zespół na zmianie
      </h2>
      <ul className="plain-list moderation-presence__list">
        {presence.map((person) => (
          <li
            key={person.name}
            className={`moderation-presence__person${person.working ? " moderation-presence__person--working" : ""}`}
          >
            <span className="moderation-presence__dot" aria-hidden="true" />
            <span className="moderation-presence__name">{person.name}</span>
            {person.role === "lead" ? (
              <span className="moderation-presence__role">(koordynator)</span>
            ) : null}
            <span>{person.working ? "pracuje" : "nieaktywny"}</span>
            <span className="moderation-presence__rate">
              {rate.format(person.decisionsPerMinute)} decyzji/min
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
