import type { AuditTrail } from "../db/audit-trail";
import { ApiError } from "../errors";
import { TRAIL_TEXTS } from "../texts/trail-texts";
import { passwordProblem } from "./password-policy";
import type { StaffAccounts } from "./staff-accounts";

/**
 * A staff member changes their own password (server/moderation/README.md#second-factor): the
 * current one must be right, the new one must pass the password policy, and every other session
 * of the account ends, so whoever knew the old password is signed out everywhere.
 */
export class PasswordChange {
  constructor(
    private readonly accounts: Pick<StaffAccounts, "verify" | "changeOwnPassword">,
    private readonly trail: AuditTrail,
    /** The festival's name: its words are refused inside a password. */
    private readonly festivalName: string,
  ) {}

  /**
   * Whether `current` is the account's password; a wrong one is recorded like a wrong sign-in
   * (the route has counted it with the login throttle already).
   */
  async isCurrent(name: string, current: string, addressHash: string): Promise<boolean> {
    if ((await this.accounts.verify(name, current)) !== undefined) return true;
    await this.trail.record({
      actor: name,
      action: "sign_in_failed",
      detail: TRAIL_TEXTS.failedPasswordChange(addressHash),
    });
    return false;
  }

  /**
   * Sets `next` for `name`, keeping session `keepSession` signed in; how many other sessions
   * ended. 400 `weak_password` with the policy's own words when it is refused.
   */
  async change(name: string, next: string, keepSession: string): Promise<number> {
    const problem = passwordProblem(next, { festivalName: this.festivalName, accountName: name });
    if (problem !== undefined) throw new ApiError("weak_password", problem);
    const ended = await this.accounts.changeOwnPassword(name, next, keepSession);
    if (ended === undefined) throw new ApiError("unauthorized");
    await this.trail.record({
      actor: name,
      action: "password_changed",
      detail: TRAIL_TEXTS.passwordChanged(ended),
    });
    return ended;
  }
}
