import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from "react";
import { RECOVERY_CODE_COUNT, type SecondFactors } from "#core/contract";
import { PasskeyEnrol } from "../second-factor/passkey-enrol";
import { RecoveryCodes } from "../second-factor/recovery-codes";
import { secondFactorApi } from "../second-factor/second-factor-api";
import { TotpEnrol } from "../second-factor/totp-enrol";
import { failureText } from "../second-factor/verify-step";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { formatDay } from "../shared/format";
import { ModerationApiError } from "../shared/moderation-api";

/** What the confirmation dialog asks about. */
type Asking = { kind: "passkey"; id: string; label: string } | { kind: "totp" } | { kind: "renew" };

const ASKING_TEXT = {
  passkey: {
    title: (label: string) => `Usunąć klucz dostępu „${label}”?`,
    description: "Tym kluczem nie zalogujesz się już na to konto.",
    confirm: "Usuń klucz",
  },
  totp: {
    title: () => "Usunąć aplikację uwierzytelniającą?",
    description: "Kody z tej aplikacji przestaną działać dla tego konta.",
    confirm: "Usuń aplikację",
  },
  renew: {
    title: () => "Wygenerować nowe kody zapasowe?",
    description: "Dotychczasowe kody przestaną działać. Nowe zobaczysz tylko raz.",
    confirm: "Wygeneruj nowe kody",
  },
} as const;

/**
 * The account's own second factor in the "Konto" tab (../README.md#account): its passkeys and its
 * app, each removable (the server keeps a lead from removing the last one), another one added,
 * and the recovery codes left, renewed as a new set shown once.
 */
export function FactorsSection({
  account,
  onSignedOut,
}: {
  account: string;
  onSignedOut: (notice: string) => void;
}) {
  const id = useId();
  // Where focus goes once the removed item's button is gone from the list.
  const title = useRef<HTMLHeadingElement>(null);
  const [factors, setFactors] = useState<SecondFactors | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState("");
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  const failed = useCallback(
    (failure: unknown) => {
      if (failure instanceof ModerationApiError && failure.status === 401) {
        onSignedOut(failure.message);
      } else {
        setProblem(failureText(failure));
      }
    },
    [onSignedOut],
  );

  // Read on opening and after every change; only the newest answer fills the section.
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((each) => each + 1);
  useEffect(() => {
    let current = true;
    secondFactorApi.factors().then(
      (data) => {
        if (current) setFactors(data);
      },
      (failure: unknown) => {
        if (current) failed(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [failed, version]);

  const act = async (change: () => Promise<void>, done: string, removes: boolean) => {
    // A removal's closing dialog leaves focus alone; it is placed here once the answer is in: on
    // the heading when the button went with the factor, back on the button when it stayed.
    const button = opener;
    if (removes) setOpener(null);
    setProblem(null);
    setNotice("");
    try {
      await change();
      setNotice(done);
      if (removes) title.current?.focus();
    } catch (failure) {
      failed(failure);
      if (removes) button?.focus();
    }
    reload();
  };

  const added = (what: string) => (recoveryCodes: string[] | null) => {
    setProblem(null);
    setNotice(`Dodano ${what}.`);
    if (recoveryCodes !== null) setCodes(recoveryCodes);
    reload();
  };

  const confirm = () => {
    const question = asking;
    setAsking(null);
    if (question?.kind === "passkey") {
      void act(
        () => secondFactorApi.removePasskey(question.id),
        `Usunięto klucz „${question.label}”.`,
        true,
      );
    } else if (question?.kind === "totp") {
      void act(() => secondFactorApi.removeTotp(), "Usunięto aplikację uwierzytelniającą.", true);
    } else if (question?.kind === "renew") {
      void act(async () => setCodes(await secondFactorApi.renewRecoveryCodes()), "", false);
    }
  };

  const ask = (question: Asking) => (event: MouseEvent<HTMLButtonElement>) => {
    setOpener(event.currentTarget);
    setAsking(question);
  };

  const hasFactor = factors !== null && (factors.passkeys.length > 0 || factors.totp !== null);
  const text = asking ? ASKING_TEXT[asking.kind] : null;
  return (
    <section className="moderation-account__section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={title} tabIndex={-1} className="moderation-account__title">
        Drugi składnik logowania
      </h3>
      {factors === null ? (
        <p className="moderation-form__hint">{problem ?? "Wczytywanie…"}</p>
      ) : (
        <>
          <p className="moderation-form__hint">
            {factors.required
              ? "To konto musi mieć co najmniej jeden: klucz dostępu albo aplikację."
              : "Nieobowiązkowy dla tego konta, ale chroni je, gdy ktoś pozna hasło."}
          </p>
          {codes !== null ? (
            <RecoveryCodes
              account={account}
              codes={codes}
              doneLabel="Kody zapisane"
              onDone={() => setCodes(null)}
            />
          ) : null}

          <h4 className="moderation-account__subtitle">Klucze dostępu</h4>
          {factors.passkeys.length === 0 ? (
            <p className="moderation-form__hint">Brak kluczy dostępu.</p>
          ) : (
            <ul className="plain-list moderation-account__list" aria-label="Klucze dostępu">
              {factors.passkeys.map((passkey) => (
                <li key={passkey.id} className="moderation-account__item">
                  <span className="moderation-account__name">{passkey.label}</span>
                  <span className="moderation-account__meta">
                    dodany {formatDay(passkey.createdAt)}
                    {passkey.lastUsedAt
                      ? `, ostatnio użyty ${formatDay(passkey.lastUsedAt)}`
                      : ", jeszcze nieużyty"}
                  </span>
                  <button
                    type="button"
                    className="button button--ghost moderation-account__remove"
                    aria-label={`Usuń klucz dostępu ${passkey.label}`}
                    onClick={ask({ kind: "passkey", id: passkey.id, label: passkey.label })}
                  >
                    Usuń
                  </button>
                </li>
              ))}
            </ul>
          )}
          <PasskeyEnrol onAdded={added("klucz dostępu")} onSignedOut={onSignedOut} />

          <h4 className="moderation-account__subtitle">Aplikacja uwierzytelniająca</h4>
          {factors.totp !== null ? (
            <div className="moderation-account__item">
              <span className="moderation-account__name">Ustawiona</span>
              <span className="moderation-account__meta">
                od {formatDay(factors.totp.createdAt)}
              </span>
              <button
                type="button"
                className="button button--ghost moderation-account__remove"
                aria-label="Usuń aplikację uwierzytelniającą"
                onClick={ask({ kind: "totp" })}
              >
                Usuń
              </button>
            </div>
          ) : (
            <TotpEnrol onAdded={added("aplikację uwierzytelniającą")} onSignedOut={onSignedOut} />
          )}

          {hasFactor ? (
            <>
              <h4 className="moderation-account__subtitle">Kody zapasowe</h4>
              <p className={factors.recoveryCodesLeft === 0 ? "moderation-form__error" : undefined}>
                Zostało {factors.recoveryCodesLeft} z {RECOVERY_CODE_COUNT}.
                {factors.recoveryCodesLeft <= 2 ? " Wygeneruj nowe, zanim się skończą." : ""}
              </p>
              <button
                type="button"
                className="button button--ghost"
                onClick={ask({ kind: "renew" })}
              >
                Wygeneruj nowe kody
              </button>
            </>
          ) : null}
          {problem !== null ? (
            <p className="moderation-form__error" role="alert">
              {problem}
            </p>
          ) : null}
        </>
      )}
      <p className="moderation-form__hint" role="status">
        {notice}
      </p>
      <ConfirmDialog
        open={asking !== null}
        title={text && asking ? text.title(asking.kind === "passkey" ? asking.label : "") : null}
        description={text?.description}
        confirmLabel={text?.confirm}
        destructive={asking?.kind !== "renew"}
        returnFocus={opener}
        onConfirm={confirm}
        onClosed={() => setAsking(null)}
      />
    </section>
  );
}
