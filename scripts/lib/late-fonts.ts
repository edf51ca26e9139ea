/**
 * Fonts that missed the first paint are taken up at the visitor's next page (decision 025).
 *
 * The web fonts are `font-display: optional` (decision 002): they either arrive for the first
 * paint or the page keeps its metric-matched fallback, so text never re-flows while someone
 * reads it. On a slow link they miss it (measured: every first visit under a phone profile of
 * 150 ms round trips and 1.6 Mbit/s), and Chrome keeps a face that missed its moment in the
 * fallback for the rest of the document's life — every later page of a client-side visit too,
 * although the files have long arrived. This script, in the <head> right after the @font-face
 * rules, notes at the first frame whether any of our faces had not loaded; if so, the first
 * click on a link to another page declares the same files again (`swap`, from the cache by now),
 * so the new page, and the header with it, comes in the brand fonts. The text changes font
 * together with the page, in answer to the click: nothing moves under a reader's eyes, and a
 * shift right after a click does not count as a layout shift. A visitor who stays on the page
 * keeps the fallback, as before.
 *
 * It reads the files and descriptors from the inline rules (`<style id="critical-fonts">`,
 * scripts/lib/critical-css.ts), so the rules stay the one place that names them. The CSP allows
 * it by its hash, as every inline script of the prerendered pages.
 */
export const LATE_FONTS_SCRIPT = [
  "(function () {",
  "  if (!window.FontFace || !document.fonts) return;",
  "  var takeUp = function () {",
  '    var inline = document.getElementById("critical-fonts");',
  "    var rules = inline && inline.sheet ? inline.sheet.cssRules : [];",
  "    for (var i = 0; i < rules.length; i += 1) {",
  "      var rule = rules[i].style;",
  '      var src = rule.getPropertyValue("src");',
  '      if (src.indexOf("url(") === -1) continue;',
  // The rule serialises the family quoted; FontFace takes the bare name.
  '      var family = rule.getPropertyValue("font-family").replace(/^["\']|["\']$/g, "");',
  "      var face = new FontFace(family, src, {",
  '        style: rule.getPropertyValue("font-style") || "normal",',
  '        weight: rule.getPropertyValue("font-weight") || "normal",',
  '        unicodeRange: rule.getPropertyValue("unicode-range") || "U+0-10FFFF",',
  '        display: "swap"',
  "      });",
  "      document.fonts.add(face);",
  "      face.load().catch(function () {});",
  "    }",
  "  };",
  "  var onClick = function (event) {",
  // A link opened in a new tab or window leaves this page as it is.
  "    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;",
  '    var link = event.target instanceof Element ? event.target.closest("a[href]") : null;',
  '    if (!link || link.target || link.hasAttribute("download")) return;',
  "    if (link.origin !== location.origin) return;",
  "    if (link.pathname === location.pathname) return;",
  '    document.removeEventListener("click", onClick, true);',
  "    takeUp();",
  "  };",
  // After the first frame has laid out and painted: a face still loading then was needed and
  // missed it; one never asked for ("unloaded") was not needed.
  "  requestAnimationFrame(function () {",
  "    setTimeout(function () {",
  "      var missed = false;",
  "      document.fonts.forEach(function (face) {",
  '        if (face.display === "optional" && face.status === "loading") missed = true;',
  "      });",
  '      if (missed) document.addEventListener("click", onClick, true);',
  "    }, 0);",
  "  });",
  "})();",
].join("\n");
