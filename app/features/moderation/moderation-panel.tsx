import { useCallback, useEffect, useState } from "react";
import type { ModerationSession } from "../../../core/contract";
import { LoginForm } from "./login-form";
import { moderationApi } from "./shared/moderation-api";
import { Workspace } from "./workspace";
// The panel's styles, in cascade order: later sheets refine the earlier ones.
import "./moderation.css";
import "./queue/items.css";
import "./workspace.css";
import "./shared/dialog.css";
import "./audit/audit.css";
import "./screens/screens.css";
import "./programme/programme.css";

type Session =
  | { kind: "checking" }
  | { kind: "signed-out"; notice?: string }
  | { kind: "signed-in"; session: ModerationSession };

/** /moderacja (docs/product.md#moderation-panel): login, then the moderator's workspace. */
export function ModerationPanel() {
  const [session, setSession] = useState<Session>({ kind: "checking" });

  const check = useCallback(() => {
    moderationApi.session().then(
      (found) => setSession(found ? { kind: "signed-in", session: found } : { kind: "signed-out" }),
      () =>
        setSession({
          kind: "signed-out",
          notice: "Nie udało się połączyć z serwerem. Spróbuj się zalogować.",
        }),
    );
  }, []);
  useEffect(check, [check]);

  const signOut = useCallback((notice?: string) => setSession({ kind: "signed-out", notice }), []);

  if (session.kind === "checking") return <p className="moderation-checking">Sprawdzanie sesji…</p>;
  if (session.kind === "signed-out") {
    return <LoginForm notice={session.notice} onSignedIn={check} />;
  }
  return <Workspace session={session.session} onSignedOut={signOut} />;
}
