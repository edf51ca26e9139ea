import { useId, useState, type FormEvent } from "react";
import type { SecondFactorMethod } from "#core/contract";
import { ModerationApiError } from "../shared/moderation-api";
import { CodeInput } from "./code-input";
import { askForPasskey, PasskeyError, passkeysSupported } from "./passkey";
import { secondFactorApi } from "./second-factor-api";
import { StepHeading } from "./step-heading";

/** What failed, in Polish: the server's `error`, the browser prompt's, or ours. */
export function failureText(failure: unknown): string {
  if (failure instanceof ModerationApiError || failure instanceof PasskeyError) {
    return failure.message;
  }
  return String(failure);
}

type Proof = "passkey" | "totp" | "recovery";

/**
 * "Potwierdź logowanie" (../README.md#second-factor): after the password, the account proves one of
 * its factors — its passkey, a code from its authenticator app, or one of its recovery codes.
 * Once per sign-in on this device: the session stays verified until it ends.
 */
export function VerifyStep({
  account,
  methods,
  onVerified,
  onSignedOut,
  onOtherAccount,
}: {
  account: string;
  methods: readonly SecondFactorMethod[];
  onVerified: () => void;
  /** The server ended the session (too many wrong codes). */
  onSignedOut: (notice: string) => void;
  onOtherAccount: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState("");
  const [error, setError] = useState<{ on: Proof; text: string } | null>(null);
  const [busy, setBusy] = useState<Proof | null>(null);
  const passkey = methods.includes("passkey");
  const passkeyHere = passkey && passkeysSupported();
  // With no factor this browser can use, the recovery code is the way in: shown at once.
  const [showRecovery, setShowRecovery] = useState(!passkeyHere && !methods.includes("totp"));

  const attempt = async (on: Proof, proof: () => Promise<void>) => {
    if (busy !== null) return;
    setBusy(on);
    setError(null);
    try {
      await proof();
      onVerified();
    } catch (failure) {
      if (failure instanceof ModerationApiError && failure.status === 401) {
        onSignedOut(failure.message);
        return;
      }
      setError({ on, text: failureText(failure) });
      if (on === "totp") setCode("");
    } finally {
      setBusy(null);
    }
  };

  const withPasskey = () =>
    void attempt("passkey", async () => {
      const options = await secondFactorApi.challenge();
      await secondFactorApi.verifyPasskey(await askForPasskey(options));
    });

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== 6) {
      setError({ on: "totp", text: "Wpisz 6 cyfr z aplikacji." });
      return;
    }
    void attempt("totp", () => secondFactorApi.verifyCode("totp", code));
  };

  const submitRecovery = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (recovery.trim() === "") {
      setError({ on: "recovery", text: "Wpisz jeden z kodów zapasowych." });
      return;
    }
    void attempt("recovery", () => secondFactorApi.verifyCode("recovery", recovery.trim()));
  };

  const errorFor = (on: Proof) =>
    error?.on === on ? (
      <p id={`${id}-${on}-error`} className="moderation-login__error" role="alert">
        {error.text}
      </p>
    ) : null;

  return (
    <div className="moderation-login moderation-factor">
      <StepHeading>Potwierdź logowanie</StepHeading>
      <p className="moderation-login__notice">
        Hasło do konta <strong>{account}</strong> się zgadza. Potwierdź jeszcze, że to Ty – na tym
        urządzeniu tylko raz, do końca tej sesji.
      </p>

      {passkey ? (
        <div className="moderation-factor__option">
          {passkeyHere ? (
            <button
              type="button"
              className="button moderation-factor__passkey"
              aria-describedby={error?.on === "passkey" ? `${id}-passkey-error` : undefined}
              aria-disabled={busy !== null || undefined}
              onClick={withPasskey}
            >
              {busy === "passkey" ? "Czekam na klucz dostępu…" : "Użyj klucza dostępu"}
            </button>
          ) : (
            <p className="moderation-login__notice">
              Ta przeglądarka nie obsługuje kluczy dostępu.{" "}
              {methods.includes("totp")
                ? "Wpisz kod z aplikacji uwierzytelniającej."
                : "Użyj kodu zapasowego albo zaloguj się w innej przeglądarce."}
            </p>
          )}
          {errorFor("passkey")}
        </div>
      ) : null}

      {methods.includes("totp") ? (
        <form
          className="moderation-factor__option moderation-factor__form"
          noValidate
          onSubmit={submitCode}
        >
          <label className="moderation-login__label" htmlFor={`${id}-code`}>
            Kod z aplikacji uwierzytelniającej
          </label>
          <p id={`${id}-code-hint`} className="moderation-factor__hint">
            6 cyfr, które aplikacja pokazuje teraz dla tego konta.
          </p>
          <div className="moderation-factor__row">
            <CodeInput
              id={`${id}-code`}
              value={code}
              invalid={error?.on === "totp"}
              describedBy={
                error?.on === "totp" ? `${id}-code-hint ${id}-totp-error` : `${id}-code-hint`
              }
              onChange={setCode}
            />
            <button type="submit" className="button" aria-disabled={busy !== null || undefined}>
              Potwierdź kod
            </button>
          </div>
          {errorFor("totp")}
        </form>
      ) : null}

      {showRecovery ? (
        <form
          className="moderation-factor__option moderation-factor__form"
          noValidate
          onSubmit={submitRecovery}
        >
          <label className="moderation-login__label" htmlFor={`${id}-recovery`}>
            Kod zapasowy
          </label>
          <p id={`${id}-recovery-hint`} className="moderation-factor__hint">
            Jeden z kodów zapisanych przy dodawaniu drugiego składnika. Każdy działa tylko raz.
          </p>
          <div className="moderation-factor__row">
            <input
              id={`${id}-recovery`}
              className="moderation-login__input"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={recovery}
              aria-invalid={error?.on === "recovery" || undefined}
              aria-describedby={
                error?.on === "recovery"
                  ? `${id}-recovery-hint ${id}-recovery-error`
                  : `${id}-recovery-hint`
              }
              onChange={(event) => setRecovery(event.target.value)}
            />
            <button type="submit" className="button" aria-disabled={busy !== null || undefined}>
              Użyj kodu zapasowego
            </button>
          </div>
          {errorFor("recovery")}
        </form>
      ) : (
        <button
          type="button"
          className="button button--ghost moderation-factor__more"
          onClick={() => setShowRecovery(true)}
        >
          Mam tylko kod zapasowy
        </button>
      )}

      <button
        type="button"
        className="button button--ghost moderation-factor__other"
        onClick={onOtherAccount}
      >
        Zaloguj się na inne konto
      </button>
    </div>
  );
}
