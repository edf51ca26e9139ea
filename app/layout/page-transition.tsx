import type { ReactNode } from "react";
import { useLocation } from "react-router";

/** Spec §4: pages fade in over 300 ms (the CSS honours prefers-reduced-motion). */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className="page-transition">
      {children}
    </div>
  );
}
