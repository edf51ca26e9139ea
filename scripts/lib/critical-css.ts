import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Beasties from "beasties";
import { PUBLIC_PATHS } from "#core/site-pages";
import { DEFERRED_STYLE_ATTRIBUTE, ENGLISH_FOLDER } from "#core/built-site";
import { FESTIVAL_NOW_ATTRIBUTE } from "#core/festival-now";
import { LATE_FONTS_SCRIPT } from "./late-fonts";

/**
 * The first screen's CSS arrives with the HTML (app/README.md#first-paint): each public
 * page carries, in one <style> before its stylesheet links, the rules of its stylesheets that
 * match an element of the page (beasties decides which: every element, not only the first
 * screen's, so nothing a visitor scrolls to waits for a stylesheet) and every @font-face rule,
 * followed by the script that takes up fonts which missed the first paint (late-fonts.ts).
 * Its stylesheets still load, for what the markup cannot show (states, dialogs, the next page of
 * a client-side visit), but no longer block the first paint: `media="print"` until they have
 * loaded, then the one script of DEFERRED_STYLES_SCRIPT applies them; without JavaScript a
 * <noscript> copy of each link applies them as before.
 *
 * Only the markup around React Router's links changes, so hydration meets the elements it
 * rendered: React matches a stylesheet link by rel and href (a different `media` is not a
 * mismatch) and skips elements it did not render in <head> and <body>.
 */

/**
 * Applies each deferred stylesheet once it has loaded, and drops the inline rules once all have:
 * every rule is in the sheets by then, and a client-side move to another page must not keep the
 * first page's rules. The sheets lose their @font-face rules before they apply, and the inline
 * @font-face rules sit in a <style> of their own that nothing touches: the fonts stay declared
 * once, by the same rules, from the first paint on. Declared again (or their sheet edited, which
 * makes Chrome declare them anew), a font that missed the first paint (`font-display: optional`,
 * decision 002) would be taken up late from the cache and re-flow the text. The CSP allows the
 * script by its hash, as every inline script of the prerendered pages
 * (server/plugins/security-headers.ts).
 */
export const DEFERRED_STYLES_SCRIPT = [
  "(function () {",
  `  var links = document.querySelectorAll("link[${DEFERRED_STYLE_ATTRIBUTE}]");`,
  "  var waiting = links.length;",
  "  var apply = function (link) {",
  "    var rules = link.sheet.cssRules;",
  "    for (var i = rules.length - 1; i >= 0; i -= 1) {",
  "      if (rules[i] instanceof CSSFontFaceRule) link.sheet.deleteRule(i);",
  "    }",
  '    link.media = "all";',
  `    link.removeAttribute("${DEFERRED_STYLE_ATTRIBUTE}");`,
  "    waiting -= 1;",
  "    if (waiting === 0) {",
  '      var inline = document.getElementById("critical-css");',
  "      if (inline) inline.remove();",
  "    }",
  "  };",
  "  links.forEach(function (link) {",
  "    if (link.sheet) apply(link);",
  '    else link.addEventListener("load", function () { apply(link); });',
  "  });",
  "})();",
].join("\n");

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"\/>/g;
const FONT_FACE = /@font-face\{[^}]*\}/g;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/;

export class CriticalCssError extends Error {}

/** The pages that get their CSS inline: every public page in both languages. */
export function criticalCssPages(clientDir: string): string[] {
  return PUBLIC_PATHS.flatMap((route) => [
    path.join(clientDir, route.slice(1), "index.html"),
    path.join(clientDir, ENGLISH_FOLDER, route.slice(1), "index.html"),
  ]);
}

/** The inline CSS of a page as `withCriticalCss` wrote it, fonts and rules ("" when none). */
export function inlineCriticalCss(html: string): string {
  return [...html.matchAll(/<style id="critical-(?:fonts|css)">([\s\S]*?)<\/style>/g)]
    .map((match) => match[1])
    .join("");
}

/**
 * One page with its critical CSS inline and its stylesheets deferred. `clientDir` is the built
 * site's root, where the links' absolute paths (`/assets/…`, `/en/assets/…`) are found.
 */
export async function withCriticalCss(html: string, clientDir: string): Promise<string> {
  const links = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);
  if (links.length === 0 || html.includes(DEFERRED_STYLE_ATTRIBUTE)) {
    throw new CriticalCssError(
      "critical CSS: no stylesheet link of React Router's shape, or the page was rewritten already",
    );
  }
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    reduceInlineStyles: false,
    mergeStylesheets: true,
    pruneSource: false,
    keyframes: "critical",
    fonts: false,
    logLevel: "warn",
    // Set by a script before the first paint, never in the prerendered markup: kept anyway.
    allowRules: [new RegExp(`\\[${FESTIVAL_NOW_ATTRIBUTE}`)],
  });
  // Only beasties' choice of rules is used (not its markup, nor its way of loading the links,
  // which the CSP would refuse): the page keeps its own markup byte for byte.
  const rules = INLINE_STYLE.exec(await beasties.process(html))?.[1] ?? "";
  // beasties drops @font-face rules it cannot tie to a `font-family` declaration, and ours name
  // their families through custom properties (app/styles/tokens.css): all of them come along.
  const fontFaces = links
    .flatMap((href) => readFileSync(path.join(clientDir, href), "utf8").match(FONT_FACE) ?? [])
    .join("");
  const style =
    `<style id="critical-fonts">${fontFaces}</style><style id="critical-css">${rules}</style>` +
    `<script>${LATE_FONTS_SCRIPT}</script>`;
  let first = true;
  const rewritten = html.replace(STYLESHEET_LINK, (link, href: string) => {
    const deferred = `<link rel="stylesheet" href="${href}" media="print" ${DEFERRED_STYLE_ATTRIBUTE}=""/><noscript>${link}</noscript>`;
    const before = first ? style : "";
    first = false;
    return `${before}${deferred}`;
  });
  if (!rewritten.includes("</body>")) throw new CriticalCssError("critical CSS: no </body>");
  return rewritten.replace("</body>", `<script>${DEFERRED_STYLES_SCRIPT}</script></body>`);
}

/** Rewrites every public page of both languages; returns the bytes of CSS each now carries. */
export async function inlineCriticalCssIn(clientDir: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const file of criticalCssPages(clientDir)) {
    const html = await withCriticalCss(readFileSync(file, "utf8"), clientDir);
    writeFileSync(file, html);
    sizes.set(path.relative(clientDir, file), Buffer.byteLength(inlineCriticalCss(html)));
  }
  return sizes;
}
