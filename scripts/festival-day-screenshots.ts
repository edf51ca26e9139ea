/**
 * Screenshots of the festival days for the organisers and the docs (docs/festival-days/):
 * /homepage's now/next, /about's timetable and "Mój plan", during a set and outside the days, at
 * 375 and 1400 px. `npm run build`, then `npx tsx scripts/festival-day-screenshots.ts`. The
 * browser's clock is set to each moment (page.clock), so the shots do not depend on today.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_ARGS } from "../playwright.config";
import { loadEdition } from "../content/load";
import { festivalSets, slugOf } from "../core/festival-schedule";
import { serveBuild } from "../tests/support/serve-build";

const OUTPUT = path.resolve(import.meta.dirname, "..", "docs", "festival-days");
const edition = loadEdition();
const sets = festivalSets(edition.days);
const firstDay = edition.days[0]!;
const secondSet = sets.filter((set) => set.day === firstDay.date)[1]!;

/** Five minutes into the first day's second set, and a week after the festival. */
const MOMENTS = {
  "during-a-set": new Date(Date.parse(secondSet.startsAt) + 5 * 60_000),
  "outside-the-days": new Date(Date.parse(sets.at(-1)!.endsAt) + 7 * 24 * 3_600_000),
};
const WIDTHS = { phone: 375, desktop: 1400 };
/** Three starred sets of the first day, two of them overlapping, to show the plan and a clash. */
const STARRED = sets
  .filter((set) => set.day === firstDay.date)
  .slice(0, 3)
  .map((set) => set.id);

async function shoot(browser: Browser, url: string): Promise<void> {
  for (const [momentName, moment] of Object.entries(MOMENTS)) {
    for (const [widthName, width] of Object.entries(WIDTHS)) {
      const context = await browser.newContext({
        viewport: { width, height: widthName === "phone" ? 812 : 900 },
        timezoneId: "Europe/Warsaw",
        locale: "pl-PL",
        serviceWorkers: "block",
      });
      const page = await context.newPage();
      await page.clock.install({ time: moment });
      await page.addInitScript(([key, ids]) => localStorage.setItem(key!, JSON.stringify(ids)), [
        `juwenalia:plan:${slugOf(`${edition.name} ${edition.year}`)}`,
        STARRED,
      ] as const);
      await page.goto(`${url}/homepage`);
      await page.waitForTimeout(1500);
      // The hero and what follows it: now/next sits right under the banner.
      await page.screenshot({
        path: path.join(OUTPUT, `homepage-${momentName}-${width}.png`),
        clip: { x: 0, y: 0, width, height: widthName === "phone" ? 1500 : 1400 },
        fullPage: true,
      });
      await page.goto(`${url}/about#program`);
      await page.waitForTimeout(1500);
      await page
        .locator("#program")
        .screenshot({ path: path.join(OUTPUT, `timetable-${momentName}-${width}.png`) });
      await page
        .locator("#moj-plan")
        .screenshot({ path: path.join(OUTPUT, `my-plan-${momentName}-${width}.png`) });
      await context.close();
    }
  }
}

mkdirSync(OUTPUT, { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), "juwenalia-festival-days-"));
const server = await serveBuild({ DATA_DIR: dataDir, DATABASE_URL: "" });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
try {
  await shoot(browser, server.url);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`Wrote the festival-day screenshots to ${path.relative(process.cwd(), OUTPUT)}/`);
