import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../playwright.config";
import { PUBLIC_PATHS, SCREEN_PATH } from "#core/site-pages";
import { VIEWPORTS } from "#tests/e2e/helpers";
import { e2eServerEnvironment } from "#tests/e2e/server-environment";
import { serveBuild } from "#tests/support/serve-build";
import {
  approveForScreen,
  BEFORE_FESTIVAL,
  DURING_FESTIVAL,
  leadApi,
  makeLateChanges,
  SCREEN_MESSAGES,
  signInLead,
} from "./shot-fixtures";
import { settle, steadyScreenshot, systemFontShare } from "./steady-page";

/**
 * The pages scripts/compare-screenshots.ts photographs, and how: each in a browser context of
 * its own with a fixed clock, reduced motion and no service worker, on our production server
 * over the build with a fresh database that shot-fixtures.ts fills the same way for every build.
 */

export interface Shot {
  /** The file's name without its extension: "en-homepage-375", "telebim-1920". */
  readonly name: string;
  readonly path: string;
  readonly width: number;
  readonly kind: "page" | "sign-in" | "panel" | "screen";
  /** The moment on the browser's clock. */
  readonly at: string;
}

/** The e2e tests' viewports, and the screens' 1080: the height decides what `vh` is. */
const HEIGHTS: Readonly<Record<number, number>> = {
  [VIEWPORTS.mobile.width]: VIEWPORTS.mobile.height,
  [VIEWPORTS.desktop.width]: VIEWPORTS.desktop.height,
  1920: 1080,
};
/** Above this share of letters in system fonts, the site's fonts were left out (steady-page.ts). */
const SYSTEM_FONT_SHARE = 0.1;

export function plannedShots(): Shot[] {
  const shots: Shot[] = [];
  const add = (shot: Omit<Shot, "name">, prefix = "") => {
    const slug = shot.path.slice(1).replaceAll("/", "-");
    shots.push({ ...shot, name: `${prefix}${slug}-${shot.width}` });
  };
  for (const width of [375, 1400]) {
    for (const page of PUBLIC_PATHS) {
      for (const language of ["", "/en"]) {
        add({ path: `${language}${page}`, width, kind: "page", at: BEFORE_FESTIVAL });
      }
    }
    for (const page of ["/homepage", "/about", "/en/homepage", "/en/about"]) {
      add({ path: page, width, kind: "page", at: DURING_FESTIVAL }, "during-");
    }
    add({ path: "/moderacja", width, kind: "sign-in", at: BEFORE_FESTIVAL });
    add({ path: "/moderacja", width, kind: "panel", at: BEFORE_FESTIVAL }, "panel-");
  }
  add({ path: SCREEN_PATH, width: 1920, kind: "screen", at: DURING_FESTIVAL });
  return shots;
}

/**
 * Opens the shot's page as it is photographed. The page is opened once before, so its fonts
 * come from the browser's cache in time (steady-page.ts says why they might not); the screen
 * without its key then, which would otherwise report itself and move its rotation on.
 */
async function open(page: Page, origin: string, shot: Shot, screenLink: string, password: string) {
  await page.goto(`${origin}${shot.path}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => document.fonts.ready);
  if (shot.kind === "screen") {
    await page.goto(`${origin}${screenLink}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByText(SCREEN_MESSAGES[0].author, { exact: true }).waitFor();
    // The rotation runs on timers: time stops with the first message up, in every run.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.clock.runFor(500);
    await page.evaluate(() => document.fonts.ready);
    return;
  }
  await page.goto(`${origin}${shot.path}`);
  if (shot.kind === "panel") {
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const live = page.getByText("Na żywo", { exact: true });
    const name = page.getByLabel("Nazwa konta");
    // Opened again after its fonts were missed, the panel is still signed in.
    await live.or(name).first().waitFor();
    if (await name.isVisible()) {
      // The sign-in form and its second-factor step have shots and tests of their own; the
      // panel's session comes through the page's own requests, which share its cookies.
      await signInLead(page.context().request, origin, password);
      await page.reload();
    }
    await live.waitFor();
    await page.locator('[role="tab"][aria-selected="true"]').waitFor();
  }
  await settle(page);
}

/** Photographs one shot into `file`; what did not go as planned, if anything. */
async function shoot(
  browser: Browser,
  origin: string,
  shot: Shot,
  screenLink: string,
  password: string,
  file: string,
): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width: shot.width, height: HEIGHTS[shot.width] ?? 900 },
    reducedMotion: "reduce",
    serviceWorkers: "block",
    locale: shot.path.startsWith("/en/") ? "en-GB" : "pl-PL",
    timezoneId: "Europe/Warsaw",
  });
  const page = await context.newPage();
  const notes: string[] = [];
  try {
    // The screen's clock runs until its first message is up (open); the pages' stands still.
    if (shot.kind === "screen") await page.clock.install({ time: new Date(shot.at) });
    else await page.clock.setFixedTime(new Date(shot.at));
    let share = 1;
    for (let attempt = 0; attempt < 3 && share > SYSTEM_FONT_SHARE; attempt += 1) {
      await open(page, origin, shot, screenLink, password);
      share = await systemFontShare(page);
    }
    if (share > SYSTEM_FONT_SHARE) notes.push(`${Math.round(share * 100)}% in system fonts`);
    if (!(await steadyScreenshot(page, file))) notes.push("never held still");
  } finally {
    await context.close();
  }
  return notes;
}

/**
 * Photographs `shots` of the build in `buildDir` (a `build/` folder) into `outDir`, served on
 * `port`: both builds get the same port, so no address a page shows or encodes differs.
 */
export async function photographBuild(
  buildDir: string,
  outDir: string,
  shots: readonly Shot[],
  port: number,
  report: (shot: Shot, notes: readonly string[]) => void,
): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), "juwenalia-compare-"));
  const password = "porownanie-zrzutow-ekranu";
  const server = await serveBuild(
    {
      ...e2eServerEnvironment(dataDir, password),
      BUILD_DIR: buildDir,
      STATIC_DIR: path.join(buildDir, "client"),
      // The overload guard answers 503 while the event loop lags, which a browser drawing pages
      // on the same two cores makes it do: a panel shot in that moment would show an error.
      OVERLOAD_EVENT_LOOP_DELAY_MS: "0",
    },
    { port },
  );
  let stopping = false;
  server.process.once("exit", (code, signal) => {
    if (!stopping) console.error(`The server over ${buildDir} exited (${signal ?? code}).`);
  });
  let browser: Browser | undefined;
  let api: APIRequestContext | undefined;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // A tile drawn again only where it changed kept the rounded edges across the tile's
      // border smoothed as in its first drawing, which differed from run to run (the "Mój plan"
      // link on /about, 52 pixels): every tile is drawn whole.
      args: [...CHROMIUM_ARGS, "--disable-partial-raster"],
    });
    api = await leadApi(server.url, password);
    await makeLateChanges(api);
    // Messages only once the panel's shots are taken: its queue and figures would show the
    // server's real times of arrival, which differ from one run to the next.
    let screenLink = "";
    for (const shot of shots) {
      if (shot.kind === "screen" && !screenLink) screenLink = await approveForScreen(api);
      const file = path.join(outDir, `${shot.name}.png`);
      report(shot, await shoot(browser, server.url, shot, screenLink, password, file));
    }
  } finally {
    await api?.dispose();
    await browser?.close();
    stopping = true;
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
