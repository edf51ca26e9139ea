import { startTransition, useEffect, useState } from "react";

/**
 * app/hooks/use-hydrated.ts for the programme's parts on /about. The same few lines, kept here
 * on purpose: when a route imports that hook as well as the root, the bundler moves it into a
 * chunk of its own, one more file on every page's first load (tests/e2e/budget.spec.ts).
 */
export function useAfterHydration(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
