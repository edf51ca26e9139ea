import {
  RECOVERY_CODE_COUNT,
  type FactorEnrolled,
  type PasskeyEnrolBody,
  type PasskeyOptions,
  type SecondFactors,
  type TotpSetup,
} from "#core/contract";
import { qrCodeShape } from "#core/qr-code";
import { ApiError } from "../../errors";
import { TRAIL_TEXTS, type FactorDescription } from "../../texts/trail-texts";
import {
  PASSKEY_TIMEOUT_MS,
  registrationOptions,
  verifiedRegistration,
  type RelyingParty,
} from "./passkeys";
import { newRecoveryCodes, recoveryCodeHash } from "./recovery-codes";
import type { SecondFactorDeps, SecondFactorService, SessionRef } from "./second-factor-service";
import { newTotpSecret, totpStep, totpUri } from "./totp";

/** At most this many passkeys per account: a phone, a laptop, a spare key, and some slack. */
export const MAX_PASSKEYS = 10;

/** How long a TOTP secret being set up waits for the app's first code. */
const TOTP_SETUP_MS = 10 * 60_000;

/**
 * Adding, listing and removing an account's own factors, and its recovery codes
 * (server/moderation/README.md#second-factor). An unverified session may add a factor only while
 * its account has none (its first sign-in, or after a reset); once it has one, the session must
 * prove it first, so a password alone never adds a factor to an account that has one. The first
 * factor comes with the account's recovery codes and verifies the session that added it.
 */
export class FactorEnrolment {
  constructor(
    private readonly deps: SecondFactorDeps,
    private readonly proving: SecondFactorService,
  ) {}

  /** Refuses a session that must prove the factor its account already has. */
  private async mayEnrol(session: SessionRef): Promise<{ first: boolean }> {
    const summary = await this.deps.factors.summary(session.name);
    const first = summary.passkeys === 0 && !summary.totp;
    if (!this.proving.isDone(session) && !first) throw new ApiError("second_factor_verify_first");
    return { first };
  }

  /** The registration options for a new passkey; the challenge is kept on the session. */
  async passkeyOptions(session: SessionRef, party: RelyingParty): Promise<PasskeyOptions> {
    await this.mayEnrol(session);
    const existing = await this.deps.factors.passkeys(session.name);
    if (existing.length >= MAX_PASSKEYS) throw new ApiError("too_many_passkeys");
    const options = await registrationOptions(
      party,
      session.name,
      this.proving.userHandle(session.name),
      existing,
    );
    await this.deps.sessions.putChallenge(
      session.id,
      "registration",
      options.challenge,
      new Date(this.deps.now().getTime() + PASSKEY_TIMEOUT_MS),
    );
    return options;
  }

  /** Stores the passkey the browser made for the options above. */
  async addPasskey(
    session: SessionRef,
    party: RelyingParty,
    body: PasskeyEnrolBody,
    defaultLabel: string,
  ): Promise<FactorEnrolled> {
    const { first } = await this.mayEnrol(session);
    const challenge = await this.deps.sessions.takeChallenge(session.id, "registration");
    if (challenge === undefined) throw new ApiError("passkey_challenge_expired");
    const passkey = await verifiedRegistration(party, challenge, body.response);
    if (!passkey) throw new ApiError("passkey_rejected");
    const existing = await this.deps.factors.passkeys(session.name);
    if (existing.length >= MAX_PASSKEYS) throw new ApiError("too_many_passkeys");
    const label = body.label ?? defaultLabel;
    const codes = first ? newRecoveryCodes() : null;
    const added = await this.deps.factors.addPasskey(
      { ...passkey, moderator: session.name, label },
      this.enrolled(session, { kind: "passkey", label }),
      codes && codes.map(recoveryCodeHash),
    );
    if (!added) throw new ApiError("passkey_rejected");
    return this.afterEnrolment(session, codes);
  }

  /** A new TOTP secret for an app, kept (sealed) on the session until its first code. */
  async totpSetup(session: SessionRef): Promise<TotpSetup> {
    await this.mayEnrol(session);
    if (await this.deps.factors.totp(session.name)) throw new ApiError("totp_exists");
    const secret = newTotpSecret();
    await this.deps.sessions.putChallenge(
      session.id,
      "totp_setup",
      this.deps.box.seal(secret, session.name),
      new Date(this.deps.now().getTime() + TOTP_SETUP_MS),
    );
    const uri = totpUri(this.deps.siteName, session.name, secret);
    return { secret, uri, qr: qrCodeShape(uri) };
  }

  /** The app's first code confirms the secret set up above; a wrong one can be typed again. */
  async confirmTotp(session: SessionRef, code: string): Promise<FactorEnrolled> {
    const { first } = await this.mayEnrol(session);
    const sealed = await this.deps.sessions.readChallenge(session.id, "totp_setup");
    const secret = sealed && this.deps.box.open(sealed, session.name);
    if (sealed === undefined || secret === undefined) throw new ApiError("totp_setup_expired");
    const step = await totpStep(secret, code, this.deps.now());
    if (step === undefined) throw new ApiError("second_factor_wrong");
    const codes = first ? newRecoveryCodes() : null;
    const added = await this.deps.factors.addTotp(
      session.name,
      sealed,
      step,
      this.enrolled(session, { kind: "totp" }),
      codes && codes.map(recoveryCodeHash),
    );
    if (!added) throw new ApiError("totp_exists");
    await this.deps.sessions.dropChallenge(session.id, "totp_setup");
    return this.afterEnrolment(session, codes);
  }

  private enrolled(session: SessionRef, factor: FactorDescription) {
    return {
      actor: session.name,
      action: "second_factor_enrolled" as const,
      detail: TRAIL_TEXTS.factorEnrolled(factor),
    };
  }

  /** The first factor verifies the session that added it: it has just proved it. */
  private async afterEnrolment(
    session: SessionRef,
    codes: string[] | null,
  ): Promise<FactorEnrolled> {
    if (codes !== null) await this.deps.sessions.markVerified(session.id);
    return { recoveryCodes: codes };
  }

  /** GET /api/moderation/second-factor: the account's own factors. */
  async list(session: SessionRef): Promise<SecondFactors> {
    const [passkeys, totp, summary] = await Promise.all([
      this.deps.factors.passkeys(session.name),
      this.deps.factors.totp(session.name),
      this.deps.factors.summary(session.name),
    ]);
    return {
      required: this.proving.requiredFor(session.role),
      passkeys: passkeys.map(({ id, label, createdAt, lastUsedAt }) => ({
        id,
        label,
        createdAt,
        lastUsedAt,
      })),
      totp: totp ? { createdAt: totp.createdAt } : null,
      recoveryCodesLeft: summary.recoveryCodes,
    };
  }

  /**
   * Removes one of the account's own factors; refused (409 `last_second_factor`) when it is the
   * last of an account that must have one. 404 when there is no such factor.
   */
  async remove(
    session: SessionRef,
    factor: { kind: "passkey"; id: string } | { kind: "totp" },
  ): Promise<void> {
    const description: FactorDescription =
      factor.kind === "passkey"
        ? { kind: "passkey", label: await this.passkeyLabel(session.name, factor.id) }
        : { kind: "totp" };
    const result = await this.deps.factors.removeFactor(
      session.name,
      factor,
      this.proving.requiredFor(session.role),
      {
        actor: session.name,
        action: "second_factor_removed",
        detail: TRAIL_TEXTS.factorRemoved(description),
      },
    );
    if (result === "missing") throw new ApiError("not_found");
    if (result === "last") throw new ApiError("last_second_factor");
  }

  private async passkeyLabel(account: string, id: string): Promise<string> {
    const passkeys = await this.deps.factors.passkeys(account);
    const passkey = passkeys.find((candidate) => candidate.id === id);
    if (!passkey) throw new ApiError("not_found");
    return passkey.label;
  }

  /** A new set of recovery codes, shown once; the old ones stop working. */
  async renewRecoveryCodes(session: SessionRef): Promise<string[]> {
    const summary = await this.deps.factors.summary(session.name);
    if (summary.passkeys === 0 && !summary.totp) throw new ApiError("no_second_factor");
    const codes = newRecoveryCodes();
    await this.deps.factors.replaceRecoveryCodes(session.name, codes.map(recoveryCodeHash), {
      actor: session.name,
      action: "recovery_codes_renewed",
      detail: TRAIL_TEXTS.recoveryCodesRenewed(RECOVERY_CODE_COUNT),
    });
    return codes;
  }
}
