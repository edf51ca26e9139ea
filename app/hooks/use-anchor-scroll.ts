import { useEffect } from "react";
import { useLocation } from "react-router";
import { whenStylesApplied } from "../boot/deferred-styles";
import { prefersReducedMotion, scrollToAnchor } from "./scroll-to-anchor";

/**
 * On every navigation with a hash, scrolls to that id (smoothly unless the visitor prefers
 * reduced motion), retrying while the target renders later (up to 10 s,
 * docs/product.md#anchor-links-and-page-fade), once the page's stylesheets apply.
 */
export function useAnchorScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ""));
    if (!id) return;
    // On a first load the page's stylesheets may still be on their way (whenStylesApplied).
    let cancel: (() => void) | undefined;
    let cancelled = false;
    void whenStylesApplied().then(() => {
      if (!cancelled) cancel = scrollToAnchor(id, { smooth: !prefersReducedMotion() });
    });
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [hash, key]);
}
