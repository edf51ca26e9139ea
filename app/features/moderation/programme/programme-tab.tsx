import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { edition } from "../../../../content-layer";
import { SET_DELAY_MAX_MINUTES, type SetChangeInForce } from "../../../../core/contract";
import { applySetChanges, type LiveSet } from "../../../../core/festival-moment";
import { calendarDate } from "../../../../core/dates/calendar-date";
import { polishDates } from "../../../../core/dates/polish-words";
import type { FestivalSet } from "../../../../core/festival-schedule";
import { FESTIVAL_SETS, setHours, setTitle, stageName } from "../../../festival-sets";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { notLoadedText, useLeadData } from "../shared/use-lead-data";
import { programmeApi } from "./programme-api";
import { CHANGE_DONE, PAGES_FOLLOW, setLabel, setStateText } from "./programme-wording";

/** Each set as content plans it, by id: the hours a card shows whatever the changes. */
const PLANNED: ReadonlyMap<string, FestivalSet> = new Map(
  FESTIVAL_SETS.map((set) => [set.id, set]),
);

const failureText = (failure: unknown) =>
  failure instanceof Error ? failure.message : String(failure);

/** Where focus goes once a change is answered: the control that replaces the one pressed. */
type FocusAfter = { setId: string; control: "minutes" | "restore" } | null;

/**
 * The "Program" tab for leads (docs/product.md#late-changes): every set of the edition, day by
 * day, as planned and as it stands now; a lead delays a set by whole minutes, cancels it (asked
 * first: the whole festival sees it) or puts it back on plan. The changes are read when the tab
 * opens and replaced by every answer, which carries all changes in force, other leads' included.
 */
export function ProgrammeTab() {
  const { state } = useLeadData(programmeApi.list);
  const [answered, setAnswered] = useState<SetChangeInForce[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failures, setFailures] = useState<Readonly<Record<string, string>>>({});
  const [cancelling, setCancelling] = useState<LiveSet | null>(null);
  // Kept after the dialog closes: Radix returns focus to it once the dialog is gone.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [focusAfter, setFocusAfter] = useState<FocusAfter>(null);

  const notLoaded = notLoadedText(state);
  if (answered === null && notLoaded !== null) {
    return (
      <p className="moderation-empty" role={state.kind === "loading" ? undefined : "alert"}>
        {notLoaded}
      </p>
    );
  }
  const changes = answered ?? (state.kind === "loaded" ? state.data : []);
  const sets = applySetChanges(FESTIVAL_SETS, changes);

  const send = async (
    set: LiveSet,
    request: () => Promise<SetChangeInForce[]>,
    done: string,
    focus: FocusAfter,
  ) => {
    if (busy !== null) return;
    setBusy(set.id);
    setNotice(null);
    setFailures((others) => {
      const rest = { ...others };
      delete rest[set.id];
      return rest;
    });
    try {
      setAnswered(await request());
      setNotice(`${setLabel(set)}: ${done} ${PAGES_FOLLOW}`);
      setFocusAfter(focus);
    } catch (failure) {
      setFailures((others) => ({ ...others, [set.id]: failureText(failure) }));
    } finally {
      setBusy(null);
    }
  };

  const delay = (set: LiveSet, minutes: number) =>
    send(
      set,
      () => programmeApi.change({ setId: set.id, delayMinutes: minutes, cancelled: false }),
      CHANGE_DONE.delay(minutes),
      null,
    );
  const cancel = (set: LiveSet) =>
    send(
      set,
      () => programmeApi.change({ setId: set.id, delayMinutes: set.delayMinutes, cancelled: true }),
      CHANGE_DONE.cancel,
      { setId: set.id, control: "restore" },
    );
  const restore = (set: LiveSet) =>
    send(set, () => programmeApi.clear(set.id), CHANGE_DONE.restore, {
      setId: set.id,
      control: "minutes",
    });

  return (
    <div className="moderation-programme">
      <section className="moderation-section" aria-labelledby="moderation-programme-title">
        <h2 id="moderation-programme-title" className="moderation-tabs__heading">
          Program festiwalu
        </h2>
        <p className="moderation-hint">
          Opóźnienie lub odwołanie występu widać na stronie festiwalu (plan dnia, „teraz i dalej”,
          „Mój plan”) w ciągu pół minuty. Godziny na liście to godziny z programu.
        </p>
        <p className="moderation-hint" aria-live="polite">
          {notice}
        </p>
      </section>

      {edition.days.map((day) => {
        const daySets = sets.filter((set) => set.day === day.date);
        const headingId = `moderation-programme-${day.date}`;
        return (
          <section
            key={day.date}
            className="moderation-section moderation-programme__day"
            aria-labelledby={headingId}
          >
            <h3 id={headingId} className="moderation-programme__day-title">
              {polishDates.dayHeading(calendarDate(day.date))}
            </h3>
            {daySets.length === 0 ? (
              <p className="moderation-hint">Ten dzień nie ma w programie godzin występów.</p>
            ) : (
              <ul className="plain-list moderation-sets">
                {daySets.map((set) => (
                  <SetRow
                    key={set.id}
                    set={set}
                    busy={busy !== null}
                    failure={failures[set.id] ?? null}
                    focus={focusAfter?.setId === set.id ? focusAfter.control : null}
                    onFocused={() => setFocusAfter(null)}
                    onDelay={(minutes) => void delay(set, minutes)}
                    onCancel={(button) => {
                      setOpener(button);
                      setCancelling(set);
                    }}
                    onRestore={() => void restore(set)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}

      <ConfirmDialog
        open={cancelling !== null}
        title="Odwołać występ?"
        description={
          cancelling
            ? `${setLabel(cancelling)}: strona festiwalu pokaże go jako odwołany, a „teraz i ` +
              "dalej” go pominie. Zmianę cofa „Przywróć”."
            : null
        }
        confirmLabel="Odwołaj występ"
        returnFocus={opener}
        onConfirm={() => {
          const set = cancelling;
          setCancelling(null);
          if (set) void cancel(set);
        }}
        onClosed={() => setCancelling(null)}
      />
    </div>
  );
}

/** One set: when and where as planned, its state now, and the lead's controls. */
function SetRow({
  set,
  busy,
  failure,
  focus,
  onFocused,
  onDelay,
  onCancel,
  onRestore,
}: {
  set: LiveSet;
  busy: boolean;
  failure: string | null;
  /** The control to focus now (the one pressed is gone), or null. */
  focus: "minutes" | "restore" | null;
  onFocused: () => void;
  onDelay: (minutes: number) => void;
  onCancel: (opener: HTMLElement) => void;
  onRestore: () => void;
}) {
  const titleId = useId();
  const minutesId = useId();
  const errorId = useId();
  const minutesRef = useRef<HTMLInputElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const [minutes, setMinutes] = useState(set.delayMinutes > 0 ? String(set.delayMinutes) : "");
  const [invalid, setInvalid] = useState<string | null>(null);
  // By its state, not by having an entry: a set put back on plan keeps its entry (with its
  // count of changes) and reads as on plan (docs/product.md#late-changes).
  const changed = set.cancelled || set.delayMinutes > 0;
  const label = setLabel(set);
  const error = invalid ?? failure;
  const kind = set.cancelled ? "cancelled" : set.delayMinutes > 0 ? "delayed" : "planned";

  useEffect(() => {
    if (focus === null) return;
    (focus === "restore" ? restoreRef : minutesRef).current?.focus();
    onFocused();
  }, [focus, onFocused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = Number(minutes.trim());
    if (minutes.trim() === "" || !Number.isInteger(value) || value < 1) {
      setInvalid(`Podaj liczbę minut od 1 do ${SET_DELAY_MAX_MINUTES}.`);
      return;
    }
    if (value > SET_DELAY_MAX_MINUTES) {
      setInvalid(`Najdłuższe opóźnienie to ${SET_DELAY_MAX_MINUTES} min.`);
      return;
    }
    setInvalid(null);
    onDelay(value);
  };

  // The act alone could repeat (a student-stage slot with no band): every control names the
  // set with its day and planned time, as the trail does, after the words it shows.
  const named = (action: string) => `${action}: ${label}`;
  return (
    <li className={`moderation-set moderation-set--${kind}`} aria-labelledby={titleId}>
      <div className="moderation-set__top">
        <p className="moderation-set__when">
          <span className={changed ? "moderation-set__planned" : undefined}>
            {setHours(PLANNED.get(set.id) ?? set)}
          </span>
          {" · "}
          {stageName(set.stage)}
        </p>
        <h4 id={titleId} className="moderation-set__act">
          {setTitle(set)}
        </h4>
      </div>
      <p className="moderation-set__state">{setStateText(set)}</p>
      {!set.cancelled ? (
        <form className="moderation-set__delay" noValidate onSubmit={submit}>
          <label htmlFor={minutesId}>Opóźnienie (min)</label>
          <input
            ref={minutesRef}
            id={minutesId}
            aria-label={named("Opóźnienie (min)")}
            type="number"
            inputMode="numeric"
            min={1}
            max={SET_DELAY_MAX_MINUTES}
            step={1}
            value={minutes}
            aria-invalid={invalid !== null || undefined}
            aria-describedby={error !== null ? errorId : undefined}
            onChange={(event) => setMinutes(event.target.value)}
          />
          <button
            type="submit"
            className="button"
            aria-label={named("Opóźnij")}
            aria-disabled={busy || undefined}
          >
            Opóźnij
          </button>
        </form>
      ) : null}
      <div className="moderation-set__actions">
        {!set.cancelled ? (
          <button
            type="button"
            className="button button--ghost"
            aria-label={named("Odwołaj")}
            aria-disabled={busy || undefined}
            onClick={(event) => {
              if (!busy) onCancel(event.currentTarget);
            }}
          >
            Odwołaj
          </button>
        ) : null}
        {changed ? (
          <button
            ref={restoreRef}
            type="button"
            className="button button--ghost"
            aria-label={named("Przywróć")}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (busy) return;
              setMinutes("");
              setInvalid(null);
              onRestore();
            }}
          >
            Przywróć
          </button>
        ) : null}
      </div>
      {error !== null ? (
        <p id={errorId} className="moderation-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
