import type { NightFigures } from "#core/contract";
import { formatScreenWait } from "../shared/format";

/**
 * Tells every moderator, in whatever tab they work, when the screens fall behind
 * (server/screens/README.md#fair-rotation): approving faster only makes people wait longer for
 * their message. The live region stays in the page so the warning is announced when it appears.
 */
export function ScreenWaitNotice({ figures }: { figures: NightFigures | null }) {
  const warn = figures?.screenWaitWarning === true;
  return (
    <div className="moderation-screen-wait" aria-live="polite">
      {warn ? (
        <p className="moderation-screen-wait__warning">
          <strong>Telebimy nie nadążają</strong> – na telebim czeka się{" "}
          {formatScreenWait(figures.screenWaitSeconds)} (wiadomości:{" "}
          {figures.approvedWaitingForScreen}). Zatwierdzajcie wolniej.
        </p>
      ) : null}
    </div>
  );
}
