import * as Tabs from "@radix-ui/react-tabs";
import { useCallback, useEffect, useState } from "react";
import { decisionText } from "./format";
import { HistoryList } from "./history-list";
import { LoginForm } from "./login-form";
import type { ModerationMode } from "../../../core/contract";
import { moderationApi } from "./moderation-api";
import { decidedItems, pendingItems } from "./queue-state";
import { QueueList } from "./queue-list";
import { useModerationQueue, type Connection } from "./use-moderation-queue";
import "./moderation.css";

type Session =
  | { kind: "checking" }
  | { kind: "signed-out"; notice?: string }
  | { kind: "signed-in"; mode: ModerationMode };

const CONNECTION_TEXT: Record<Connection, string> = {
  connecting: "Łączenie…",
  live: "Na żywo",
  offline: "Brak połączenia – ponawiam…",
};

/** /moderacja (docs/product.md#moderation-panel): login, then the live queue. */
export function ModerationPanel() {
  const [session, setSession] = useState<Session>({ kind: "checking" });

  const check = useCallback(() => {
    moderationApi.session().then(
      (mode) => setSession(mode ? { kind: "signed-in", mode } : { kind: "signed-out" }),
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
  return <Workspace mode={session.mode} onSignedOut={signOut} />;
}

function Workspace({
  mode,
  onSignedOut,
}: {
  mode: ModerationMode;
  onSignedOut: (notice?: string) => void;
}) {
  const queue = useModerationQueue(mode, onSignedOut);
  const [tab, setTab] = useState<string>(mode === "pre" ? "pending" : "approved");
  const pending = pendingItems(queue.state);
  const { decide, undoLast } = queue;

  const logout = async () => {
    await moderationApi.logout().catch(() => {});
    onSignedOut("Wylogowano.");
  };

  const last = queue.lastDecision;
  return (
    <div className="moderation">
      <div className="moderation__bar">
        <p className={`moderation__connection moderation__connection--${queue.connection}`}>
          <span className="moderation__connection-dot" aria-hidden="true" />
          {CONNECTION_TEXT[queue.connection]}
        </p>
        <button type="button" className="button button--ghost" onClick={() => void logout()}>
          Wyloguj się
        </button>
      </div>

      <dl className="moderation-counts" aria-label="Liczba wiadomości">
        <div>
          <dt>Oczekujące</dt>
          <dd>{queue.counts?.pending ?? "–"}</dd>
        </div>
        <div>
          <dt>Zatwierdzone</dt>
          <dd>{queue.counts?.approved ?? "–"}</dd>
        </div>
        <div>
          <dt>Odrzucone</dt>
          <dd>{queue.counts?.rejected ?? "–"}</dd>
        </div>
      </dl>

      <div className="moderation-last" role="status">
        {last ? (
          <>
            <span className="moderation-last__text">
              {decisionText(last.decision, last.item.status, last.item.author)}
            </span>
            {last.decision !== "undo" ? (
              <button
                type="button"
                className="button button--ghost moderation-last__undo"
                aria-keyshortcuts="U"
                onClick={() => void undoLast()}
              >
                Cofnij
              </button>
            ) : null}
          </>
        ) : null}
      </div>

      {queue.error ? (
        <div className="moderation__error" role="alert">
          <p>{queue.error}</p>
          <button type="button" className="button button--ghost" onClick={queue.dismissError}>
            Zamknij
          </button>
        </div>
      ) : null}

      <Tabs.Root className="moderation-tabs" value={tab} onValueChange={setTab}>
        <Tabs.List className="moderation-tabs__list" aria-label="Wiadomości według stanu">
          <Tabs.Trigger className="moderation-tabs__tab" value="pending">
            Kolejka
          </Tabs.Trigger>
          <Tabs.Trigger className="moderation-tabs__tab" value="approved">
            {mode === "pre" ? "Zatwierdzone" : "Na telebimie"}
          </Tabs.Trigger>
          <Tabs.Trigger className="moderation-tabs__tab" value="rejected">
            Odrzucone
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content className="moderation-tabs__panel" value="pending">
          {mode === "post" ? (
            <p className="moderation-hint">
              Tryb moderacji po publikacji: wiadomości trafiają od razu na telebim. Niewłaściwe
              zdejmiesz w zakładce „Na telebimie”.
            </p>
          ) : null}
          <QueueList
            items={pending}
            onDecide={(item, decision) => void decide(item, decision)}
            onUndoLast={() => void undoLast()}
          />
        </Tabs.Content>
        <Tabs.Content className="moderation-tabs__panel" value="approved">
          <HistoryList
            items={decidedItems(queue.state, "approved")}
            status="approved"
            mode={mode}
            onDecide={(item, decision) => void decide(item, decision)}
          />
        </Tabs.Content>
        <Tabs.Content className="moderation-tabs__panel" value="rejected">
          <HistoryList
            items={decidedItems(queue.state, "rejected")}
            status="rejected"
            mode={mode}
            onDecide={(item, decision) => void decide(item, decision)}
          />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
