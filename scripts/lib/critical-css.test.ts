import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LATE_FONTS_SCRIPT } from "./late-fonts";
import {
  CriticalCssError,
  DEFERRED_STYLES_SCRIPT,
  inlineCriticalCss,
  withCriticalCss,
} from "./critical-css";

/** A built site with one stylesheet, as Vite writes it (minified). */
function site(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "critical-css-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "assets/root-1a2b.css"),
    '@font-face{font-family:Display;font-display:swap;src:url(/assets/display.woff2)format("woff2")}' +
      ".title{font-family:var(--font-display)}.unused{color:red}.title:hover{color:blue}",
  );
  return dir;
}

/** React Router's markup around the links, as scripts/postbuild.ts meets it. */
const PAGE =
  '<!DOCTYPE html><html lang="pl"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" href="/assets/display.woff2" as="font"/>' +
  '<link rel="stylesheet" href="/assets/root-1a2b.css"/></head>' +
  '<body><h1 class="title">Juwenalia</h1><script>window.x = "a &amp; b";</script></body></html>';

describe("withCriticalCss", () => {
  it("carries the rules the page uses and every @font-face before the deferred link", async () => {
    const html = await withCriticalCss(PAGE, site());
    const css = inlineCriticalCss(html);
    expect(css).toContain("@font-face{font-family:Display");
    expect(css).toContain(".title{");
    expect(css).toContain(".title:hover");
    expect(css).not.toContain(".unused");
    expect(html.indexOf('<style id="critical-css">')).toBeLessThan(html.indexOf("root-1a2b.css"));
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/root-1a2b.css" media="print" data-deferred-style=""/>' +
        '<noscript><link rel="stylesheet" href="/assets/root-1a2b.css"/></noscript>',
    );
    expect(html).toContain(`<script>${DEFERRED_STYLES_SCRIPT}</script></body>`);
  });

  it("puts the script that takes up late fonts in the head, right after the inline rules", async () => {
    const html = await withCriticalCss(PAGE, site());
    expect(html).toContain(`</style><script>${LATE_FONTS_SCRIPT}</script><link rel="stylesheet"`);
    expect(html.indexOf(LATE_FONTS_SCRIPT)).toBeLessThan(html.indexOf("</head>"));
  });

  it("leaves the rest of the markup as it was, byte for byte", async () => {
    const html = await withCriticalCss(PAGE, site());
    const restored = html
      .replace(
        /<style id="critical-fonts">[\s\S]*?<\/style><style id="critical-css">[\s\S]*?<\/style>/,
        "",
      )
      .replace(`<script>${LATE_FONTS_SCRIPT}</script>`, "")
      .replace(' media="print" data-deferred-style=""', "")
      .replace(/<noscript>[\s\S]*?<\/noscript>/, "")
      .replace(`<script>${DEFERRED_STYLES_SCRIPT}</script>`, "");
    expect(restored).toBe(PAGE);
  });

  it("refuses a page without React Router's links, or one rewritten already", async () => {
    const dir = site();
    await expect(withCriticalCss("<html><body></body></html>", dir)).rejects.toThrow(
      CriticalCssError,
    );
    const once = await withCriticalCss(PAGE, dir);
    await expect(withCriticalCss(once, dir)).rejects.toThrow(CriticalCssError);
  });
});
