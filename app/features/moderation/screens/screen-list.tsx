import { type ScreenBoard, type ScreenMode, type ScreenStatus } from "#core/contract";
import { SCREEN_OFFLINE_AFTER_MS } from "#core/screen-heartbeats";
import { screenModeOf } from "#core/screen-board";
import { formatClock, formatTime } from "../shared/format";
import { MODE_ACTION, MODE_ACTIONS, MODE_TEXT, showingText } from "./screen-wording";

/**
 * The named screens (server/screens/README.md#screens-on-the-night): whether each still reports,
 * what it shows and how much it has not shown yet; for a lead, the buttons that pause, black out
 * and resume that one screen.
 */
export function ScreenList({
  screens,
  board,
  lead,
  busy,
  onMode,
}: {
  screens: readonly ScreenStatus[];
  board: ScreenBoard;
  lead: boolean;
  busy: boolean;
  onMode: (screen: string, mode: ScreenMode) => void;
}) {
  if (screens.length === 0) {
    return (
      <p className="moderation-empty">
        Żaden telebim jeszcze się nie zgłosił. Telebim pojawia się tu, gdy komputer przy nim otworzy
        link telebimu, który koordynator zmiany tworzy w tej zakładce.
      </p>
    );
  }
  return (
    <>
      <p className="moderation-hint">
        Telebim, który nie odezwał się od {SCREEN_OFFLINE_AFTER_MS / 1000}&nbsp;s, ma „brak
        kontaktu”; pokazuje wtedy dalej to, co miał, i nadrobi zaległości po powrocie.
      </p>
      <ul className="plain-list moderation-screens" aria-label="Telebimy">
        {screens.map((status) => (
          <ScreenCard
            key={status.screen}
            status={status}
            wanted={screenModeOf(board, status.screen)}
            lead={lead}
            busy={busy}
            onMode={(mode) => onMode(status.screen, mode)}
          />
        ))}
      </ul>
    </>
  );
}

function ScreenCard({
  status,
  wanted,
  lead,
  busy,
  onMode,
}: {
  status: ScreenStatus;
  wanted: ScreenMode;
  lead: boolean;
  busy: boolean;
  onMode: (mode: ScreenMode) => void;
}) {
  const titleId = `moderation-screen-${status.screen}`;
  return (
    <li
      className={`moderation-screen${status.online ? "" : " moderation-screen--offline"}`}
      aria-labelledby={titleId}
    >
      <div className="moderation-screen__top">
        <h3 id={titleId} className="moderation-screen__name">
          {status.screen}
        </h3>
        <p className="moderation-screen__link">
          <span className="moderation-screen__dot" aria-hidden="true" />
          {status.online ? (
            <span>połączony</span>
          ) : (
            <span>
              brak kontaktu od{" "}
              <time dateTime={status.lastHeartbeatAt}>{formatTime(status.lastHeartbeatAt)}</time>
            </span>
          )}
        </p>
      </div>
      <dl className="moderation-screen__facts">
        <div>
          <dt>Tryb</dt>
          <dd>
            {MODE_TEXT[status.mode]}
            {wanted !== status.mode ? (
              <span className="moderation-screen__pending"> (zmienia na: {MODE_TEXT[wanted]})</span>
            ) : null}
          </dd>
        </div>
        <div className="moderation-screen__showing">
          <dt>Teraz pokazuje</dt>
          <dd>{showingText(status)}</dd>
        </div>
        <div>
          <dt>Czeka na pokazanie</dt>
          <dd>{status.waiting}</dd>
        </div>
        <div>
          <dt>Ostatni sygnał</dt>
          <dd>
            <time dateTime={status.lastHeartbeatAt}>{formatClock(status.lastHeartbeatAt)}</time>
          </dd>
        </div>
      </dl>
      {lead ? (
        <div className="moderation-screen__actions">
          {MODE_ACTIONS.map((mode) => (
            <button
              key={mode}
              type="button"
              className="button button--ghost"
              aria-label={`${MODE_ACTION[mode]} telebim ${status.screen}`}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onMode(mode);
              }}
            >
              {MODE_ACTION[mode]}
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
