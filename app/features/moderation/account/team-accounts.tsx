import { useCallback, useId, useRef, useState } from "react";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { roleLabel } from "../shared/format";
import { ModerationApiError } from "../shared/moderation-api";
import { notLoadedText, useLeadData } from "../shared/use-lead-data";
import { accountApi } from "./account-api";

/**
 * "Konta zespołu" for a lead in the "Konto" tab (../README.md#account): every staff account and
 * whether it has a second factor, and "Usuń drugi składnik" for someone who lost their phone —
 * asked first, since the account then has to add one again at its next sign-in. A lead's own
 * factor is managed above, never here.
 */
export function TeamAccounts({
  account,
  onSignedOut,
}: {
  account: string;
  onSignedOut: (notice: string) => void;
}) {
  const id = useId();
  // Where focus goes once the removed item's button is gone from the list.
  const title = useRef<HTMLHeadingElement>(null);
  const load = useCallback(() => accountApi.accounts(), []);
  const { state, reload } = useLeadData(load);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const [asking, setAsking] = useState<string | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  const failed = useCallback(
    (failure: unknown) => {
      if (failure instanceof ModerationApiError && failure.status === 401) {
        onSignedOut(failure.message);
      } else {
        setProblem(failure instanceof Error ? failure.message : String(failure));
      }
    },
    [onSignedOut],
  );

  const remove = async (name: string) => {
    // The closing dialog leaves focus alone; it is placed here once the answer is in: on the
    // heading when the button went with the factor, back on the button when it stayed.
    const button = opener;
    setOpener(null);
    setAsking(null);
    setProblem(null);
    setNotice("");
    try {
      await accountApi.removeSecondFactor(name);
      setNotice(`Usunięto drugi składnik konta ${name}. Przy logowaniu trzeba będzie dodać nowy.`);
      title.current?.focus();
    } catch (failure) {
      failed(failure);
      button?.focus();
    }
    reload();
  };

  return (
    <section className="moderation-account__section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={title} tabIndex={-1} className="moderation-account__title">
        Konta zespołu
      </h3>
      <p className="moderation-form__hint">
        Gdy ktoś z zespołu zgubi telefon z kluczem dostępu lub aplikacją i nie ma kodów zapasowych,
        usuń drugi składnik tego konta – przy następnym logowaniu trzeba będzie dodać nowy.
      </p>
      {state.kind !== "loaded" ? (
        <p className="moderation-form__hint">{notLoadedText(state)}</p>
      ) : (
        <ul className="plain-list moderation-account__list" aria-label="Konta zespołu">
          {state.data.map((each) => (
            <li key={each.name} className="moderation-account__item">
              <span className="moderation-account__name">
                {each.name}
                {each.name === account ? " (to Twoje konto)" : ""}
              </span>
              <span className="moderation-account__meta">
                {roleLabel(each.role)},{" "}
                {each.hasSecondFactor ? "ma drugi składnik" : "bez drugiego składnika"}
              </span>
              {each.name !== account && each.hasSecondFactor ? (
                <button
                  type="button"
                  className="button button--ghost moderation-account__remove"
                  aria-label={`Usuń drugi składnik konta ${each.name}`}
                  onClick={(event) => {
                    setOpener(event.currentTarget);
                    setAsking(each.name);
                  }}
                >
                  Usuń drugi składnik
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {problem !== null ? (
        <p className="moderation-form__error" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="moderation-form__hint" role="status">
        {notice}
      </p>
      <ConfirmDialog
        open={asking !== null}
        title={`Usunąć drugi składnik konta ${asking ?? ""}?`}
        description={
          <>
            Klucze dostępu, aplikacja i kody zapasowe tego konta przestaną działać, a otwarte na nim
            sesje się zakończą. Przy następnym logowaniu trzeba będzie dodać nowy drugi składnik.
          </>
        }
        confirmLabel="Usuń drugi składnik"
        returnFocus={opener}
        onConfirm={() => {
          if (asking !== null) void remove(asking);
        }}
        onClosed={() => setAsking(null)}
      />
    </section>
  );
}
