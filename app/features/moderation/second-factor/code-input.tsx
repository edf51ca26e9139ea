import type { ChangeEvent } from "react";

/** Digits only, as many as a code has: a pasted "123 456" or "123-456" becomes "123456". */
export const digitsOnly = (text: string, length = 6): string =>
  text.replace(/\D/g, "").slice(0, length);

/**
 * A six-digit code from an authenticator app: the phone's number pad (`inputMode`) and the
 * code the system offers from a message or a password manager (`one-time-code`).
 */
export function CodeInput({
  id,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (code: string) => void;
}) {
  return (
    <input
      id={id}
      className="moderation-login__input moderation-code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      spellCheck={false}
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(digitsOnly(event.target.value))}
    />
  );
}
