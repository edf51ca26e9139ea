import { useState, type ReactNode } from "react";
import { useLocation } from "react-router";

/**
 * Spec §4: pages fade in over 300 ms when the visitor moves between them (the CSS honours
 * prefers-reduced-motion). The first page of a visit is prerendered HTML and shows at once: fading
 * it in from transparent would only hide content that has already arrived (issue 7, LCP).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  const [hasNavigated, setHasNavigated] = useState(false);
  if (!hasNavigated && pathname !== firstPathname) setHasNavigated(true);
  return (
    <div key={pathname} className={hasNavigated ? "page-transition" : undefined}>
      {children}
    </div>
  );
}
