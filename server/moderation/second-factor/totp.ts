import { generateSecret, generateURI, verify } from "otplib";

/** RFC 6238's step: a code changes every 30 seconds. */
export const TOTP_PERIOD_SECONDS = 30;

/** A new TOTP secret, base32 (160 bits), as the authenticator apps take it. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an app scans: the festival's name as the issuer, the account's name. */
export function totpUri(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret, period: TOTP_PERIOD_SECONDS });
}

/**
 * The time step `typed` is the code of at `at`, one step either side allowed for a phone's
 * clock; undefined when it is no code of the secret then. Spaces in what was typed are ignored.
 */
export async function totpStep(
  secret: string,
  typed: string,
  at: Date,
): Promise<number | undefined> {
  const token = typed.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return undefined;
  try {
    const result = await verify({
      secret,
      token,
      epoch: Math.floor(at.getTime() / 1000),
      epochTolerance: TOTP_PERIOD_SECONDS,
      period: TOTP_PERIOD_SECONDS,
    });
    return result.valid && "timeStep" in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}
