import { useEffect } from "react";
import { useLocation } from "react-router";
import { prefersReducedMotion, scrollToAnchor } from "./scroll-to-anchor";

/**
 * On every navigation with a hash, scrolls to that id (smoothly unless the visitor prefers
 * reduced motion), retrying while the target renders later (up to 10 s,
 * app/README.md#anchor-links-and-page-fade).
 */
export function useAnchorScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ""));
    if (!id) return;
    return scrollToAnchor(id, { smooth: !prefersReducedMotion() });
  }, [hash, key]);
}
