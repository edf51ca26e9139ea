import type { StaffAccountSummary } from "#core/contract";
import type { StaffFactorsRepository } from "../../db/staff-factors-repo";
import { ApiError } from "../../errors";
import { TRAIL_TEXTS } from "../../texts/trail-texts";
import type { StaffAccounts } from "../staff-accounts";

/**
 * Removes every second factor and recovery code of `account` and ends its sessions, recorded as
 * `actor`'s: the account adds a factor again at its next sign-in. A lead's (for another account)
 * or the command line's (`npm run moderators -- reset-second-factor`). False when there is no
 * such account.
 */
export function resetSecondFactor(
  factors: Pick<StaffFactorsRepository, "reset">,
  actor: string,
  account: string,
): Promise<boolean> {
  return factors.reset(account, {
    actor,
    action: "second_factor_removed",
    detail: TRAIL_TEXTS.factorsReset(account),
  });
}

/**
 * The lead's view of the staff accounts' second factors: who has one, and a reset for someone
 * who lost their phone (server/moderation/README.md#second-factor).
 */
export class AccountFactors {
  constructor(
    private readonly accounts: Pick<StaffAccounts, "list">,
    private readonly factors: StaffFactorsRepository,
  ) {}

  async list(): Promise<StaffAccountSummary[]> {
    const [accounts, withFactors] = await Promise.all([
      this.accounts.list(),
      this.factors.accountsWithFactors(),
    ]);
    return accounts.map(({ name, role }) => ({
      name,
      role,
      hasSecondFactor: withFactors.has(name),
    }));
  }

  /**
   * A lead resets another account's second factor; never their own (409 `own_second_factor`:
   * another lead or the server's operator does it), 404 for no such account.
   */
  async reset(lead: string, account: string): Promise<void> {
    if (account === lead) throw new ApiError("own_second_factor");
    if (!(await resetSecondFactor(this.factors, lead, account))) throw new ApiError("not_found");
  }
}
