import { useEffect, useRef, type ChangeEvent, type RefObject } from "react";
import texts from "virtual:texts/festival-days";
import { StarIcon } from "../../components/star-icon";
import { setStarred, useStarredSets } from "./starred-sets";

/**
 * The star on a set: a native checkbox, so a tap before the scripts hydrate already checks it.
 * It has no state or effect of its own (a timetable has dozens): the list around it keeps every
 * star in step with the plan through `useStarInputs`.
 */
export function StarToggle({ setId, label }: { setId: string; label: string }) {
  return (
    <label className="star-toggle">
      <input
        type="checkbox"
        className="star-toggle__input"
        data-star-for={setId}
        aria-label={texts.starLabel(label)}
        defaultChecked={false}
      />
      <StarIcon className="star-toggle__icon" />
    </label>
  );
}

function starInputs(container: HTMLElement): HTMLInputElement[] {
  return [...container.querySelectorAll<HTMLInputElement>("input[data-star-for]")];
}

/**
 * Keeps the stars inside `container` in step with the plan, and returns the container's
 * `onChange`. A star checked before hydration joins the plan instead of being lost; the inputs
 * stay uncontrolled (React would otherwise reset them while hydrating), so an effect sets them
 * whenever the plan changes, here or in another list or tab.
 */
export function useStarInputs(container: RefObject<HTMLElement | null>) {
  const starred = useStarredSets();
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current || !container.current) return;
    mounted.current = true;
    for (const input of starInputs(container.current)) {
      if (input.checked) setStarred(input.dataset.starFor!, true);
    }
  }, [container]);
  useEffect(() => {
    if (!container.current) return;
    for (const input of starInputs(container.current)) {
      input.checked = starred.has(input.dataset.starFor!);
    }
  });
  return (event: ChangeEvent<HTMLElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.dataset.starFor) {
      setStarred(target.dataset.starFor, target.checked);
    }
  };
}
