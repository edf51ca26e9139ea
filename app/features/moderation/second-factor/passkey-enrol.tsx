import { useId, useState, type FormEvent } from "react";
import { ModerationApiError } from "../shared/moderation-api";
import { makePasskey, NO_PASSKEYS, passkeysSupported } from "./passkey";
import { secondFactorApi } from "./second-factor-api";
import { failureText } from "./verify-step";

/**
 * Adds a passkey to the signed-in account: the browser makes it (fingerprint, face, the phone's
 * PIN or a security key) and the server keeps its public key under the name given here.
 * `onAdded` gets the recovery codes when it was the account's first factor.
 */
export function PasskeyEnrol({
  onAdded,
  onSignedOut,
}: {
  onAdded: (recoveryCodes: string[] | null) => void;
  onSignedOut: (notice: string) => void;
}) {
  const id = useId();
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!passkeysSupported()) {
    return <p className="moderation-factor__hint">{NO_PASSKEYS}</p>;
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const options = await secondFactorApi.passkeyOptions();
      onAdded(await secondFactorApi.addPasskey(await makePasskey(options), label));
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

  return (
    <form className="moderation-factor__form" noValidate onSubmit={(event) => void submit(event)}>
      <label className="moderation-login__label" htmlFor={`${id}-label`}>
        Nazwa klucza (opcjonalnie)
      </label>
      <p id={`${id}-hint`} className="moderation-factor__hint">
        Po niej rozpoznasz klucz na liście, np. „Telefon służbowy”.
      </p>
      <input
        id={`${id}-label`}
        className="moderation-login__input"
        type="text"
        autoComplete="off"
        maxLength={60}
        value={label}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setLabel(event.target.value)}
      />
      <button
        type="submit"
        className="button moderation-factor__submit"
        aria-disabled={busy || undefined}
        aria-describedby={error !== null ? `${id}-error` : undefined}
      >
        {busy ? "Czekam na przeglądarkę…" : "Dodaj klucz dostępu"}
      </button>
      {error !== null ? (
        <p id={`${id}-error`} className="moderation-login__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
