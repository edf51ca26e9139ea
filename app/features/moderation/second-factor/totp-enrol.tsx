import { useId, useState, type FormEvent } from "react";
import type { TotpSetup } from "#core/contract";
import { QrCodeImage } from "../../../components/qr-code-image";
import { ModerationApiError } from "../shared/moderation-api";
import { CodeInput } from "./code-input";
import { secondFactorApi } from "./second-factor-api";
import { failureText } from "./verify-step";

/** The secret in groups of four, as an app's "enter a key" field is easiest typed from. */
export const groupedSecret = (secret: string): string =>
  (secret.replace(/\s/g, "").match(/.{1,4}/g) ?? []).join(" ");

/**
 * Sets up an authenticator app for a phone without passkeys: the server makes a secret, shown as
 * a QR code (the server encodes it, so no image service ever sees it) and as text to type; the
 * app's first code confirms it. `onAdded` gets the recovery codes when it was the account's first
 * factor.
 */
export function TotpEnrol({
  onAdded,
  onSignedOut,
}: {
  onAdded: (recoveryCodes: string[] | null) => void;
  onSignedOut: (notice: string) => void;
}) {
  const id = useId();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (step: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (failure) {
      if (failure instanceof ModerationApiError && failure.status === 401) {
        onSignedOut(failure.message);
        return;
      }
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const errorLine =
    error !== null ? (
      <p id={`${id}-error`} className="moderation-login__error" role="alert">
        {error}
      </p>
    ) : null;

  if (setup === null) {
    return (
      <div className="moderation-factor__form">
        <button
          type="button"
          className="button moderation-factor__submit"
          aria-disabled={busy || undefined}
          onClick={() => void run(async () => setSetup(await secondFactorApi.totpSetup()))}
        >
          Ustaw aplikację
        </button>
        {errorLine}
      </div>
    );
  }

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== 6) {
      setError("Wpisz 6 cyfr z aplikacji.");
      return;
    }
    void run(async () => {
      try {
        onAdded(await secondFactorApi.confirmTotp(code));
      } finally {
        setCode("");
      }
    });
  };

  return (
    <form className="moderation-factor__form moderation-totp" noValidate onSubmit={confirm}>
      <ol className="moderation-totp__steps">
        <li>
          Zeskanuj kod QR aplikacją uwierzytelniającą (np. Google Authenticator, Microsoft
          Authenticator, Aegis).
          <QrCodeImage
            shape={setup.qr}
            className="moderation-totp__qr"
            label="Kod QR do zeskanowania aplikacją uwierzytelniającą"
          />
          {/* A phone cannot scan its own screen: the app registered for otpauth: opens instead. */}
          <a className="moderation-totp__open" href={setup.uri}>
            Aplikacja jest na tym telefonie? Otwórz ją tutaj
          </a>
        </li>
        <li>
          Albo wpisz w aplikacji ten klucz:
          <code className="moderation-totp__secret">{groupedSecret(setup.secret)}</code>
        </li>
        <li>
          <label htmlFor={`${id}-code`}>Wpisz kod, który pokazuje teraz aplikacja</label>
        </li>
      </ol>
      <div className="moderation-factor__row">
        <CodeInput
          id={`${id}-code`}
          value={code}
          invalid={error !== null}
          describedBy={error !== null ? `${id}-error` : undefined}
          onChange={setCode}
        />
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          Potwierdź kod
        </button>
      </div>
      {errorLine}
    </form>
  );
}
