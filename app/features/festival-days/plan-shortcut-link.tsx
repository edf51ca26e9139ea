import { useEffect, useState, type ComponentType } from "react";
import { Link } from "react-router";
import texts from "virtual:texts/festival-days";
import { FESTIVAL_SETS } from "../../festival-sets";
import { StarIcon } from "../../components/star-icon";
import { useLazyModule } from "../../hooks/use-lazy-module";
import { useStarredSets } from "./starred-sets";
import "./plan-shortcut.css";

/**
 * What the bottom bar adds beside the link while the plan has a set, as the loader of its module:
 * the notifications' bell (app/features/push-notifications/shortcut-bell.tsx), which this feature
 * may not import. Called by this chunk, so no page's first load carries the bell.
 */
export type ShortcutExtra = () => Promise<{
  ShortcutBell: ComponentType<{ setIds: readonly string[] }>;
}>;

/** "Mój plan"'s section on /about (my-plan.tsx). */
const PLAN_ID = "moj-plan";
const PLAN_PAGE = "/about";

/**
 * The floating "★ Mój plan (3)" link (README.md, "Plan"): a chunk of its own,
 * loaded by plan-shortcut.tsx while the festival is near or on. It links to "Mój plan" in the
 * page's language (the router's basename adds /en/) and counts the starred sets. It sits in the
 * bottom bar beside the message toast, never over it (plan-shortcut.css, app/layout/bottom-bar.tsx).
 * With a set in the plan, what the bar hands in (`extra`: the notifications' bell) follows it.
 */
export function PlanShortcutLink({ pathname, extra }: { pathname: string; extra?: ShortcutExtra }) {
  const starred = useStarredSets();
  const setIds = FESTIVAL_SETS.filter((set) => starred.has(set.id)).map((set) => set.id);
  const count = setIds.length;
  const bell = useLazyModule(extra ?? noExtra, extra !== undefined && count > 0);
  const planInView = usePlanInView(pathname === PLAN_PAGE);
  if (planInView) return null;
  const withBell = bell !== null && count > 0;
  return (
    <nav
      className={withBell ? "plan-shortcut plan-shortcut--with-bell" : "plan-shortcut"}
      aria-label={texts.planShortcut.region}
    >
      <Link
        to={`${PLAN_PAGE}#${PLAN_ID}`}
        className="plan-shortcut__link"
        // The count in words for a screen reader; the visible name starts the same.
        aria-label={
          count > 0 ? `${texts.planShortcut.label} (${texts.planShortcut.count(count)})` : undefined
        }
      >
        <StarIcon className="plan-shortcut__icon" />
        <span className="plan-shortcut__label">{texts.planShortcut.label}</span>
        {count > 0 ? <span className="plan-shortcut__count">{count}</span> : null}
      </Link>
      {withBell ? <bell.ShortcutBell setIds={setIds} /> : null}
    </nav>
  );
}

const noExtra: ShortcutExtra = () => Promise.resolve({ ShortcutBell: () => null });

/** On /about, whether any of "Mój plan" is on screen: the link would only point at it. */
function usePlanInView(onPlanPage: boolean): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const plan = onPlanPage ? document.getElementById(PLAN_ID) : null;
    if (!plan || typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver((entries) => {
      setInView(entries.some((entry) => entry.isIntersecting));
    });
    observer.observe(plan);
    return () => observer.disconnect();
  }, [onPlanPage]);
  return onPlanPage && inView;
}
