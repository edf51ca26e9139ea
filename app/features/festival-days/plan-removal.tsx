import { useEffect, useRef, useState, type RefObject } from "react";
import texts from "virtual:texts/festival-days";
import type { LiveSet } from "#core/festival-moment";
import { setTitle } from "../../festival-sets";
import { CloseIcon } from "../../components/close-icon";
import { setLabel } from "./plan-set-details";
import { setStarred } from "./starred-sets";

type PlanControl = "remove" | "undo";

/**
 * Removing a set from "Mój plan", with an undo where it was (README.md): the
 * last set removed stays in the list as "Usunięto z planu: …" with "Cofnij" until another is
 * removed or it is starred again. Focus follows the set: to its undo when it is removed, back to
 * its remove button when it returns, so a keyboard never falls back to the page's top.
 */
export function usePlanRemoval(container: RefObject<HTMLElement | null>) {
  const [removedId, setRemovedId] = useState<string>();
  const focusNext = useRef<{ id: string; control: PlanControl }>(undefined);
  useEffect(() => {
    const request = focusNext.current;
    if (!request || !container.current) return;
    focusNext.current = undefined;
    const row = [...container.current.querySelectorAll<HTMLElement>("[data-set-id]")].find(
      (element) => element.dataset.setId === request.id,
    );
    row?.querySelector<HTMLElement>(`[data-plan-control="${request.control}"]`)?.focus();
  });
  return {
    removedId,
    remove(id: string) {
      setStarred(id, false);
      setRemovedId(id);
      focusNext.current = { id, control: "undo" };
    },
    undo(id: string) {
      setStarred(id, true);
      setRemovedId(undefined);
      focusNext.current = { id, control: "remove" };
    },
  };
}

/** A planned set's own control: not a star, so it never shares a name with the timetable's. */
export function RemoveFromPlanButton({
  set,
  onRemove,
}: {
  set: LiveSet;
  onRemove: (id: string) => void;
}) {
  return (
    <button
      type="button"
      className="my-plan__control my-plan__remove"
      data-plan-control="remove"
      aria-label={texts.planSet.removeLabel(setLabel(set))}
      onClick={() => onRemove(set.id)}
    >
      <CloseIcon />
      {texts.planSet.remove}
    </button>
  );
}

/** Where a set was, just after it was removed: what happened, and the way back. */
export function RemovedSetRow({ set, onUndo }: { set: LiveSet; onUndo: (id: string) => void }) {
  return (
    <li className="my-plan__set my-plan__set--removed" data-set-id={set.id} data-removed="">
      <p className="my-plan__removed">{texts.planSet.removed(setTitle(set))}</p>
      <button
        type="button"
        className="my-plan__control my-plan__undo"
        data-plan-control="undo"
        aria-label={texts.planSet.undoLabel(setLabel(set))}
        onClick={() => onUndo(set.id)}
      >
        {texts.planSet.undo}
      </button>
    </li>
  );
}
