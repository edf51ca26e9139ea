import { useCallback, useId, useState } from "react";
import type { AuditAction, AuditEntry } from "#core/contract";
import { formatTime } from "../shared/format";
import { leadApi, type AuditFilters } from "../shared/lead-api";
import { notLoadedText, useLeadData, type LeadData } from "../shared/use-lead-data";

const ACTION_TEXT: Record<AuditAction, string> = {
  sign_in: "zalogowanie",
  sign_in_failed: "nieudane logowanie",
  sign_in_throttled: "logowanie wstrzymane (za dużo prób)",
  sign_out: "wylogowanie",
  approve: "zatwierdzenie",
  reject: "odrzucenie",
  undo: "cofnięcie decyzji",
  auto_reject: "odrzucenie automatyczne",
  block: "blokada nadawcy",
  unblock: "zdjęcie blokady",
  announce: "komunikat",
  announce_to_phones: "komunikat na telefony",
  clear_announcement: "zdjęcie komunikatu",
  screen_mode: "sterowanie telebimem",
  screen_settings: "ustawienia rotacji",
  screen_key: "nowy link telebimu",
  set_change: "zmiana programu",
  second_factor_enrolled: "dodanie drugiego składnika",
  second_factor_removed: "usunięcie drugiego składnika",
  second_factor_failed: "nieudane potwierdzenie logowania",
  recovery_code_used: "użycie kodu zapasowego",
  recovery_codes_renewed: "nowe kody zapasowe",
  password_changed: "zmiana hasła",
};

/**
 * The audit trail for leads (server/moderation/README.md#audit-trail): who did what and when,
 * newest first, filtered by moderator and by message, and the same filtered trail as a CSV
 * download.
 */
export function AuditTab({ names }: { names: readonly string[] }) {
  const moderatorId = useId();
  const submissionId = useId();
  const [filters, setFilters] = useState<AuditFilters>({ moderator: "", submission: "" });
  const submissionValid = /^\d*$/.test(filters.submission.trim());
  // A number being typed wrong filters nothing until it is a number.
  const sent = submissionValid ? filters : { ...filters, submission: "" };
  const load = useCallback(
    () => leadApi.audit({ moderator: sent.moderator, submission: sent.submission }),
    [sent.moderator, sent.submission],
  );
  const { state } = useLeadData(load);
  const entries = state.kind === "loaded" ? state.data : [];
  const choices = [...new Set([...names, ...entries.map((entry) => entry.actor)])].sort();

  return (
    <div className="moderation-audit">
      <form
        className="moderation-filters"
        aria-label="Filtry dziennika"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="moderation-filters__field">
          <label htmlFor={moderatorId}>Osoba</label>
          <select
            id={moderatorId}
            value={filters.moderator}
            onChange={(event) => setFilters({ ...filters, moderator: event.target.value })}
          >
            <option value="">Wszyscy</option>
            {choices.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="moderation-filters__field">
          <label htmlFor={submissionId}>Numer wiadomości</label>
          <input
            id={submissionId}
            inputMode="numeric"
            value={filters.submission}
            aria-invalid={submissionValid ? undefined : true}
            onChange={(event) => setFilters({ ...filters, submission: event.target.value })}
          />
        </div>
        <a
          className="button button--ghost moderation-filters__csv"
          href={leadApi.csvUrl(sent)}
          download
        >
          Eksportuj CSV
        </a>
      </form>
      <AuditTable state={state} entries={entries} />
    </div>
  );
}

function AuditTable({
  state,
  entries,
}: {
  state: LeadData<AuditEntry[]>;
  entries: readonly AuditEntry[];
}) {
  const notLoaded = notLoadedText(state);
  if (notLoaded !== null) {
    return (
      <p className="moderation-empty" role={state.kind === "loading" ? undefined : "alert"}>
        {notLoaded}
      </p>
    );
  }
  if (entries.length === 0) return <p className="moderation-empty">Brak wpisów.</p>;
  return (
    <div className="moderation-table">
      <table>
        <caption className="visually-hidden">Dziennik działań, od najnowszych</caption>
        <thead>
          <tr>
            <th scope="col">Kiedy</th>
            <th scope="col">Kto</th>
            <th scope="col">Co</th>
            <th scope="col">
              Nr<span className="visually-hidden"> wiadomości</span>
            </th>
            <th scope="col">Szczegóły</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="moderation-table__short">
                <time dateTime={entry.at}>{formatTime(entry.at)}</time>
              </td>
              <td>{entry.actor}</td>
              <td>{ACTION_TEXT[entry.action]}</td>
              <td className="moderation-table__short">{entry.submissionId ?? "–"}</td>
              <td className="moderation-table__detail">{entry.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
