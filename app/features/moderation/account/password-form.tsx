import { useId, useState, type FormEvent } from "react";
import { ModerationApiError } from "../shared/moderation-api";
import { accountApi } from "./account-api";

type Field = "current" | "next" | "repeat";

/**
 * "Zmień hasło" in the "Konto" tab (../README.md#account): the current password, the new one twice.
 * The server applies the password policy and says in Polish what is wrong; a change ends the
 * account's other sessions (a password someone else knew stops working everywhere at once) and
 * keeps this one.
 */
export function PasswordForm({
  account,
  onSignedOut,
}: {
  account: string;
  onSignedOut: (notice: string) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    current: "",
    next: "",
    repeat: "",
  });
  const [problem, setProblem] = useState<{ field: Field | null; text: string } | null>(null);
  const [done, setDone] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setDone("");
    const empty = (["current", "next", "repeat"] as const).find((field) => values[field] === "");
    if (empty !== undefined) {
      setProblem({ field: empty, text: "Wypełnij wszystkie trzy pola." });
      return;
    }
    if (values.next !== values.repeat) {
      setProblem({ field: "repeat", text: "Nowe hasło i jego powtórzenie się różnią." });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await accountApi.changePassword(values.current, values.next);
      setValues({ current: "", next: "", repeat: "" });
      setDone("Hasło zmienione. Inne sesje tego konta zostały zakończone.");
    } catch (failure) {
      if (failure instanceof ModerationApiError && failure.status === 401) {
        onSignedOut(failure.message);
        return;
      }
      const text = failure instanceof Error ? failure.message : String(failure);
      const field =
        failure instanceof ModerationApiError && failure.code === "wrong_current_password"
          ? "current"
          : failure instanceof ModerationApiError && failure.code === "weak_password"
            ? "next"
            : null;
      setProblem({ field, text });
    } finally {
      setBusy(false);
    }
  };

  const input = (field: Field, label: string, autoComplete: string, hint?: string) => (
    <div className="moderation-form__field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      {hint ? (
        <p id={`${id}-${field}-hint`} className="moderation-form__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={`${id}-${field}`}
        type="password"
        autoComplete={autoComplete}
        value={values[field]}
        aria-invalid={problem?.field === field || undefined}
        aria-describedby={
          [hint ? `${id}-${field}-hint` : "", problem?.field === field ? `${id}-problem` : ""]
            .filter(Boolean)
            .join(" ") || undefined
        }
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      />
    </div>
  );

  return (
    <form
      className="moderation-form moderation-account__password"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`} className="moderation-account__title">
        Zmień hasło
      </h3>
      {/* For password managers: whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
      {input("current", "Obecne hasło", "current-password")}
      {input(
        "next",
        "Nowe hasło",
        "new-password",
        "Długie i trudne do odgadnięcia, np. kilka przypadkowych słów. Serwer powie, jeśli będzie " +
          "za słabe.",
      )}
      {input("repeat", "Powtórz nowe hasło", "new-password")}
      {problem !== null ? (
        <p id={`${id}-problem`} className="moderation-form__error" role="alert">
          {problem.text}
        </p>
      ) : null}
      <p id={`${id}-effect`} className="moderation-form__hint">
        Po zmianie inne urządzenia zalogowane na to konto zostaną wylogowane. To urządzenie zostaje
        zalogowane.
      </p>
      <button
        type="submit"
        className="button"
        aria-describedby={`${id}-effect`}
        aria-disabled={busy || undefined}
      >
        Zmień hasło
      </button>
      <p className="moderation-form__hint" role="status">
        {done}
      </p>
    </form>
  );
}
