import { useState } from "react";
import { useLocation } from "react-router";
import { festivalOn, PLAN_NEAR_MS } from "#core/programme-hours";
import { PROGRAMME_SPANS } from "../../festival-sets";
import { useHydratedPublicPage } from "../../hooks/use-hydrated-public-page";
import { useLazyModule } from "../../hooks/use-lazy-module";
import type { ShortcutExtra } from "./plan-shortcut-link";

export type { ShortcutExtra } from "./plan-shortcut-link";

const loadLink = () => import("./plan-shortcut-link");

/**
 * The plan in one tap from every public page (README.md, "Plan"): the mount
 * point, in app/root.tsx. Nothing renders until hydration, since it depends on the visitor's
 * clock; outside the fortnight before the festival and its days (festivalOn with PLAN_NEAR_MS, read in Warsaw
 * time) nothing more happens, and the link's code, words and styles are a chunk of their own,
 * loaded only then, so the pages' first load carries none of it.
 */
export function PlanShortcut({ extra }: { extra?: ShortcutExtra }) {
  const publicPage = useHydratedPublicPage();
  const { pathname } = useLocation();
  // The browser's clock as the page opened (read in the browser: hydration's first render).
  const [near] = useState(() => festivalOn(PROGRAMME_SPANS, Date.now(), PLAN_NEAR_MS));
  const shown = publicPage && near;
  const link = useLazyModule(loadLink, shown);
  if (!link || !shown) return null;
  return <link.PlanShortcutLink pathname={pathname} extra={extra} />;
}
