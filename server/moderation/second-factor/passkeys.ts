import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { PasskeyAuthentication, PasskeyOptions, PasskeyRegistration } from "#core/contract";
import type { StoredPasskey } from "../../db/staff-factors-repo";

/** How long a browser has to answer a passkey prompt; the stored challenge lives as long. */
export const PASSKEY_TIMEOUT_MS = 5 * 60_000;

/**
 * The site a passkey belongs to, as the request came: its host name is the relying party's id and
 * its own origin the only one accepted, so a passkey made on the staff host works there alone.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  /** Shown by the browser's prompt. */
  name: string;
}

/**
 * EdDSA, ES256 and RS256, as COSE numbers: what passkeys and security keys sign with. Named
 * here because the library's default also probes ML-DSA through Web Crypto's `supports()`,
 * which Node 24 flags as experimental with a warning on every registration.
 */
const SUPPORTED_ALGORITHMS = [-8, -7, -257];

/** A passkey registration, verified: what is stored. */
export interface NewPasskey {
  id: string;
  publicKey: string;
  signCount: number;
  transports: string[] | null;
}

/*
 * The WebAuthn ceremonies, through @simplewebauthn/server. User verification is "preferred": the
 * passkey is the second factor beside the password, so a security key without a PIN still counts.
 */

export async function registrationOptions(
  party: RelyingParty,
  account: string,
  userId: Uint8Array<ArrayBuffer>,
  existing: readonly StoredPasskey[],
): Promise<PasskeyOptions> {
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: account,
    userID: userId,
    userDisplayName: account,
    timeout: PASSKEY_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports ?? undefined,
    })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
  return { ...options };
}

export async function authenticationOptions(
  party: RelyingParty,
  passkeys: readonly StoredPasskey[],
): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: party.id,
    timeout: PASSKEY_TIMEOUT_MS,
    userVerification: "preferred",
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports ?? undefined,
    })),
  });
  return { ...options };
}

/** The registration's new passkey, or undefined when it does not verify. */
export async function verifiedRegistration(
  party: RelyingParty,
  challenge: string,
  response: PasskeyRegistration,
): Promise<NewPasskey | undefined> {
  try {
    const result = await verifyRegistrationResponse({
      // The contract checked the shape; the library checks every byte.
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
    if (!result.verified) return undefined;
    const { credential } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      signCount: credential.counter,
      transports: credential.transports ?? null,
    };
  } catch {
    return undefined;
  }
}

/** The passkey's new sign counter when the assertion verifies; undefined otherwise. */
export async function verifiedAuthentication(
  party: RelyingParty,
  challenge: string,
  passkey: StoredPasskey,
  response: PasskeyAuthentication,
): Promise<number | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.signCount,
        transports: passkey.transports ?? undefined,
      },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
