import { StaffAccountListSchema, type StaffAccountSummary } from "#core/contract";
import { call, change, read } from "../shared/moderation-api";

/** The account's own password and, for a lead, the team's accounts (core/contract/second-factor.ts). */
export const accountApi = {
  /** 204; the account's other sessions end, this one stays signed in. */
  async changePassword(current: string, next: string): Promise<void> {
    await call("/password", change("PUT", { current, next }));
  },

  /** Every staff account and whether it has a second factor (lead only). */
  async accounts(): Promise<StaffAccountSummary[]> {
    return read(await call("/accounts"), StaffAccountListSchema);
  },

  /** Removes another account's second factor; it must add one again at its next sign-in. */
  async removeSecondFactor(name: string): Promise<void> {
    await call(`/accounts/${encodeURIComponent(name)}/second-factor`, change("DELETE"));
  },
};
