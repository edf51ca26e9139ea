import { useState } from "react";
import { edition } from "#content-layer";
import type { LiveSet } from "#core/festival-moment";
import { CancelSetDialog } from "./cancel-set-dialog";
import { ProgrammeDay } from "./programme-day";
import { useProgrammeChanges } from "./use-programme-changes";

/**
 * The "Program" tab for leads (app/features/moderation/README.md#program): every set of the
 * edition, day by day, as planned and as it stands now; a lead delays a set by whole minutes,
 * cancels it (asked first: the whole festival sees it) or puts it back on plan. What it reads and
 * sends is use-programme-changes.ts's; each day is a ProgrammeDay, each set a SetRow, whose
 * delay and cancellation open under it.
 */
export function ProgrammeTab() {
  const changes = useProgrammeChanges();
  const [cancelling, setCancelling] = useState<LiveSet | null>(null);
  // Kept after the dialog closes: Radix returns focus to it once the dialog is gone.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  // One row's changes open at a time: the tab stays a list to scan, not a wall of forms.
  const [openSet, setOpenSet] = useState<string | null>(null);

  if (changes.waiting !== null) {
    return (
      <p className="moderation-empty" role={changes.waiting.alert ? "alert" : undefined}>
        {changes.waiting.text}
      </p>
    );
  }

  return (
    <div className="moderation-programme">
      <section className="moderation-section" aria-labelledby="moderation-programme-title">
        <h2 id="moderation-programme-title" className="moderation-tabs__heading">
          Program festiwalu
        </h2>
        <p className="moderation-hint">
          Opóźnienie lub odwołanie występu widać na stronie festiwalu (program na stronie O
          wydarzeniu, „Na scenach” na stronie głównej, „Mój plan”) w ciągu pół minuty. Godziny na
          liście to godziny z programu.
        </p>
        <p className="moderation-hint" aria-live="polite">
          {changes.notice}
        </p>
      </section>

      {edition.days.map((day) => (
        <ProgrammeDay
          key={day.date}
          date={day.date}
          sets={changes.sets.filter((set) => set.day === day.date)}
          changes={changes}
          openSet={openSet}
          onToggle={(set) => setOpenSet((open) => (open === set.id ? null : set.id))}
          onCancel={(set, button) => {
            setOpener(button);
            setCancelling(set);
          }}
        />
      ))}

      <CancelSetDialog
        set={cancelling}
        returnFocus={opener}
        onConfirm={changes.cancel}
        onClosed={() => setCancelling(null)}
      />
    </div>
  );
}
