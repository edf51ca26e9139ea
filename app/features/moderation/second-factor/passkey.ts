import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/browser";

/** Said where the browser has no WebAuthn at all (an old in-app browser, some kiosks). */
export const NO_PASSKEYS =
  "Ta przeglądarka nie obsługuje kluczy dostępu. Użyj aplikacji uwierzytelniającej.";

/** Whether this browser can use passkeys at all (`PublicKeyCredential` exists). */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && browserSupportsWebAuthn();
}

/**
 * What the person is told when the browser's passkey prompt fails. Browsers give one error for
 * "cancelled", "timed out" and "no passkey of this account here" (NotAllowedError), so the text
 * names all three and what to do instead.
 */
function passkeyFailure(error: unknown, registering: boolean): string {
  const cause = error instanceof WebAuthnError ? error.cause : error;
  const name = cause instanceof Error ? cause.name : null;
  if (error instanceof WebAuthnError) {
    if (error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
      return "Ten klucz dostępu jest już dodany do tego konta.";
    }
    if (error.code === "ERROR_CEREMONY_ABORTED") return "Przerwano. Spróbuj ponownie.";
  }
  if (name === "NotAllowedError") {
    return registering
      ? "Nie dodano klucza dostępu: okno anulowano albo minął czas. Spróbuj ponownie."
      : "Nie potwierdzono klucza dostępu: okno anulowano, minął czas albo na tym urządzeniu nie " +
          "ma klucza tego konta. Spróbuj ponownie albo użyj kodu.";
  }
  return registering
    ? "Nie udało się dodać klucza dostępu. Spróbuj ponownie albo użyj aplikacji."
    : "Nie udało się użyć klucza dostępu. Spróbuj ponownie albo użyj kodu.";
}

/** A failure of the browser's prompt, already in Polish for the person at the panel. */
export class PasskeyError extends Error {}

/** Asks the browser for this account's passkey (the server's request options). */
export async function askForPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  try {
    return await startAuthentication({ optionsJSON });
  } catch (error) {
    throw new PasskeyError(passkeyFailure(error, false));
  }
}

/** Asks the browser to make a new passkey for this account (the server's creation options). */
export async function makePasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  try {
    return await startRegistration({ optionsJSON });
  } catch (error) {
    throw new PasskeyError(passkeyFailure(error, true));
  }
}
