import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import texts from "virtual:texts/festival-days";
import type { LiveSet } from "#core/festival-moment";
import { whenStylesApplied } from "../../boot/deferred-styles";
import { FESTIVAL_SETS } from "../../festival-sets";
import { useAfterHydration } from "./use-after-hydration";
import { CloseIcon } from "../../components/close-icon";
import { CheckIcon } from "../../components/check-icon";
import { PlusIcon } from "../../components/plus-icon";
import { PlanSetDetails, planSetState, setLabel } from "./plan-set-details";
import { readSharedPlan } from "./shared-plan";
import { setStarred, starSets, useStarredSets } from "./starred-sets";
import type { LiveSchedule } from "./use-live-schedule";

const KNOWN_IDS: ReadonlySet<string> = new Set(FESTIVAL_SETS.map((set) => set.id));

interface SharedPlan {
  /** The fragment it came from: the same link again does not reopen a closed plan. */
  readonly hash: string;
  readonly ids: readonly string[];
  readonly closed: boolean;
}

/**
 * The plan in the address's fragment (shared-plan.ts), read only in the browser after hydration:
 * nothing of it is prerendered. Once read it stays while the page is open, even when an anchor
 * link replaces the fragment, until the visitor closes it; a new plan link replaces it.
 */
function useSharedPlan(): [SharedPlan | undefined, () => void] {
  const hydrated = useAfterHydration();
  const { hash } = useLocation();
  const [plan, setPlan] = useState<SharedPlan>();
  const ids = hydrated ? readSharedPlan(hash, KNOWN_IDS) : undefined;
  if (ids && ids.length > 0 && plan?.hash !== hash) setPlan({ hash, ids, closed: false });
  const close = () => {
    if (!plan) return;
    setPlan({ ...plan, closed: true });
    // A reload should not bring it back. React Router keeps its own location; its state stays.
    if (window.location.hash === plan.hash) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, "", `${pathname}${search}`);
    }
  };
  return [plan && !plan.closed ? plan : undefined, close];
}

/**
 * "Plan od znajomego" (README.md, "Plan"): the sets of a shared link with
 * their live hours and state, each addable to the visitor's own plan, or all at once. It shows
 * just above "Mój plan", and the page scrolls to it when it opens.
 */
export function FriendPlan({
  schedule,
  onClose,
}: {
  schedule: LiveSchedule;
  /** After it closes: focus goes on to "Mój plan". */
  onClose: () => void;
}) {
  const [plan, close] = useSharedPlan();
  if (!plan) return null;
  return (
    <FriendPlanSection
      key={plan.hash}
      ids={plan.ids}
      schedule={schedule}
      onClose={() => {
        close();
        onClose();
      }}
    />
  );
}

function FriendPlanSection({
  ids,
  schedule: { sets, playing },
  onClose,
}: {
  ids: readonly string[];
  schedule: LiveSchedule;
  onClose: () => void;
}) {
  const starred = useStarredSets();
  const [status, setStatus] = useState("");
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shared = sets.filter((set) => ids.includes(set.id));
  const missing = shared.filter((set) => !starred.has(set.id));
  useEffect(() => {
    // Opened from a link: bring it into view, as the browser does with an anchor, once the
    // page's stylesheets apply: before that, the late-styled blocks above it would push it away.
    heading.current?.focus({ preventScroll: true });
    let cancelled = false;
    void whenStylesApplied().then(() => {
      if (!cancelled) section.current?.scrollIntoView({ block: "start" });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  const addAll = () => {
    if (missing.length === 0) return;
    starSets(missing.map((set) => set.id));
    setStatus(texts.friendPlan.added(missing.length));
  };
  return (
    <section
      ref={section}
      id="plan-od-znajomego"
      className="about-section friend-plan"
      aria-labelledby="friend-plan-title"
    >
      <div className="friend-plan__header">
        <h2 ref={heading} id="friend-plan-title" className="section-title" tabIndex={-1}>
          {texts.friendPlan.title}
        </h2>
        <button
          type="button"
          className="button button--ghost friend-plan__close"
          aria-label={texts.friendPlan.dismissLabel}
          onClick={onClose}
        >
          <CloseIcon />
          {texts.friendPlan.dismiss}
        </button>
      </div>
      <p className="friend-plan__intro">{texts.friendPlan.intro(shared.length)}</p>
      <ol className="my-plan__sets">
        {shared.map((set) => (
          <FriendSet
            key={set.id}
            set={set}
            playing={playing.has(set.id)}
            inPlan={starred.has(set.id)}
          />
        ))}
      </ol>
      <button
        type="button"
        className="button friend-plan__add-all"
        aria-disabled={missing.length === 0 || undefined}
        onClick={addAll}
      >
        {missing.length === 0 ? texts.friendPlan.allInPlan : texts.friendPlan.addAll}
      </button>
      <p className="friend-plan__status" role="status">
        {status}
      </p>
    </section>
  );
}

/** One set of the friend's plan; once in the visitor's plan its button says so and does nothing. */
function FriendSet({ set, playing, inPlan }: { set: LiveSet; playing: boolean; inPlan: boolean }) {
  return (
    <li className="my-plan__set" data-set-id={set.id} data-state={planSetState(set, playing)}>
      <PlanSetDetails set={set} playing={playing} />
      <button
        type="button"
        className="my-plan__control friend-plan__add"
        aria-label={(inPlan ? texts.friendPlan.inPlanLabel : texts.friendPlan.addLabel)(
          setLabel(set),
        )}
        aria-disabled={inPlan || undefined}
        onClick={() => {
          if (!inPlan) setStarred(set.id, true);
        }}
      >
        {inPlan ? <CheckIcon /> : <PlusIcon />}
        {inPlan ? texts.friendPlan.inPlan : texts.friendPlan.add}
      </button>
    </li>
  );
}
