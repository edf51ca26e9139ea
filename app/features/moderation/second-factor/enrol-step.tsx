import { useId } from "react";
import { PasskeyEnrol } from "./passkey-enrol";
import { StepHeading } from "./step-heading";
import { TotpEnrol } from "./totp-enrol";

/**
 * "Dodaj drugi składnik logowania" (../README.md#second-factor): an account that must have a second
 * factor and has none (a lead's first sign-in, or after another lead removed it) adds one before
 * anything else — a passkey, or an authenticator app on a phone without passkeys.
 */
export function EnrolStep({
  account,
  onEnrolled,
  onSignedOut,
  onOtherAccount,
}: {
  account: string;
  onEnrolled: (recoveryCodes: string[] | null) => void;
  onSignedOut: (notice: string) => void;
  onOtherAccount: () => void;
}) {
  const id = useId();
  return (
    <div className="moderation-login moderation-factor moderation-factor--enrol">
      <StepHeading>Dodaj drugi składnik logowania</StepHeading>
      <p className="moderation-login__notice">
        Konto <strong>{account}</strong> decyduje o tym, co pokazują telebimy na stadionie, więc
        samo hasło nie wystarcza. Dodaj klucz dostępu albo aplikację uwierzytelniającą. Później
        potwierdzisz nim logowanie raz na sesję, nie przy każdej czynności.
      </p>
      <section className="moderation-factor__option" aria-labelledby={`${id}-passkey`}>
        <h3 id={`${id}-passkey`} className="moderation-factor__title">
          Klucz dostępu (zalecany)
        </h3>
        <p className="moderation-factor__hint">
          Odcisk palca, twarz albo PIN tego telefonu lub komputera, albo klucz sprzętowy.
        </p>
        <PasskeyEnrol onAdded={onEnrolled} onSignedOut={onSignedOut} />
      </section>
      <section className="moderation-factor__option" aria-labelledby={`${id}-totp`}>
        <h3 id={`${id}-totp`} className="moderation-factor__title">
          Aplikacja uwierzytelniająca
        </h3>
        <p className="moderation-factor__hint">
          Dla telefonu bez kluczy dostępu: aplikacja co 30&nbsp;s pokazuje nowy sześciocyfrowy kod.
        </p>
        <TotpEnrol onAdded={onEnrolled} onSignedOut={onSignedOut} />
      </section>
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
