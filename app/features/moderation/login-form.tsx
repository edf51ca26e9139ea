import { useId, useState, type FormEvent } from "react";
import { moderationApi, ModerationApiError } from "./moderation-api";

/**
 * The moderator's password form; the server answers with a session cookie
 * (docs/product.md#moderation-api).
 */
export function LoginForm({ notice, onSignedIn }: { notice?: string; onSignedIn: () => void }) {
  const passwordId = useId();
  const errorId = useId();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === "" || busy) return;
    setBusy(true);
    setError(null);
    try {
      await moderationApi.login(password);
      onSignedIn();
    } catch (failure) {
      setError(failure instanceof ModerationApiError ? failure.message : String(failure));
      setPassword("");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="moderation-login" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="moderation-login__title">Logowanie moderatora</h2>
      {notice ? <p className="moderation-login__notice">{notice}</p> : null}
      <label className="moderation-login__label" htmlFor={passwordId}>
        Hasło moderatora
      </label>
      <input
        id={passwordId}
        className="moderation-login__input"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="moderation-login__error" role="alert">
          {error}
        </p>
      ) : null}
      <button className="button moderation-login__submit" type="submit" disabled={busy}>
        {busy ? "Logowanie…" : "Zaloguj się"}
      </button>
    </form>
  );
}
