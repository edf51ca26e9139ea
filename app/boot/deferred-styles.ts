import { DEFERRED_STYLE_ATTRIBUTE } from "#core/built-site";

/**
 * The longest a view move waits for the page's stylesheets: on a network that never delivers
 * one, the visitor still gets the view they asked for, and only a sheet later than that can
 * still shift it.
 */
export const STYLES_WAIT_LIMIT_MS = 3_000;

/**
 * Resolves once every stylesheet the page deferred (app/README.md#first-paint) has
 * applied, or failed, or STYLES_WAIT_LIMIT_MS have passed; at once on a page that has none
 * pending, which is every page after the first load.
 *
 * The inline rules cover only the prerendered markup. What renders after hydration (a friend's
 * plan, late changes' labels) is unstyled until its sheet applies, and applying it changes
 * heights above a block the view was just moved to. The browser does not keep the view on that
 * block then (the sheet changes the block's own styles, which stops scroll anchoring), so a
 * block scrolled to before the sheets applied can end up off screen.
 */
export function whenStylesApplied(): Promise<void> {
  const pending = [
    ...document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLE_ATTRIBUTE}]`),
  ];
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let waiting = pending.length;
    const limit = setTimeout(resolve, STYLES_WAIT_LIMIT_MS);
    const settled = () => {
      waiting -= 1;
      if (waiting > 0) return;
      clearTimeout(limit);
      resolve();
    };
    // The page's own script listened first, so the sheet already applies when this runs.
    for (const link of pending) {
      link.addEventListener("load", settled, { once: true });
      link.addEventListener("error", settled, { once: true });
    }
  });
}
