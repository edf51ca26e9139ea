import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { SET_DELAY_MAX_MINUTES } from "#core/contract";
import type { LiveSet } from "#core/festival-moment";
import type { FestivalSet } from "#core/festival-schedule";
import { FESTIVAL_SETS, setHours, setTitle, stageName } from "../../../festival-sets";
import { setLabel, setStateText } from "./programme-wording";
import type { FocusControl } from "./use-programme-changes";

/** Each set as content plans it, by id: the hours a card shows whatever the changes. */
const PLANNED: ReadonlyMap<string, FestivalSet> = new Map(
  FESTIVAL_SETS.map((set) => [set.id, set]),
);

/**
 * One set as one row (../README.md#program): the act, its planned hours and stage, its state now,
 * and "Zmień", which opens the delay and the cancellation under the row; a cancelled set offers
 * "Przywróć" on the row itself, its only control.
 */
export function SetRow({
  set,
  open,
  onToggle,
  busy,
  failure,
  focus,
  onFocused,
  onDelay,
  onCancel,
  onRestore,
}: {
  set: LiveSet;
  /** Its changes are open under the row (one row at a time, programme-tab.tsx). */
  open: boolean;
  onToggle: () => void;
  busy: boolean;
  failure: string | null;
  /** The control to focus now (the one pressed is gone), or null. */
  focus: FocusControl | null;
  onFocused: () => void;
  onDelay: (minutes: number) => void;
  onCancel: (opener: HTMLElement) => void;
  onRestore: () => void;
}) {
  const titleId = useId();
  const minutesId = useId();
  const errorId = useId();
  const changeId = useId();
  const minutesRef = useRef<HTMLInputElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [minutes, setMinutes] = useState(set.delayMinutes > 0 ? String(set.delayMinutes) : "");
  const [invalid, setInvalid] = useState<string | null>(null);
  // By its state, not by having an entry: a set put back on plan keeps its entry (with its
  // count of changes) and reads as on plan (app/features/moderation/README.md#program).
  const changed = set.cancelled || set.delayMinutes > 0;
  const label = setLabel(set);
  const error = invalid ?? failure;
  const kind = set.cancelled ? "cancelled" : set.delayMinutes > 0 ? "delayed" : "planned";

  // The control that replaces the one pressed: "Przywróć" once cancelled; once back on plan the
  // minutes when the row is open, else the row's "Zmień".
  useEffect(() => {
    if (focus === null) return;
    (focus === "restore"
      ? restoreRef
      : minutesRef.current
        ? minutesRef
        : toggleRef
    ).current?.focus();
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
      setInvalid(`Najdłuższe opóźnienie to ${SET_DELAY_MAX_MINUTES}\u00a0min.`);
      return;
    }
    setInvalid(null);
    onDelay(value);
  };

  // The act alone could repeat (a student-stage slot with no band): every control names the
  // set with its day and planned time, as the trail does, after the words it shows.
  const named = (action: string) => `${action}: ${label}`;
  const restore = (
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
  );
  const expanded = open && !set.cancelled;
  return (
    <li className={`moderation-set moderation-set--${kind}`} aria-labelledby={titleId}>
      <div className="moderation-set__row">
        <h4 id={titleId} className="moderation-set__act">
          {setTitle(set)}
        </h4>
        <p className="moderation-set__when">
          <span className={changed ? "moderation-set__planned" : undefined}>
            {setHours(PLANNED.get(set.id) ?? set)}
          </span>
          {" · "}
          {stageName(set.stage)}
        </p>
        <p className="moderation-set__state">{setStateText(set)}</p>
        <div className="moderation-set__row-actions">
          {set.cancelled ? (
            restore
          ) : (
            <button
              ref={toggleRef}
              type="button"
              className="button button--ghost moderation-set__toggle"
              aria-label={named("Zmień")}
              aria-expanded={expanded}
              aria-controls={expanded ? changeId : undefined}
              onClick={onToggle}
            >
              Zmień
            </button>
          )}
        </div>
      </div>
      {expanded ? (
        <div id={changeId} className="moderation-set__change">
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
          <div className="moderation-set__actions">
            <button
              type="button"
              className="button button--ghost moderation-set__cancel"
              aria-label={named("Odwołaj")}
              aria-disabled={busy || undefined}
              onClick={(event) => {
                if (!busy) onCancel(event.currentTarget);
              }}
            >
              Odwołaj
            </button>
            {changed ? restore : null}
          </div>
        </div>
      ) : null}
      {error !== null ? (
        <p id={errorId} className="moderation-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
