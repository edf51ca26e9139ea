import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { criticalCssPages, inlineCriticalCss } from "../../scripts/lib/critical-css";
import { firstLoadJs } from "../support/first-load-js";
import { waitForHydration } from "./helpers";

/**
 * docs/product.md#performance-targets: a deterministic budget for the JavaScript /homepage loads
 * before it is interactive (gzip level 9 of every module it starts, deferred or not). The framework
 * alone (an empty React Router page) ships ~107 KiB; the goal is to stay within 15 % of it. Lazy
 * chunks (toast form, dialog, map, lightbox, planner, staff pages) are not counted because the page
 * does not load them up front.
 */
const BEFORE_ENGLISH_VERSION = 127_849;
/**
 * The English version may cost the Polish pages at most 1 KiB gzip (docs/decisions/018): the
 * dictionaries' keys where words were literals, and the language switch. Measured from the
 * Polish /homepage just before it (127,849 B, within the earlier 125 KiB budget).
 */
const ENGLISH_VERSION_ALLOWANCE = 1024;
/**
 * Images named by their content (docs/decisions/019) cost what the content a page carries needs
 * to name them: a "#" and eight hex digits per picture (53 on /homepage, and the two icons), and the code that puts
 * them in the URL. Measured as the same commit built with and without them: 535 B.
 */
const IMAGES_NAMED_BY_CONTENT_ALLOWANCE = 535;
/**
 * One date writer for both languages (core/dates/date-writer.ts) reads each language's words from
 * a table handed to every form, where each language's module had its own constants: the table's
 * field names and the extra argument. Measured as the same commit built with and without it:
 * 129,376 B → 129,468 B.
 */
const ONE_DATE_WRITER_ALLOWANCE = 92;
/**
 * An anchor's target is held in place for a moment after the scroll
 * (app/README.md#anchor-links-and-page-fade). The hold itself loads only when an anchor is
 * followed; what every page carries is the call that loads it. Measured as the same commit built
 * with and without it: 129,473 B → 129,581 B (with the hold in the first load: 129,806 B).
 */
const ANCHOR_HOLD_ALLOWANCE = 108;
/**
 * The festival's first screen and the one bottom bar (app/features/landing/README.md#on-the-festival-days,
 * app/README.md#bottom-bar): /homepage carries the inline mark that shortens the banner while the
 * festival is on, and its mark after a client-side move; the root mounts the bar that holds the
 * toast and the plan's shortcut. Measured as this build against the budget it exceeded:
 * 129,608 B → 129,820 B.
 */
const FESTIVAL_FIRST_SCREEN_ALLOWANCE = 212;
/**
 * One typographic style (docs/redakcja.md, "Pisownia i typografia"): the texts /homepage loads
 * first carry „…”, en dashes and non-breaking spaces, each two or three bytes in UTF-8 where the
 * plain characters were one. Measured as this build against the budget it exceeded:
 * 129,820 B → 129,822 B.
 */
const TYPOGRAPHY_ALLOWANCE = 2;
/**
 * The site plan from every page (app/README.md#stage-links, app/features/site-plan/README.md):
 * each stage name on /homepage's line-up cards and "Na scenach" links to its point (the small
 * stage → point map, the link and its hidden words, three chunks shared with the other pages),
 * and the root carries the menu's "PLAN TERENU" and the footer's "BEZPIECZEŃSTWO I POMOC".
 * Measured as this build against the budget it exceeded: 129,822 B → 131,274 B.
 */
const SITE_PLAN_LINKS_ALLOWANCE = 1452;
/**
 * Notifications from the plan's shortcut (app/features/push-notifications/README.md#loading):
 * the bottom bar hands the shortcut the bell's loader, one dynamic import in the root with the
 * names of the bell's chunks to preload. The bell and the push code load later, on demand.
 * Measured as the same commit built with and without it: 131,274 B → 131,442 B.
 */
const PLAN_SHORTCUT_BELL_ALLOWANCE = 168;
const HOMEPAGE_FIRST_LOAD_GZIP_BUDGET =
  BEFORE_ENGLISH_VERSION +
  ENGLISH_VERSION_ALLOWANCE +
  IMAGES_NAMED_BY_CONTENT_ALLOWANCE +
  ONE_DATE_WRITER_ALLOWANCE +
  ANCHOR_HOLD_ALLOWANCE +
  FESTIVAL_FIRST_SCREEN_ALLOWANCE +
  TYPOGRAPHY_ALLOWANCE +
  SITE_PLAN_LINKS_ALLOWANCE +
  PLAN_SHORTCUT_BELL_ALLOWANCE;
const clientDir = path.resolve(
  import.meta.dirname,
  "../..",
  process.env.BUILD_DIR ?? "build",
  "client",
);

test("first-load JS of /homepage stays within its budget", () => {
  const { gzip, files } = firstLoadJs(clientDir, "homepage/index.html");
  expect(
    gzip,
    `first-load JS is ${(gzip / 1024).toFixed(1)} KiB gzip:\n${files.join("\n")}`,
  ).toBeLessThanOrEqual(HOMEPAGE_FIRST_LOAD_GZIP_BUDGET);
});

test("the toast form, result dialog and map load lazily, not with /homepage", () => {
  const { files } = firstLoadJs(clientDir, "homepage/index.html");
  const code = files.map((file) => readFileSync(path.join(clientDir, file), "utf8")).join("\n");
  // Strings that exist only inside the lazy chunks.
  for (const marker of ["To pole jest wymagane.", "Zamknij okno", "maps.googleapis.com"]) {
    expect(code.includes(marker), marker).toBe(false);
  }
});

/**
 * The CSS each public page carries inline (app/README.md#first-paint): every rule of
 * its stylesheets that matches an element of the page, and the @font-face rules. It travels in
 * the HTML, so it costs the first paint what it weighs. Measured when it was introduced: 8,627 B
 * (/404) to 19,947 B (/en/homepage), about 4 KB of the page's brotli; the budget is the largest
 * plus 5 %, so a stylesheet that grows a little passes and one that doubles a page's share fails.
 */
const INLINE_CSS_BUDGET = 21_000;

test("no public page carries more than its budget of inline CSS", () => {
  const sizes = criticalCssPages(clientDir).map((file) => ({
    page: path.relative(clientDir, file),
    bytes: Buffer.byteLength(inlineCriticalCss(readFileSync(file, "utf8"))),
  }));
  for (const { page, bytes } of sizes) {
    expect(bytes, `${page} carries no inline CSS`).toBeGreaterThan(0);
    expect(bytes, `${page}: ${bytes} B of inline CSS`).toBeLessThanOrEqual(INLINE_CSS_BUDGET);
  }
});

/**
 * docs/product.md#performance-targets: a phone 375 px wide (a 2× screen) opening /homepage
 * fetches at most 150 kB of images before the visitor scrolls: the banner and the pictures of
 * what it can reach soon. Sections further down render, and fetch theirs, as they near the
 * viewport (.render-when-near).
 */
const HOMEPAGE_FIRST_LOAD_IMAGES_BUDGET = 150_000;

test("/homepage fetches at most 150 kB of images on a phone's first load", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    // A phone's screen too: the project's desktop device would otherwise lend it a 1920 px
    // screen, and the headless shell chose the banner's widest variant for that.
    screen: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  const sizes: Promise<[string, number]>[] = [];
  let imagesInFlight = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "image") imagesInFlight += 1;
  });
  page.on("requestfailed", (request) => {
    if (request.resourceType() === "image") imagesInFlight -= 1;
  });
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "image") return;
    imagesInFlight -= 1;
    sizes.push(
      request
        .sizes()
        .then((size): [string, number] => [
          new URL(request.url()).pathname,
          size.responseBodySize + size.responseHeadersSize,
        ]),
    );
  });
  await page.goto("/homepage");
  // What the page still starts after its HTML: hydration (begun after the first paint), what
  // renders once it is hydrated, and lazy pictures the layout finds near the viewport. Two frames
  // after hydration those have been laid out and asked for; then every image asked for is in.
  await waitForHydration(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await expect.poll(() => imagesInFlight, { message: "images still loading" }).toBe(0);
  const images = await Promise.all(sizes);
  const total = images.reduce((sum, [, size]) => sum + size, 0);
  expect(images.map(([url]) => url)).toContainEqual(expect.stringContaining("/site/banner-"));
  expect(
    total,
    `${total} B of images:\n${images.map(([url, size]) => `${size} ${url}`).join("\n")}`,
  ).toBeLessThanOrEqual(HOMEPAGE_FIRST_LOAD_IMAGES_BUDGET);
  await context.close();
});
