import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useState } from "react";
import { type ModerationSession } from "#core/contract";
import { canLead } from "#core/staff-accounts";
import { AccountTab } from "./account/account-tab";
import { AuditTab } from "./audit/audit-tab";
import { BlocksTab } from "./blocks/blocks-tab";
import { FiguresBox } from "./figures-box";
import { decisionText } from "./shared/format";
import { HistoryList } from "./queue/history-list";
import { moderationApi } from "./shared/moderation-api";
import { PanelHeader, PresenceList } from "./panel-header";
import { ProgrammeTab } from "./programme/programme-tab";
import { decidedItems } from "./queue/queue-state";
import { QueueList } from "./queue/queue-list";
import { ScreenWaitNotice } from "./screens/screen-wait-notice";
import { ScreensTab } from "./screens/screens-tab";
import { TabRow } from "./tab-row";
import { useModerationQueue } from "./queue/use-moderation-queue";
import { useNightFigures } from "./use-night-figures";

/** The two history tabs and the decided status each lists. */
const HISTORY_TABS = [
  ["zatwierdzone", "approved"],
  ["odrzucone", "rejected"],
] as const;

/** Each tab's address (`/moderacja#dziennik`), so a reload or a shared link opens the same tab. */
const TABS = [
  "kolejka",
  "zatwierdzone",
  "odrzucone",
  "telebimy",
  "program",
  "dziennik",
  "blokady",
  "konto",
] as const;
type Tab = (typeof TABS)[number];
const LEAD_TABS: ReadonlySet<Tab> = new Set(["program", "dziennik", "blokady"]);
const LEAD_ONLY = "Ta część panelu jest tylko dla koordynatorów zmiany.";

const isTab = (value: string): value is Tab => (TABS as readonly string[]).includes(value);

/**
 * The signed-in panel (README.md): who is here, the live figures, the
 * counts, the last decision with undo, a warning when the screens fall behind, and the tabs —
 * the moderator's own queue, the history lists, the screens, for a lead the late changes to the
 * schedule, the audit trail and the blocks, and the account's own second factor and password.
 */
export function Workspace({
  session: { moderation: mode, moderator },
  onSignedOut,
}: {
  session: ModerationSession;
  onSignedOut: (notice?: string) => void;
}) {
  const queue = useModerationQueue(mode, moderator.name, onSignedOut);
  const figures = useNightFigures();
  // While the screens' cards are shown, "Ekrany" counts them from the same read, so a card and
  // the count never disagree between two polls (server/moderation/README.md#live-figures).
  const [screensOnline, setScreensOnline] = useState<number | null>(null);
  const lead = canLead(moderator.role);
  const home: Tab = mode === "pre" ? "kolejka" : "zatwierdzone";
  // The address's tab (the workspace renders only in the browser, after the session check); a
  // lead's tab opened by a moderator explains itself instead.
  const wanted = () => {
    const hash = window.location.hash.slice(1);
    return isTab(hash) ? hash : null;
  };
  const [refused, setRefused] = useState(() => {
    const tab = wanted();
    return tab !== null && LEAD_TABS.has(tab) && !lead;
  });
  const [tab, setTab] = useState<Tab>(() => {
    const tab = wanted();
    return tab !== null && (lead || !LEAD_TABS.has(tab)) ? tab : home;
  });
  const { decide, undoLast, block } = queue;

  // A tab typed into the address bar of the open panel changes only the hash.
  useEffect(() => {
    const follow = () => {
      const hash = window.location.hash.slice(1);
      if (!isTab(hash)) return;
      const refuse = LEAD_TABS.has(hash) && !lead;
      setRefused(refuse);
      if (!refuse) setTab(hash);
    };
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [lead]);

  const openTab = (value: string) => {
    if (!isTab(value)) return;
    setTab(value);
    setRefused(false);
    window.history.replaceState(null, "", `#${value}`);
  };

  const logout = async () => {
    await moderationApi.logout().catch(() => {});
    onSignedOut("Wylogowano.");
  };

  const last = queue.lastDecision;
  const names = figures?.moderators.map((person) => person.name) ?? [];
  return (
    <div className={`moderation moderation--${tab}`}>
      <PanelHeader
        moderator={moderator}
        connection={queue.connection}
        onLogout={() => void logout()}
        onSignedOut={onSignedOut}
      />

      <div className="moderation-main">
        <div className="moderation-last" role="status">
          {queue.notice ? (
            <span className="moderation-last__text">{queue.notice}</span>
          ) : last ? (
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

        {queue.error || refused ? (
          <div className="moderation__error" role="alert">
            <p>{refused ? LEAD_ONLY : queue.error}</p>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setRefused(false);
                queue.dismissError();
              }}
            >
              Zamknij
            </button>
          </div>
        ) : null}

        <ScreenWaitNotice figures={figures} />

        <Tabs.Root className="moderation-tabs" value={tab} onValueChange={openTab}>
          <TabRow active={tab}>
            <Tabs.Trigger className="moderation-tabs__tab" value="kolejka">
              Kolejka
            </Tabs.Trigger>
            <Tabs.Trigger className="moderation-tabs__tab" value="zatwierdzone">
              {mode === "pre" ? "Zatwierdzone" : "Na telebimie"}
            </Tabs.Trigger>
            <Tabs.Trigger className="moderation-tabs__tab" value="odrzucone">
              Odrzucone
            </Tabs.Trigger>
            <Tabs.Trigger className="moderation-tabs__tab" value="telebimy">
              Telebimy
            </Tabs.Trigger>
            {lead ? (
              <>
                <Tabs.Trigger className="moderation-tabs__tab" value="program">
                  Program
                </Tabs.Trigger>
                <Tabs.Trigger className="moderation-tabs__tab" value="dziennik">
                  Dziennik
                </Tabs.Trigger>
                <Tabs.Trigger className="moderation-tabs__tab" value="blokady">
                  Blokady
                </Tabs.Trigger>
              </>
            ) : null}
            <Tabs.Trigger className="moderation-tabs__tab" value="konto">
              Konto
            </Tabs.Trigger>
          </TabRow>
          <Tabs.Content className="moderation-tabs__panel" value="kolejka">
            {mode === "post" ? (
              <p className="moderation-hint">
                Tryb moderacji po publikacji: wiadomości trafiają od razu na telebim. Niewłaściwe
                zdejmiesz w zakładce „Na telebimie”.
              </p>
            ) : null}
            <h2 className="moderation-tabs__heading">Przydzielone Tobie</h2>
            <QueueList
              items={queue.mine}
              onDecide={(item, decision) => void decide(item, decision)}
              onBlock={(item) => void block(item)}
              onUndoLast={() => void undoLast()}
            />
          </Tabs.Content>
          {HISTORY_TABS.map(([value, status]) => (
            <Tabs.Content key={value} className="moderation-tabs__panel" value={value}>
              <HistoryList
                items={decidedItems(queue.state, status)}
                status={status}
                mode={mode}
                onDecide={(item, decision) => void decide(item, decision)}
                onBlock={(item) => void block(item)}
              />
            </Tabs.Content>
          ))}
          <Tabs.Content className="moderation-tabs__panel" value="telebimy">
            <ScreensTab lead={lead} onOnlineCount={setScreensOnline} />
          </Tabs.Content>
          {lead ? (
            <>
              <Tabs.Content className="moderation-tabs__panel" value="program">
                <ProgrammeTab />
              </Tabs.Content>
              <Tabs.Content className="moderation-tabs__panel" value="dziennik">
                <AuditTab names={names} />
              </Tabs.Content>
              <Tabs.Content className="moderation-tabs__panel" value="blokady">
                <BlocksTab />
              </Tabs.Content>
            </>
          ) : null}
          <Tabs.Content className="moderation-tabs__panel" value="konto">
            <AccountTab moderator={moderator} onSignedOut={onSignedOut} />
          </Tabs.Content>
        </Tabs.Root>
      </div>

      <div className="moderation-side">
        <FiguresBox figures={figures} screensOnline={screensOnline} />

        <PresenceList presence={figures?.moderators ?? null} />

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
      </div>
    </div>
  );
}
