import { useEffect, useRef } from "react";
import { setStarred, useStarredSets } from "./starred-sets";

/**
 * The star on a set: a native checkbox, so a tap before the scripts hydrate already checks it;
 * on hydration that early tap is added to the plan rather than lost. The input stays uncontrolled
 * (React would otherwise reset it while hydrating); an effect keeps it in step with the store,
 * which the other stars of the same set and "Mój plan" share.
 */
export function StarToggle({ setId, label }: { setId: string; label: string }) {
  const input = useRef<HTMLInputElement>(null);
  const starred = useStarredSets().has(setId);
  useEffect(() => {
    if (input.current?.checked) setStarred(setId, true);
  }, [setId]);
  useEffect(() => {
    if (input.current) input.current.checked = starred;
  }, [starred]);
  return (
    <label className="star-toggle">
      <input
        ref={input}
        type="checkbox"
        className="star-toggle__input"
        aria-label={`Mój plan: ${label}`}
        defaultChecked={false}
        onChange={(event) => setStarred(setId, event.currentTarget.checked)}
      />
      <svg className="star-toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
      </svg>
    </label>
  );
}
