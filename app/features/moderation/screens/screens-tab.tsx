import { useEffect, useLayoutEffect, useState } from "react";
import type { ScreenMode } from "#core/contract";
import { AnnouncementPanel } from "./announcement-panel";
import { RotationSettingsForm } from "./rotation-settings-form";
import { ScreenLinkForm } from "./screen-link-form";
import { ScreenList } from "./screen-list";
import { ScreenModeDialog } from "./screen-mode-dialog";
import { MODE_ACTION, MODE_ACTIONS, modeDone } from "./screen-wording";
import { screensApi } from "./screens-api";
import { useScreens } from "./use-screens";

/**
 * The "Telebimy" tab (server/screens/README.md#screens-on-the-night). Every moderator sees the
 * announcement on the screens and each named screen as it reports; a lead also writes and
 * clears announcements, pauses, blacks out and resumes one screen or all of them (those ask
 * first) and sets the rotation.
 */
export function ScreensTab({
  lead,
  onOnlineCount,
}: {
  lead: boolean;
  /** Told how many listed screens are online at each read, and null when the tab goes. */
  onOnlineCount?: (count: number | null) => void;
}) {
  const { overview, readAt, error, applyBoard } = useScreens();
  // Before the browser paints: the figures' "Ekrany" re-renders in the same frame as the cards,
  // so no frame shows a card offline beside a count that still includes it.
  useLayoutEffect(() => {
    if (overview) onOnlineCount?.(overview.screens.filter((screen) => screen.online).length);
  }, [overview, onOnlineCount]);
  useEffect(() => () => onOnlineCount?.(null), [onOnlineCount]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<ScreenMode | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  const setMode = async (screen: string | null, mode: ScreenMode) => {
    setBusy(true);
    setNotice(null);
    setFailure(null);
    try {
      applyBoard(await screensApi.setMode({ screen, mode }));
      setNotice(
        screen === null
          ? `Wszystkie telebimy: ${modeDone(mode, true)}.`
          : `Telebim ${screen}: ${modeDone(mode, false)}.`,
      );
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  if (overview === null) {
    return (
      <p className="moderation-empty" role={error === null ? undefined : "alert"}>
        {error ?? "Wczytywanie…"}
      </p>
    );
  }
  const { board, screens } = overview;
  return (
    <div className="moderation-screens-tab">
      {error !== null ? (
        <p className="moderation-form__error" role="alert">
          Nie udało się odświeżyć listy telebimów: {error}
        </p>
      ) : null}

      <AnnouncementPanel board={board} now={readAt} lead={lead} onBoard={applyBoard} />

      <section className="moderation-section" aria-labelledby="moderation-screens-title">
        <h2 id="moderation-screens-title" className="moderation-tabs__heading">
          Telebimy
        </h2>
        {lead ? (
          <div
            className="moderation-screen__actions moderation-screens-tab__all"
            role="group"
            aria-label="Wszystkie telebimy naraz"
          >
            {MODE_ACTIONS.map((mode) => (
              <button
                key={mode}
                type="button"
                className="button"
                aria-disabled={busy || undefined}
                onClick={(event) => {
                  if (busy) return;
                  setOpener(event.currentTarget);
                  setAsking(mode);
                }}
              >
                {MODE_ACTION[mode]} wszystkie
              </button>
            ))}
          </div>
        ) : null}
        <p className="moderation-hint" aria-live="polite">
          {notice}
        </p>
        {failure !== null ? (
          <p className="moderation-form__error" role="alert">
            {failure}
          </p>
        ) : null}
        <ScreenList
          screens={screens}
          board={board}
          lead={lead}
          busy={busy}
          onMode={(screen, mode) => void setMode(screen, mode)}
        />
        {lead ? <ScreenLinkForm /> : null}
      </section>

      {lead ? <RotationSettingsForm settings={board.settings} onBoard={applyBoard} /> : null}

      <ScreenModeDialog
        mode={asking}
        returnFocus={opener}
        onConfirm={(mode) => {
          setAsking(null);
          void setMode(null, mode);
        }}
        onClosed={() => setAsking(null)}
      />
    </div>
  );
}
