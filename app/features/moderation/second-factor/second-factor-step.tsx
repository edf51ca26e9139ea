import { useState } from "react";
import type { ModerationSession } from "#core/contract";
import { EnrolStep } from "./enrol-step";
import { RecoveryCodes } from "./recovery-codes";
import { StepHeading } from "./step-heading";
import { VerifyStep } from "./verify-step";

/**
 * What the panel shows between the password and the workspace while the session's second factor
 * is not done (../README.md#second-factor): verify one, or enrol a first one and then see its
 * recovery codes once. `onDone` asks the server again, which then opens the workspace.
 */
export function SecondFactorStep({
  session,
  onDone,
  onSignedOut,
  onOtherAccount,
}: {
  session: ModerationSession;
  onDone: () => void;
  onSignedOut: (notice: string) => void;
  onOtherAccount: () => void;
}) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const account = session.moderator.name;
  const { state, methods } = session.secondFactor;

  if (codes !== null) {
    return (
      <div className="moderation-login moderation-factor">
        <StepHeading>Drugi składnik dodany</StepHeading>
        <RecoveryCodes
          account={account}
          codes={codes}
          doneLabel="Kody zapisane – przejdź do panelu"
          onDone={onDone}
        />
      </div>
    );
  }
  if (state === "enrol") {
    return (
      <EnrolStep
        account={account}
        onEnrolled={(recoveryCodes) =>
          recoveryCodes === null ? onDone() : setCodes(recoveryCodes)
        }
        onSignedOut={onSignedOut}
        onOtherAccount={onOtherAccount}
      />
    );
  }
  return (
    <VerifyStep
      account={account}
      methods={methods}
      onVerified={onDone}
      onSignedOut={onSignedOut}
      onOtherAccount={onOtherAccount}
    />
  );
}
