import { useState, type ReactNode } from "react";
import { useLocation } from "react-router";

/**
 * Pages fade in over 300 ms when the visitor moves
 * between them (the CSS honours prefers-reduced-motion). The first page of a visit is prerendered
 * HTML and shows at once: fading it in from transparent would only hide content that has already
 * arrived (it would delay the LCP).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // The first page's path until the visitor leaves it; null from then on.
  const [firstPathname, setFirstPathname] = useState<string | null>(pathname);
  if (firstPathname !== null && pathname !== firstPathname) setFirstPathname(null);
  return (
    <div key={pathname} className={firstPathname === null ? "page-transition" : undefined}>
      {children}
    </div>
  );
}
