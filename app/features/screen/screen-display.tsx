import { useCallback, useEffect, useRef, useState } from "react";
import { edition } from "#content-layer";
import { Logo } from "../../components/logo";
import { EDITION_DATE_RANGE, EDITION_TITLE_GENITIVE } from "../../edition";
import type { QrCodeShape } from "#core/qr-code";
import { QrCodeImage } from "../../components/qr-code-image";
import { ScreenAnnouncement, useActiveAnnouncement } from "./screen-announcement";
import { ScreenMessageView } from "./screen-message-view";
import { type ScreenMode, type ScreenShowing } from "#core/contract";
import { screenModeOf } from "#core/screen-board";
import { useRotation, useRotationControls } from "./use-rotation";
import { useScreenFeed } from "./use-screen-feed";
import { useScreenHeartbeat } from "./use-screen-heartbeat";
import { useScreenIdentity } from "./screen-identity";
import "./screen.css";

export interface ScreenInvite {
  /** What the QR code opens: the site, where the message toast is. */
  url: string;
  /** The short address printed under it. */
  shortAddress: string;
  qr: QrCodeShape;
}

/** Operator keys: space pauses the rotation on this machine, F toggles full screen. */
function useOperatorKeys(togglePause: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === " ") {
        event.preventDefault();
        togglePause();
      } else if (event.key === "f" || event.key === "F") {
        if (document.fullscreenElement) void document.exitFullscreen();
        else void document.documentElement.requestFullscreen?.().catch(() => {});
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [togglePause]);
}

/**
 * /telebim (README.md): the LED wall. One approved message at a time, as large
 * as its box allows, in a fair rotation (rotation.ts); an invitation with a QR code; festival
 * branding. It follows the board (server/screens/README.md#screens-on-the-night): live, paused
 * (frozen on the current message), blacked out (logo and invitation only), and the organisers'
 * announcement over everything. Opened with a lead's link (`?ekran=` and its key) it reports
 * itself by heartbeat; named without a valid key it says so in small print, and on a link a lead
 * has retired it goes dark (logo and invitation only) until the new link is opened. It marks a lost
 * connection with a small dot. Messages are rendered as text nodes, never markup.
 */
export function ScreenDisplay({ invite }: { invite: ScreenInvite }) {
  const { name, named, key } = useScreenIdentity();
  const [localPause, setLocalPause] = useState(false);
  const togglePause = useCallback(() => setLocalPause((value) => !value), []);
  useOperatorKeys(togglePause);

  // The feed fills the rotation and brings the board; the board decides whether it may move.
  const rotation = useRotation();
  const feed = useScreenFeed(rotation.dispatch);
  const announcement = useActiveAnnouncement(feed.board?.announcement ?? null);
  const boardMode: ScreenMode = feed.board ? screenModeOf(feed.board, name) : "live";
  const mode: ScreenMode = boardMode === "live" && localPause ? "paused" : boardMode;
  const held = feed.board === null || mode !== "live" || announcement !== null;
  useRotationControls(rotation.dispatch, feed.board?.settings ?? null, held);

  const { current } = rotation;
  const showing: ScreenShowing = announcement
    ? { kind: "announcement", id: announcement.id }
    : mode === "blackout"
      ? { kind: "blackout" }
      : current
        ? { kind: "message", id: current.id }
        : { kind: "empty" };
  const keyStanding = useScreenHeartbeat(
    { screen: name, mode, showing, waiting: rotation.waiting, connected: feed.connected },
    key,
  );
  // A retired link: whoever holds it must not drive a wall, so it goes dark, announcements
  // included, until the new link is opened (the server no longer hears it either;
  // server/screens/README.md#screen-keys).
  const keyRetired = named && key !== null && keyStanding === "retired";
  // Said small, for whoever sets the screen up: it runs, but the panel does not see it.
  const unlisted = named && (key === null || keyStanding === "refused");

  const stage = useRef<HTMLElement>(null);
  const offline = feed.status === "offline";
  // "No messages yet" only when the screen knows there are none: until its first board (and so
  // in the prerendered page), or while it holds messages but none is up, the stage stays a
  // neutral frame, so a wall that opens or reloads never tells the stadium it has nothing.
  const stageView =
    mode === "blackout" || keyRetired
      ? "blackout"
      : current
        ? "message"
        : feed.board === null || rotation.known > 0
          ? "waiting"
          : "empty";

  return (
    <div className={`screen screen--${stageView}`}>
      <header className="screen__header">
        <Logo className="screen__logo" />
        <h1 className="visually-hidden">Telebim {EDITION_TITLE_GENITIVE}</h1>
        <p className="screen__dates">
          {EDITION_DATE_RANGE} · {edition.venue.name}
        </p>
      </header>

      <main className="screen__stage" id="main" ref={stage}>
        {stageView === "message" && current ? (
          <ScreenMessageView
            key={`${current.id}-${rotation.shownAt}`}
            message={current}
            stage={stage}
          />
        ) : stageView === "empty" ? (
          <div className="screen-empty">
            <p className="screen-empty__title">Tu pojawią się Wasze wiadomości!</p>
            <p className="screen-empty__text">Zeskanuj kod i wyślij pierwszą.</p>
            {/* The stadium's international students read the screen too (README.md). */}
            <p className="screen-empty__text screen-empty__text--english" lang="en">
              Your messages will appear here! Scan the code and send the first one.
            </p>
          </div>
        ) : null}
      </main>

      <aside className="screen-invite" aria-label="Wyślij własną wiadomość">
        <QrCodeImage
          className="screen-invite__qr"
          shape={invite.qr}
          label={`Kod QR prowadzący do ${invite.url}`}
        />
        <p className="screen-invite__call">Wyślij wiadomość na telebim!</p>
        <p className="screen-invite__call screen-invite__call--english" lang="en">
          Send a message to the big screen!
        </p>
        <p className="screen-invite__address">{invite.shortAddress}</p>
      </aside>

      <div className="screen__footer">
        {stageView === "message" && current && rotation.leavesAt !== null ? (
          <div
            key={`${current.id}-${rotation.shownAt}`}
            className="screen__progress"
            style={{ animationDuration: `${rotation.leavesAt - rotation.shownAt}ms` }}
            aria-hidden="true"
          />
        ) : null}
        {mode === "paused" && !announcement && !keyRetired ? (
          <p className="screen__paused">Wstrzymano</p>
        ) : null}
      </div>

      {announcement && !keyRetired ? <ScreenAnnouncement announcement={announcement} /> : null}

      <p className="screen__status" role="status">
        {unlisted ? (
          <span className="screen__unlisted">
            Telebim „{name}” bez ważnego klucza – niewidoczny w panelu
          </span>
        ) : null}
        {keyRetired ? (
          <span className="screen__unlisted">
            Link telebimu „{name}” unieważniony – otwórz nowy link z panelu
          </span>
        ) : null}
        {offline ? (
          <span className="screen__offline" title="Brak połączenia">
            <span className="visually-hidden">Brak połączenia</span>
          </span>
        ) : null}
      </p>
    </div>
  );
}
