import { startTransition, useEffect, useState } from "react";

/**
 * False while prerendering and while hydrating, true from the render after that. What only the
 * browser can show (it depends on the visitor's clock, or on session storage) waits for it.
 *
 * The switch is a transition, so those parts render in a task of their own after hydration
 * rather than inside hydration's last task (decision 012). Meant
 * for components that mount with the page, like the root's.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
