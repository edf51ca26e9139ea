import { PlanShortcut, type ShortcutExtra } from "../features/festival-days/plan-shortcut";
import { useHydratedPublicPage } from "../hooks/use-hydrated-public-page";
import { MessageToast } from "../features/message-toast/message-toast";

/** The notifications' bell beside the plan's shortcut, loaded by the shortcut's own chunk. */
const loadBell: ShortcutExtra = () => import("../features/push-notifications/shortcut-bell");

/**
 * The one bar at the bottom of every public page (app/README.md#bottom-bar): the message toast and
 * the plan's shortcut side by side, never stacked. It is sticky, not fixed: at the end of the page
 * it takes its own room after the footer, so every text and control can be scrolled clear of it.
 * Both parts render only after hydration, and so does the bar: the prerendered page has none, so
 * its rules stay out of the first paint's inline CSS (app/README.md#first-paint).
 */
export function BottomBar() {
  const publicPage = useHydratedPublicPage();
  if (!publicPage) return null;
  return (
    <div className="bottom-bar">
      <MessageToast />
      <PlanShortcut extra={loadBell} />
    </div>
  );
}
