import { useId, useState, type FormEvent } from "react";
import { moderationApi, ModerationApiError } from "./shared/moderation-api";

const MISSING = "Wpisz nazwę konta i hasło.";

/**
 * The moderator's login: account name and password; the server answers with a session cookie
 * (server/moderation/README.md#moderation-api). Names are compared without regard to case by the
 * server.
 */
export function LoginForm({ notice, onSignedIn }: { notice?: string; onSignedIn: () => void }) {
  const nameId = useId();
  const passwordId = useId();
  const errorId = useId();
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (name.trim() === "" || password === "") {
      setError(MISSING);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await moderationApi.login(name.trim(), password);
      onSignedIn();
    } catch (failure) {
      setError(failure instanceof ModerationApiError ? failure.message : String(failure));
      setPassword("");
    } finally {
      setBusy(false);
    }
  };

  const invalid = (value: string) =>
    error !== null && (error !== MISSING || value.trim() === "") ? true : undefined;
  return (
    <form className="moderation-login" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="moderation-login__title">Logowanie do panelu</h2>
      {notice ? (
        <p className="moderation-login__notice" role="status">
          {notice}
        </p>
      ) : null}
      <label className="moderation-login__label" htmlFor={nameId}>
        Nazwa konta
      </label>
      <input
        id={nameId}
        className="moderation-login__input"
        type="text"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        aria-invalid={invalid(name)}
        aria-describedby={invalid(name) ? errorId : undefined}
      />
      <label className="moderation-login__label" htmlFor={passwordId}>
        Hasło
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
        aria-invalid={invalid(password)}
        aria-describedby={invalid(password) ? errorId : undefined}
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
