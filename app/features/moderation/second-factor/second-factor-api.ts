import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import type { z } from "zod";
import {
  FactorEnrolledSchema,
  PasskeyAuthenticationSchema,
  PasskeyOptionsSchema,
  PasskeyRegistrationSchema,
  RecoveryCodesSchema,
  SecondFactorsSchema,
  TotpSetupSchema,
  type SecondFactors,
  type TotpSetup,
} from "#core/contract";
import { call, change, GENERIC_ERROR, ModerationApiError, read } from "../shared/moderation-api";

/** The browser's answer read through the contract's schema: what the server will accept. */
function browserAnswer<T>(schema: z.ZodType<T>, answer: unknown): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new ModerationApiError(GENERIC_ERROR, 0);
  return parsed.data;
}

/**
 * The options as @simplewebauthn/browser takes them. The contract checks only the challenge and
 * hands the rest over as the server's library made it (core/contract/second-factor.ts).
 */
async function passkeyOptions<T>(path: string): Promise<T> {
  return (await read(await call(path, change("POST")), PasskeyOptionsSchema)) as unknown as T;
}

/**
 * The second factor's part of the moderation API (core/contract/second-factor.ts): proving one
 * after the password, enrolling one, and the account's own factors. The WebAuthn options go to
 * @simplewebauthn/browser as the server made them; the contract checks only their challenge.
 */
export const secondFactorApi = {
  challenge: () =>
    passkeyOptions<PublicKeyCredentialRequestOptionsJSON>("/second-factor/challenge"),

  /** 204 when the factor holds; 400 `second_factor_wrong` otherwise. */
  async verifyPasskey(answer: AuthenticationResponseJSON): Promise<void> {
    const response = browserAnswer(PasskeyAuthenticationSchema, answer);
    await call("/second-factor/verify", change("POST", { method: "passkey", response }));
  },

  /** A code from the app ("totp") or a recovery code. */
  async verifyCode(method: "totp" | "recovery", code: string): Promise<void> {
    await call("/second-factor/verify", change("POST", { method, code }));
  },

  passkeyOptions: () =>
    passkeyOptions<PublicKeyCredentialCreationOptionsJSON>("/second-factor/passkeys/options"),

  /** The recovery codes when this was the account's first factor, else null. */
  async addPasskey(answer: RegistrationResponseJSON, label: string): Promise<string[] | null> {
    const response = browserAnswer(PasskeyRegistrationSchema, answer);
    const body = label.trim() === "" ? { response } : { response, label: label.trim() };
    return (
      await read(await call("/second-factor/passkeys", change("POST", body)), FactorEnrolledSchema)
    ).recoveryCodes;
  },

  async totpSetup(): Promise<TotpSetup> {
    return read(await call("/second-factor/totp/setup", change("POST")), TotpSetupSchema);
  },

  /** The recovery codes when this was the account's first factor, else null. */
  async confirmTotp(code: string): Promise<string[] | null> {
    return (
      await read(await call("/second-factor/totp", change("POST", { code })), FactorEnrolledSchema)
    ).recoveryCodes;
  },

  async factors(): Promise<SecondFactors> {
    return read(await call("/second-factor"), SecondFactorsSchema);
  },

  async removePasskey(id: string): Promise<void> {
    await call(`/second-factor/passkeys/${encodeURIComponent(id)}`, change("DELETE"));
  },

  async removeTotp(): Promise<void> {
    await call("/second-factor/totp", change("DELETE"));
  },

  /** A new set; the old codes stop working. */
  async renewRecoveryCodes(): Promise<string[]> {
    return (
      await read(await call("/second-factor/recovery-codes", change("POST")), RecoveryCodesSchema)
    ).recoveryCodes;
  },
};
