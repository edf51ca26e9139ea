import { useId, useState, type FormEvent } from "react";
import { edition } from "#content-layer";
import {
  ANNOUNCEMENT_MAX_LENGTH,
  CHARACTER_RULE_TEXTS,
  type Announcement,
  type ScreenBoard,
} from "#core/contract";
import { announcementActive } from "#core/announcement-timing";
import { brokenCharacterRule } from "#core/message-characters";
import { announcementEnd } from "./announcement-end";
import { formatTime } from "../shared/format";
import { screensApi } from "./screens-api";

const failureText = (failure: unknown) =>
  failure instanceof Error ? failure.message : String(failure);

/**
 * The organisers' announcement (server/screens/README.md#screens-on-the-night): what is on every
 * screen now, for everyone; for a lead, "Zdejmij komunikat" and the form that puts a new one up.
 */
export function AnnouncementPanel({
  board,
  now,
  lead,
  onBoard,
}: {
  board: ScreenBoard;
  /** When the board was read: an announcement past its end is no longer shown as current. */
  now: number;
  lead: boolean;
  onBoard: (board: ScreenBoard) => void;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = announcementActive(board.announcement, now) ? board.announcement : null;

  const clear = async () => {
    setNotice(null);
    setError(null);
    try {
      onBoard(await screensApi.clearAnnouncement());
      setNotice("Komunikat zdjęty. Telebimy wracają do wiadomości.");
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  return (
    <section className="moderation-section" aria-labelledby="moderation-announcement-title">
      <h2 id="moderation-announcement-title" className="moderation-tabs__heading">
        Komunikat na telebimach
      </h2>
      {current ? (
        <CurrentAnnouncement announcement={current} onClear={lead ? () => void clear() : null} />
      ) : (
        <p className="moderation-hint">Teraz żaden komunikat nie jest wyświetlany.</p>
      )}
      <p className="moderation-hint" aria-live="polite">
        {notice}
      </p>
      {error ? (
        <p className="moderation-form__error" role="alert">
          {error}
        </p>
      ) : null}
      {lead ? (
        <AnnouncementForm
          now={now}
          replaces={current !== null}
          onPosted={(fresh, toPhones) => {
            setError(null);
            onBoard(fresh);
            setNotice(
              toPhones
                ? "Komunikat jest na wszystkich telebimach i idzie na telefony."
                : "Komunikat jest na wszystkich telebimach.",
            );
          }}
        />
      ) : null}
    </section>
  );
}

function CurrentAnnouncement({
  announcement,
  onClear,
}: {
  announcement: Announcement;
  onClear: (() => void) | null;
}) {
  return (
    <div className="moderation-announcement">
      <p className="moderation-announcement__label">Teraz na telebimach</p>
      <p className="moderation-announcement__text">{announcement.text}</p>
      <p className="moderation-announcement__until">
        od <time dateTime={announcement.startedAt}>{formatTime(announcement.startedAt)}</time>
        {" · "}
        {announcement.endsAt ? (
          <>
            do <time dateTime={announcement.endsAt}>{formatTime(announcement.endsAt)}</time>
          </>
        ) : (
          "do odwołania"
        )}
      </p>
      {onClear ? (
        <button type="button" className="button moderation-announcement__clear" onClick={onClear}>
          Zdejmij komunikat
        </button>
      ) : null}
    </div>
  );
}

/**
 * A new announcement: its text (with a live count of what is left) and an optional end time,
 * read on the festival's clocks — today, or tomorrow when that time has passed (the form says
 * which). The server has the last word on both.
 */
function AnnouncementForm({
  now,
  replaces,
  onPosted,
}: {
  /** For the hint (today or tomorrow); the time sent is worked out again on sending. */
  now: number;
  replaces: boolean;
  /** With whether it also went to the phones. */
  onPosted: (board: ScreenBoard, toPhones: boolean) => void;
}) {
  const textId = useId();
  const counterId = useId();
  const endId = useId();
  const endHintId = useId();
  const errorId = useId();
  const phonesHintId = useId();
  const [text, setText] = useState("");
  // To every phone with notifications on (server/push/README.md): a deliberate choice each time.
  const [alsoToPhones, setAlsoToPhones] = useState(false);
  const [end, setEnd] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ending = end === "" ? null : announcementEnd(end, new Date(now), edition.timeZone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (text.trim() === "") {
      setInvalid("Wpisz treść komunikatu.");
      return;
    }
    // The messages' character rules, said before sending, in the words the server would answer.
    const broken = brokenCharacterRule(text.trim());
    if (broken !== null) {
      setInvalid(CHARACTER_RULE_TEXTS[broken]);
      return;
    }
    // A time input gives "" for a half-typed time; recomputed here so a form left open past
    // the chosen time sends tomorrow, as the hint then says.
    const endsAt = end === "" ? null : announcementEnd(end, new Date(), edition.timeZone);
    setInvalid(null);
    setSending(true);
    try {
      const board = await screensApi.announce({
        text: text.trim(),
        endsAt: endsAt?.endsAt ?? null,
        ...(alsoToPhones ? { alsoToPhones: true } : {}),
      });
      setText("");
      setEnd("");
      setAlsoToPhones(false);
      onPosted(board, alsoToPhones);
    } catch (failure) {
      setInvalid(failureText(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="moderation-form" aria-label="Nowy komunikat" onSubmit={(e) => void submit(e)}>
      <div className="moderation-form__field">
        <label htmlFor={textId}>Treść komunikatu</label>
        <textarea
          id={textId}
          rows={3}
          maxLength={ANNOUNCEMENT_MAX_LENGTH}
          value={text}
          aria-invalid={invalid !== null || undefined}
          aria-describedby={`${counterId}${invalid !== null ? ` ${errorId}` : ""}`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={counterId} className="moderation-form__hint">
          {text.length} / {ANNOUNCEMENT_MAX_LENGTH} znaków
        </p>
      </div>
      <div className="moderation-form__field">
        <label htmlFor={endId}>Do godziny (opcjonalnie)</label>
        <input
          id={endId}
          type="time"
          value={end}
          aria-describedby={endHintId}
          onChange={(event) => setEnd(event.target.value)}
        />
        <p id={endHintId} className="moderation-form__hint">
          {ending === null
            ? "Bez godziny zostaje, dopóki ktoś go nie zdejmie."
            : ending.tomorrow
              ? `Zniknie jutro o ${end} – ta godzina dziś już minęła.`
              : `Zniknie dziś o ${end}.`}
        </p>
      </div>
      <div className="moderation-form__field">
        <label>
          <input
            type="checkbox"
            checked={alsoToPhones}
            aria-describedby={phonesHintId}
            onChange={(event) => setAlsoToPhones(event.target.checked)}
          />{" "}
          Wyślij też na telefony
        </label>
        <p id={phonesHintId} className="moderation-form__hint">
          Powiadomienie dostanie każdy telefon z włączonymi powiadomieniami w „Moim planie”. Tylko
          gdy to pilne: wysłanego nie da się cofnąć.
        </p>
      </div>
      {invalid !== null ? (
        <p id={errorId} className="moderation-form__error" role="alert">
          {invalid}
        </p>
      ) : null}
      <button type="submit" className="button" aria-disabled={sending || undefined}>
        Pokaż na wszystkich telebimach
      </button>
      {replaces ? (
        <p className="moderation-form__hint">Nowy komunikat zastąpi ten, który jest teraz.</p>
      ) : null}
    </form>
  );
}
