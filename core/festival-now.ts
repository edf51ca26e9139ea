/**
 * Set on `<html>` by /homepage's inline script while the festival is on
 * (app/features/landing/README.md#on-the-festival-days), before the first paint: the banner
 * shortens so now/next shows on the first screen. No prerendered page carries it, so the build
 * keeps the rules that name it in the pages' inline CSS all the same (scripts/lib/critical-css.ts).
 * A module of its own: only /homepage's code imports it, so it adds no chunk to every page.
 */
export const FESTIVAL_NOW_ATTRIBUTE = "data-festival-now";
