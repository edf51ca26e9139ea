import type { Moderator } from "#core/contract";
import { canLead } from "#core/staff-accounts";
import { FactorsSection } from "./factors-section";
import { PasswordForm } from "./password-form";
import { TeamAccounts } from "./team-accounts";

/**
 * The "Konto" tab (../README.md#account): this account's second factor and password and, for a
 * lead, the team's accounts. The sessions stay in the header's "Twoje sesje".
 */
export function AccountTab({
  moderator,
  onSignedOut,
}: {
  moderator: Moderator;
  onSignedOut: (notice: string) => void;
}) {
  return (
    <div className="moderation-account">
      <h2 className="moderation-tabs__heading">Twoje konto: {moderator.name}</h2>
      <FactorsSection account={moderator.name} onSignedOut={onSignedOut} />
      <PasswordForm account={moderator.name} onSignedOut={onSignedOut} />
      {canLead(moderator.role) ? (
        <TeamAccounts account={moderator.name} onSignedOut={onSignedOut} />
      ) : null}
    </div>
  );
}
