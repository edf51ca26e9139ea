import * as Dialog from "@radix-ui/react-dialog";
import { useCallback, useRef, useState } from "react";
import type { AccountSessions } from "#core/contract";
import { formatTime } from "../shared/format";
import { ModerationApiError } from "../shared/moderation-api";
import { sessionsApi } from "./sessions-api";

type Listing =
  | { kind: "loading" }
  | { kind: "failed"; error: string }
  | { kind: "loaded"; data: AccountSessions };

/** "1 sesję", "2 sesje", "5 sesji": the count after "Zakończono". */
function sessionsWord(count: number): string {
  if (count === 1) return "1 sesję";
  const tens = count % 100;
  const units = count % 10;
  const few = units >= 2 && units <= 4 && (tens < 12 || tens > 14);
  return `${count} ${few ? "sesje" : "sesji"}`;
}

/**
 * "Twoje sesje" in the panel's header (app/features/moderation/README.md): where this account is
 * signed in — browser and system, when it signed in, when it was last used — and "sign out
 * everywhere else", which keeps this browser signed in so the person using it is never asked
 * for a password in the middle of the night. Radix keeps focus inside the dialog while it is
 * open and gives it back to the button that opened it.
 */
export function SessionsDialog({ onSignedOut }: { onSignedOut: (notice: string) => void }) {
  const [open, setOpen] = useState(false);
  const [listing, setListing] = useState<Listing>({ kind: "loading" });
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Only the newest list request may fill the dialog: the one made on opening can answer after
  // the one made right after "sign out everywhere else" and would bring the ended sessions back.
  const latestLoad = useRef(0);

  const failed = useCallback(
    (failure: unknown) => {
      if (failure instanceof ModerationApiError && failure.status === 401) {
        onSignedOut("Sesja wygasła. Zaloguj się ponownie.");
        return null;
      }
      return failure instanceof Error ? failure.message : String(failure);
    },
    [onSignedOut],
  );

  const load = useCallback(async () => {
    const request = ++latestLoad.current;
    try {
      const data = await sessionsApi.list();
      if (request === latestLoad.current) setListing({ kind: "loaded", data });
    } catch (failure) {
      const error = failed(failure);
      if (error !== null && request === latestLoad.current) setListing({ kind: "failed", error });
    }
  }, [failed]);

  const openChange = (isOpen: boolean) => {
    setOpen(isOpen);
    if (!isOpen) return;
    setStatus(null);
    setListing({ kind: "loading" });
    void load();
  };

  // The button works while the list is still loading too: the server counts what it ended, so a
  // moderator who clicks at once (a lost phone, in a hurry) is never ignored without a word.
  const endOthers = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const ended = await sessionsApi.endOthers();
      setStatus(
        ended === 0
          ? "Nie ma innych sesji. To urządzenie zostaje zalogowane."
          : `Zakończono ${sessionsWord(ended)}. To urządzenie zostaje zalogowane.`,
      );
      await load();
    } catch (failure) {
      const error = failed(failure);
      if (error !== null) setStatus(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger className="button button--ghost">Twoje sesje</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="moderation-dialog__overlay" />
        <Dialog.Content className="moderation-dialog moderation-sessions">
          <Dialog.Title className="moderation-dialog__title">
            Gdzie to konto jest zalogowane
          </Dialog.Title>
          <Dialog.Description className="moderation-dialog__text">
            {listing.kind === "loaded"
              ? `Sesja nieużywana przez ${listing.data.idleMinutes}\u00a0min wygasa; otwarty panel ` +
                "podtrzymuje ją sam."
              : "Sesje tego konta na wszystkich urządzeniach."}
          </Dialog.Description>
          {listing.kind === "loading" ? (
            <p className="moderation-dialog__text">Wczytywanie…</p>
          ) : listing.kind === "failed" ? (
            <p className="moderation-dialog__text" role="alert">
              {listing.error}
            </p>
          ) : (
            <ul className="plain-list moderation-sessions__list" aria-label="Sesje tego konta">
              {listing.data.sessions.map((session) => (
                <li
                  key={`${session.createdAt}-${session.current ? "current" : session.lastSeenAt}`}
                  className="moderation-sessions__item"
                >
                  <span className="moderation-sessions__device">
                    {session.device ?? "Nieznana przeglądarka"}
                    {session.current ? (
                      <strong className="moderation-sessions__current"> (to urządzenie)</strong>
                    ) : null}
                  </span>
                  <span>
                    zalogowano {formatTime(session.createdAt)}, ostatnio aktywna{" "}
                    {formatTime(session.lastSeenAt)}, wygaśnie najpóźniej{" "}
                    {formatTime(session.expiresAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className="moderation-dialog__text" role="status">
            {status}
          </p>
          <div className="moderation-dialog__actions">
            <button
              type="button"
              className="button moderation-dialog__confirm"
              aria-describedby="moderation-sessions-hint"
              aria-disabled={busy || undefined}
              onClick={() => void endOthers()}
            >
              Wyloguj wszędzie indziej
            </button>
            <Dialog.Close className="button button--ghost">Zamknij</Dialog.Close>
          </div>
          <p id="moderation-sessions-hint" className="moderation-sessions__hint">
            Kończy sesje tego konta na wszystkich innych urządzeniach (np. zgubionym telefonie). To
            urządzenie zostaje zalogowane.
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
