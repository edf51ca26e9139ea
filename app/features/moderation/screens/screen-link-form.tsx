import { useId, useState, type FormEvent } from "react";
import { type ScreenLink } from "#core/contract";
import { screenNameFrom } from "#core/screen-links";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { screensApi } from "./screens-api";

/**
 * A lead makes the link a screen opens (server/screens/README.md#screen-keys): the name as typed
 * becomes a screen name ("Scena główna" → scena-glowna), the server adds its key. Only a screen
 * opened with such a link is listed here and counts a message as shown. A link that got out can be
 * retired: the screen gets a new one, and the wall still on the old one goes dark until it opens it
 * — so the panel asks first.
 */
export function ScreenLinkForm() {
  const baseId = useId();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [link, setLink] = useState<ScreenLink | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  /** The button that opened the dialog: focus goes back to it when the dialog closes. */
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  const renew = async (screen: string) => {
    setAsking(false);
    setNotice(null);
    try {
      setLink(await screensApi.renewLink(screen));
      setProblem(null);
      setNotice(`Stary link unieważniony. Otwórz nowy link na telebimie ${screen}.`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const screen = screenNameFrom(name);
    if (screen === null) {
      setProblem("Podaj nazwę telebimu: litery, cyfry i łączniki, np. scena-glowna.");
      return;
    }
    setProblem(null);
    try {
      setLink(await screensApi.link(screen));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const url = link ? `${window.location.origin}${link.path}` : "";
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice("Skopiowano link.");
    } catch {
      setNotice("Nie udało się skopiować – zaznacz link i skopiuj go ręcznie.");
    }
  };

  return (
    <form
      className="moderation-form moderation-screen-link"
      aria-labelledby={`${baseId}-title`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${baseId}-title`} className="moderation-screen-link__title">
        Link dla telebimu
      </h3>
      <p className="moderation-hint">
        Otwórz go na komputerze przy telebimie: telebim pojawi się na liście. Link zawiera klucz
        telebimu – przekaż go tylko obsłudze telebimu.
      </p>
      <div className="moderation-form__field">
        <label htmlFor={`${baseId}-name`}>Nazwa telebimu</label>
        <div className="moderation-screen-link__row">
          <input
            id={`${baseId}-name`}
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={60}
            placeholder="scena-glowna"
            value={name}
            aria-invalid={problem !== null || undefined}
            aria-describedby={problem !== null ? `${baseId}-problem` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button">
            Utwórz link
          </button>
        </div>
        {problem !== null ? (
          <p id={`${baseId}-problem`} className="moderation-form__error" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      {link ? (
        <div className="moderation-form__field">
          <label htmlFor={`${baseId}-url`}>Link telebimu {link.screen}</label>
          <div className="moderation-screen-link__row">
            <input
              id={`${baseId}-url`}
              type="text"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="button button--ghost" onClick={() => void copy()}>
              Kopiuj
            </button>
          </div>
          <button
            type="button"
            className="button button--ghost moderation-screen-link__renew"
            onClick={(event) => {
              setOpener(event.currentTarget);
              setAsking(true);
            }}
          >
            Unieważnij link telebimu {link.screen}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking && link !== null}
        title={link ? `Unieważnić link telebimu ${link.screen}?` : null}
        description={
          <>
            Telebim otwarty dotychczasowym linkiem w ciągu kilku sekund zgaśnie i zniknie z listy,
            dopóki nie otworzysz na nim nowego linku. Zrób to, gdy link trafił w niepowołane ręce.
          </>
        }
        confirmLabel="Unieważnij i utwórz nowy"
        returnFocus={opener}
        onConfirm={() => {
          if (link) void renew(link.screen);
        }}
        onClosed={() => setAsking(false)}
      />
      <p className="moderation-hint" aria-live="polite">
        {notice}
      </p>
    </form>
  );
}
