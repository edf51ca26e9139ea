import { useLazyModule } from "../../hooks/use-lazy-module";
import { readPushMemory } from "./push-memory";

const loadToggle = () => import("./notifications-toggle");

/**
 * "Powiadomienia" in "Mój plan" (README.md): the mount point, handed to the plan by /about. The
 * switch, its words and the browser's push code are a chunk of their own, loaded only once the
 * plan has a set, or when notifications were on and an emptied plan must turn them off; a plan
 * that never asks loads none of it.
 */
export function PlanNotifications({ setIds }: { setIds: readonly string[] }) {
  const asked = setIds.length > 0 || readPushMemory().on;
  const toggle = useLazyModule(loadToggle, asked);
  if (!toggle) return null;
  return <toggle.NotificationsToggle setIds={setIds} />;
}
