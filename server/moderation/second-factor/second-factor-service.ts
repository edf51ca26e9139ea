import { createHmac, hkdfSync } from "node:crypto";
import {
  SECOND_FACTOR_ATTEMPTS,
  type PasskeyOptions,
  type SecondFactorMethod,
  type SecondFactorPolicy,
  type SecondFactorStatus,
  type SecondFactorVerifyBody,
} from "#core/contract";
import { canLead, type ModeratorRole } from "#core/staff-accounts";
import type { AuditTrail } from "../../db/audit-trail";
import type { SessionFactorsRepository } from "../../db/session-factors-repo";
import type { StaffFactorsRepository } from "../../db/staff-factors-repo";
import { ApiError } from "../../errors";
import { TRAIL_TEXTS } from "../../texts/trail-texts";
import type { StaffSession } from "../staff-sessions";
import {
  authenticationOptions,
  PASSKEY_TIMEOUT_MS,
  verifiedAuthentication,
  type RelyingParty,
} from "./passkeys";
import { recoveryCodeHash } from "./recovery-codes";
import { SecretBox } from "./secret-box";
import { totpStep } from "./totp";

/** What the second factor's services work with; built once by server/plugins/services.ts. */
export interface SecondFactorDeps {
  factors: StaffFactorsRepository;
  sessions: SessionFactorsRepository;
  trail: AuditTrail;
  /** Ends a session (its streams, its claims, its line in the trail): the fifth wrong attempt. */
  endSession: (sessionId: string) => Promise<void>;
  /** Who must have a second factor (`STAFF_SECOND_FACTOR`). */
  policy: SecondFactorPolicy;
  /** Seals the TOTP secrets at rest. */
  box: SecretBox;
  /** Keys the accounts' WebAuthn user handles, so they name no account outright. */
  userHandleKey: Buffer;
  /** The festival's name: the TOTP issuer, the passkey prompt's site name. */
  siteName: string;
  now: () => Date;
}

/**
 * The two keys of the second factor, from the one derived for it from SESSION_SECRET: the box
 * that seals the TOTP secrets, and the key of the WebAuthn user handles.
 */
export function secondFactorKeys(key: Buffer): Pick<SecondFactorDeps, "box" | "userHandleKey"> {
  const subkey = (info: string) => Buffer.from(hkdfSync("sha256", key, "", info, 32));
  return {
    box: new SecretBox(subkey("totp-secrets")),
    userHandleKey: subkey("webauthn-user-handles"),
  };
}

/** A signed-in session as the guard found it, with its id. */
export type SessionRef = StaffSession & { id: string };

/**
 * Proving the second factor (server/moderation/README.md#second-factor): what a session still
 * has to do, a passkey's challenge, and the check of a passkey, a TOTP code or a recovery code
 * that verifies the session for its whole life. Every wrong attempt is counted on the session, in
 * the database, and the fifth ends it.
 */
export class SecondFactorService {
  /** The festival's name, which a passkey prompt shows as the site's. */
  readonly siteName: string;

  constructor(private readonly deps: SecondFactorDeps) {
    this.siteName = deps.siteName;
  }

  /** Whether an account of `role` must have a second factor, by the setting alone. */
  requiredFor(role: ModeratorRole): boolean {
    return this.deps.policy === "all" || canLead(role);
  }

  /**
   * Whether the session may do all its role may: it proved its factor, or its account needs none
   * (not required by the setting, and none added of its own accord).
   */
  isDone(session: StaffSession): boolean {
    if (session.secondFactorVerified) return true;
    return !this.requiredFor(session.role) && !session.hasSecondFactor;
  }

  /** The `secondFactor` of GET /api/moderation/session. */
  async status(session: StaffSession): Promise<SecondFactorStatus> {
    const summary = await this.deps.factors.summary(session.name);
    const methods: SecondFactorMethod[] = [
      ...(summary.passkeys > 0 ? (["passkey"] as const) : []),
      ...(summary.totp ? (["totp"] as const) : []),
    ];
    const state = this.isDone(session) ? "done" : methods.length > 0 ? "verify" : "enrol";
    return { state, methods, recoveryCodesLeft: summary.recoveryCodes };
  }

  /** The WebAuthn user handle of `account`: stable, so a phone keeps one passkey per account. */
  userHandle(account: string): Uint8Array<ArrayBuffer> {
    const digest = createHmac("sha256", this.deps.userHandleKey).update(account, "utf8").digest();
    return new Uint8Array(digest.subarray(0, 16));
  }

  /** A passkey challenge for the account's passkeys, kept on the session for 5 minutes. */
  async challenge(session: SessionRef, party: RelyingParty): Promise<PasskeyOptions> {
    const passkeys = await this.deps.factors.passkeys(session.name);
    if (passkeys.length === 0) throw new ApiError("no_second_factor");
    const options = await authenticationOptions(party, passkeys);
    await this.deps.sessions.putChallenge(
      session.id,
      "authentication",
      options.challenge,
      new Date(this.deps.now().getTime() + PASSKEY_TIMEOUT_MS),
    );
    return options;
  }

  /**
   * Checks the second factor the session sent and verifies the session when it holds. Throws 400
   * `second_factor_wrong` for a wrong one, 401 `second_factor_locked` when that was the fifth
   * wrong attempt (the session is ended).
   */
  async verify(
    session: SessionRef,
    body: SecondFactorVerifyBody,
    party: RelyingParty,
  ): Promise<void> {
    if (this.isDone(session)) return;
    const summary = await this.deps.factors.summary(session.name);
    if (summary.passkeys === 0 && !summary.totp) throw new ApiError("no_second_factor");
    const proved = await this.proves(session, body, party);
    if (!proved) return this.refuse(session, body.method);
    await this.deps.sessions.markVerified(session.id);
  }

  private async proves(
    session: SessionRef,
    body: SecondFactorVerifyBody,
    party: RelyingParty,
  ): Promise<boolean> {
    switch (body.method) {
      case "passkey": {
        // A missing or expired challenge is no wrong attempt: the browser just asks again.
        const challenge = await this.deps.sessions.takeChallenge(session.id, "authentication");
        if (challenge === undefined) throw new ApiError("passkey_challenge_expired");
        const passkeys = await this.deps.factors.passkeys(session.name);
        const passkey = passkeys.find((candidate) => candidate.id === body.response.id);
        if (!passkey) return false;
        const signCount = await verifiedAuthentication(party, challenge, passkey, body.response);
        if (signCount === undefined) return false;
        await this.deps.factors.passkeyUsed(passkey.id, signCount);
        return true;
      }
      case "totp": {
        const stored = await this.deps.factors.totp(session.name);
        const secret = stored && this.deps.box.open(stored.sealedSecret, session.name);
        if (secret === undefined) return false;
        const step = await totpStep(secret, body.code, this.deps.now());
        // Taken atomically: the same code, or an older one, is never accepted again.
        return step !== undefined && (await this.deps.factors.takeTotpStep(session.name, step));
      }
      case "recovery": {
        const used = await this.deps.factors.takeRecoveryCode(
          session.name,
          recoveryCodeHash(body.code),
        );
        if (!used) return false;
        const { recoveryCodes } = await this.deps.factors.summary(session.name);
        await this.deps.trail.record({
          actor: session.name,
          action: "recovery_code_used",
          detail: TRAIL_TEXTS.recoveryCodeUsed(recoveryCodes),
        });
        return true;
      }
    }
  }

  /** Counts and records a wrong attempt; the fifth of a session ends it. Always throws. */
  private async refuse(session: SessionRef, method: SecondFactorVerifyBody["method"]) {
    const attempt = await this.deps.sessions.countFailure(session.id);
    const ended = attempt >= SECOND_FACTOR_ATTEMPTS || attempt === 0;
    await this.deps.trail.record({
      actor: session.name,
      action: "second_factor_failed",
      detail: TRAIL_TEXTS.factorFailed(method, attempt, SECOND_FACTOR_ATTEMPTS, ended),
    });
    if (ended) {
      await this.deps.endSession(session.id);
      throw new ApiError("second_factor_locked");
    }
    throw new ApiError("second_factor_wrong");
  }
}
