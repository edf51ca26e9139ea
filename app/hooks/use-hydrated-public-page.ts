import { useLocation } from "react-router";
import { isStaffPath } from "#core/site-pages";
import { useHydrated } from "./use-hydrated";

/**
 * True once hydrated on a visitor's page, false on the staff pages (/telebim, /moderacja) and
 * while prerendering and hydrating: the gate of what every public page adds in the browser only —
 * the toast, the announcement banner, the plan's shortcut.
 */
export function useHydratedPublicPage(): boolean {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  return hydrated && !isStaffPath(pathname);
}
