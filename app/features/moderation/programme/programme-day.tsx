import type { LiveSet } from "#core/festival-moment";
import { calendarDate } from "#core/dates/calendar-date";
import { dayHeading } from "#core/dates/date-writer";
import { polishWords } from "#core/dates/polish-words";
import { SetRow } from "./set-row";
import type { ProgrammeChanges } from "./use-programme-changes";

/** One festival day of the "Program" tab: its heading and its sets, one row each. */
export function ProgrammeDay({
  date,
  sets,
  changes,
  openSet,
  onToggle,
  onCancel,
}: {
  /** The day, "2025-05-16". */
  date: string;
  /** The day's sets, changes applied. */
  sets: LiveSet[];
  changes: ProgrammeChanges;
  /** The set whose changes are open under its row, if any. */
  openSet: string | null;
  onToggle: (set: LiveSet) => void;
  /** A lead asked to cancel a set: the button pressed, for focus to return to. */
  onCancel: (set: LiveSet, opener: HTMLElement) => void;
}) {
  const headingId = `moderation-programme-${date}`;
  return (
    <section className="moderation-section moderation-programme__day" aria-labelledby={headingId}>
      <h3 id={headingId} className="moderation-programme__day-title">
        {dayHeading(polishWords, calendarDate(date))}
      </h3>
      {sets.length === 0 ? (
        <p className="moderation-hint">Ten dzień nie ma w programie godzin występów.</p>
      ) : (
        <ul className="plain-list moderation-sets">
          {sets.map((set) => (
            <SetRow
              key={set.id}
              set={set}
              open={openSet === set.id}
              onToggle={() => onToggle(set)}
              busy={changes.busy}
              failure={changes.failures[set.id] ?? null}
              focus={changes.focusFor(set.id)}
              onFocused={changes.focusMoved}
              onDelay={(minutes) => changes.delay(set, minutes)}
              onCancel={(button) => onCancel(set, button)}
              onRestore={() => changes.restore(set)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
