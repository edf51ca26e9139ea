import { useEffect, useSyncExternalStore, type CSSProperties } from "react";
import { edition } from "../../../content";
import { Logo } from "../../components/logo";
import { EDITION_DATE_RANGE, EDITION_TITLE_GENITIVE } from "../../edition";
import type { QrCodeShape } from "./qr-code";
import { QrCodeImage } from "./qr-code-image";
import { paceFromSearch } from "./rotation";
import type { ScreenMessage } from "../../../core/contract";
import { useRotation } from "./use-rotation";
import { useScreenFeed } from "./use-screen-feed";
import "./screen.css";

export interface ScreenInvite {
  /** What the QR code opens: the site, where the message toast is. */
  url: string;
  /** The short address printed under it. */
  shortAddress: string;
  qr: QrCodeShape;
}

/** Short texts get bigger letters: readable from the back of the stadium, never overflowing. */
function sizeClass(message: ScreenMessage): string {
  const length = [...message.message].length;
  if (length <= 30) return "screen-message--xl";
  if (length <= 64) return "screen-message--l";
  if (length <= 100) return "screen-message--m";
  return "screen-message--s";
}

const subscribeToNothing = () => () => {};

/** `?sekundy=` of the address; the prerendered HTML (and hydration) uses the default. */
function usePace(): number {
  const search = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.search,
    () => "",
  );
  return paceFromSearch(search);
}

/** Operator keys: space pauses the rotation, F toggles full screen. */
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
 * /telebim (docs/product.md#big-screen): the LED wall. One approved message at a time, large,
 * rotating at a set pace with new ones first; an invitation with a QR code; festival branding; a
 * discreet notice while the feed is reconnecting. Messages are rendered as text nodes, never as
 * markup.
 */
export function ScreenDisplay({ invite }: { invite: ScreenInvite }) {
  const pace = usePace();
  const rotation = useRotation(pace);
  const offline = useScreenFeed(rotation.dispatch) === "offline";
  useOperatorKeys(rotation.togglePause);
  const { current } = rotation;

  return (
    <div className="screen" style={{ "--screen-pace": `${pace}ms` } as CSSProperties}>
      <header className="screen__header">
        <Logo className="screen__logo" />
        <h1 className="visually-hidden">Telebim {EDITION_TITLE_GENITIVE}</h1>
        <p className="screen__dates">
          {EDITION_DATE_RANGE} · {edition.venue.name}
        </p>
      </header>

      <main className="screen__stage" id="main">
        {current ? (
          <figure
            key={`${current.id}-${rotation.shownAt}`}
            className={`screen-message ${sizeClass(current)}`}
          >
            <blockquote className="screen-message__text">
              <p>{current.message}</p>
            </blockquote>
            <figcaption className="screen-message__author">{current.author}</figcaption>
          </figure>
        ) : (
          <div className="screen-empty">
            <p className="screen-empty__title">Tu pojawią się Wasze wiadomości!</p>
            <p className="screen-empty__text">Zeskanuj kod i wyślij pierwszą.</p>
          </div>
        )}
      </main>

      <aside className="screen-invite" aria-label="Wyślij własną wiadomość">
        <QrCodeImage
          className="screen-invite__qr"
          shape={invite.qr}
          label={`Kod QR prowadzący do ${invite.url}`}
        />
        <p className="screen-invite__call">Wyślij wiadomość na telebim!</p>
        <p className="screen-invite__address">{invite.shortAddress}</p>
      </aside>

      <div className="screen__footer">
        {current && rotation.count > 1 && !rotation.paused ? (
          <div
            key={`${current.id}-${rotation.shownAt}`}
            className="screen__progress"
            aria-hidden="true"
          />
        ) : null}
        <p className="screen__status" role="status">
          {offline ? (
            <span className="screen__offline">
              <span className="screen__offline-dot" aria-hidden="true" />
              Brak połączenia – łączę ponownie…
            </span>
          ) : null}
          {rotation.paused ? <span className="screen__paused">Wstrzymano</span> : null}
        </p>
      </div>
    </div>
  );
}
