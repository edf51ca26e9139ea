import { useCallback, useEffect, useState } from "react";
import type { ModerationSession } from "#core/contract";
import { LoginForm } from "./login-form";
import { PanelTitleBar } from "./panel-header";
import { SecondFactorStep } from "./second-factor/second-factor-step";
import { moderationApi } from "./shared/moderation-api";
import { Workspace } from "./workspace";
// The panel's styles, in cascade order: later sheets refine the earlier ones.
import "./staff-theme.css";
import "./moderation.css";
import "./queue/items.css";
import "./workspace.css";
import "./shared/dialog.css";
import "./audit/audit.css";
import "./screens/screens.css";
import "./programme/programme.css";
import "./sessions/sessions.css";
import "./second-factor/second-factor.css";
import "./account/account.css";

type Session =
  | { kind: "checking" }
  | { kind: "signed-out"; notice?: string }
  /** The password held; the second factor is still to prove or to add. */
  | { kind: "second-factor"; session: ModerationSession }
  | { kind: "signed-in"; session: ModerationSession };

/**
 * Remembers that this browser was signed in, so opening the panel after its session expired
 * (left closed past STAFF_IDLE_MINUTES, or ended from another device) says so instead of showing
 * a bare login form. Holds no secret: the session itself is an HttpOnly cookie.
 */
const HAD_SESSION = "moderacja-sesja";
const SESSION_EXPIRED = "Sesja wygasła. Zaloguj się ponownie.";

function remember(signedIn: boolean): boolean {
  try {
    const had = window.localStorage.getItem(HAD_SESSION) !== null;
    if (signedIn) window.localStorage.setItem(HAD_SESSION, "1");
    else window.localStorage.removeItem(HAD_SESSION);
    return had;
  } catch {
    return false; // Storage refused (a private window): only the notice is lost.
  }
}

/**
 * /moderacja (README.md): login, the second factor where the account needs one, then the
 * moderator's workspace.
 */
export function ModerationPanel() {
  const [session, setSession] = useState<Session>({ kind: "checking" });

  const check = useCallback(() => {
    moderationApi.session().then(
      (found) => {
        const had = remember(found !== null);
        setSession(
          found === null
            ? { kind: "signed-out", notice: had ? SESSION_EXPIRED : undefined }
            : found.secondFactor.state === "done"
              ? { kind: "signed-in", session: found }
              : { kind: "second-factor", session: found },
        );
      },
      () =>
        setSession({
          kind: "signed-out",
          notice: "Nie udało się połączyć z serwerem. Spróbuj się zalogować.",
        }),
    );
  }, []);
  useEffect(check, [check]);

  // The first reason given stands: a poll of the closed workspace answered 401 after "Wylogowano."
  // must not turn it into "Sesja wygasła".
  const signOut = useCallback((notice?: string) => {
    remember(false);
    setSession((current) =>
      current.kind === "signed-out" ? current : { kind: "signed-out", notice },
    );
  }, []);

  // Leaving the second-factor step for another account ends the half-open session first.
  const otherAccount = useCallback(() => {
    void moderationApi
      .logout()
      .catch(() => {})
      .then(() => signOut());
  }, [signOut]);

  if (session.kind === "signed-in") {
    return <Workspace session={session.session} onSignedOut={signOut} />;
  }
  return (
    <div className="staff-steps">
      <PanelTitleBar />
      {session.kind === "checking" ? (
        <p className="moderation-checking">Sprawdzanie sesji…</p>
      ) : session.kind === "signed-out" ? (
        <LoginForm notice={session.notice} onSignedIn={check} />
      ) : (
        <SecondFactorStep
          session={session.session}
          onDone={check}
          onSignedOut={signOut}
          onOtherAccount={otherAccount}
        />
      )}
    </div>
  );
}
