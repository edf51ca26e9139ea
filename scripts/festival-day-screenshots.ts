/**
 * Screenshots of the festival days for the organisers and the docs (docs/festival-days/):
 * /homepage's now/next, /about's timetable and "Mój plan", during a set, outside the days, and on
 * the last evening with a starred set delayed and another cancelled (Polish and English), at 375
 * and 1400 px. `npm run build`, then `npx tsx scripts/festival-day-screenshots.ts`. The browser's
 * clock is set to each moment (page.clock), so the shots do not depend on today; the late changes
 * are the poll's answer, given by the script.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_ARGS } from "../playwright.config";
import { loadEdition } from "#content-layer/load";
import { festivalSets, slugOf } from "#core/festival-schedule";
import { warsawDateTime } from "#core/warsaw-time";
import { serveBuild } from "#tests/support/serve-build";

const OUTPUT = path.resolve(import.meta.dirname, "..", "docs", "festival-days");
const edition = loadEdition();
const sets = festivalSets(edition.days);
const firstDay = edition.days[0]!;
const secondSet = sets.filter((set) => set.day === firstDay.date)[1]!;

const lastDay = edition.days.at(-1)!.date;
const lastDaySets = sets.filter((set) => set.day === lastDay && set.act);
/** On the last evening: the next named set 15 minutes late, the one after it cancelled. */
const delayed = lastDaySets.find((set) => set.startsAt > warsawDateTime(lastDay, "19:50"))!;
const cancelled = lastDaySets[lastDaySets.indexOf(delayed) + 1]!;
const LATE_CHANGES = [
  { setId: delayed.id, delayMinutes: 15, cancelled: false, sequence: 1 },
  { setId: cancelled.id, delayMinutes: 0, cancelled: true, sequence: 2 },
];

/**
 * Five minutes into the first day's second set, a week after the festival, and the last evening
 * at 19:50 with late changes to two starred sets.
 */
const MOMENTS = {
  "during-a-set": { at: new Date(Date.parse(secondSet.startsAt) + 5 * 60_000), changes: [] },
  "outside-the-days": {
    at: new Date(Date.parse(sets.at(-1)!.endsAt) + 7 * 24 * 3_600_000),
    changes: [],
  },
  "late-changes": { at: new Date(warsawDateTime(lastDay, "19:50")), changes: LATE_CHANGES },
};
const LANGUAGES = { "": "pl-PL", "en-": "en-GB" };
const WIDTHS = { phone: 375, desktop: 1400 };
/**
 * Three starred sets of the first day, two of them overlapping, to show the plan and a clash, and
 * the two the last evening changes.
 */
const STARRED = [
  ...sets
    .filter((set) => set.day === firstDay.date)
    .slice(0, 3)
    .map((set) => set.id),
  delayed.id,
  cancelled.id,
];

async function shoot(browser: Browser, url: string): Promise<void> {
  for (const [momentName, moment] of Object.entries(MOMENTS)) {
    for (const [prefix, locale] of Object.entries(LANGUAGES)) {
      // English pages for the late changes; the other moments are as before, in Polish.
      if (prefix !== "" && momentName !== "late-changes") continue;
      const base = prefix === "" ? url : `${url}/en`;
      for (const [widthName, width] of Object.entries(WIDTHS)) {
        const context = await browser.newContext({
          viewport: { width, height: widthName === "phone" ? 812 : 900 },
          timezoneId: "Europe/Warsaw",
          locale,
          serviceWorkers: "block",
        });
        const page = await context.newPage();
        await page.clock.install({ time: moment.at });
        await page.route("**/api/announcement", (route) =>
          route.fulfill({ json: { announcement: null, lateChanges: moment.changes } }),
        );
        await page.addInitScript(([key, ids]) => localStorage.setItem(key!, JSON.stringify(ids)), [
          `juwenalia:plan:${slugOf(`${edition.name} ${edition.year}`)}`,
          STARRED,
        ] as const);
        const name = (what: string) =>
          path.join(OUTPUT, `${prefix}${what}-${momentName}-${width}.png`);
        await page.goto(`${base}/homepage`);
        await page.waitForTimeout(1500);
        // The hero and what follows it: now/next sits right under the banner.
        await page.screenshot({
          path: name("homepage"),
          clip: { x: 0, y: 0, width, height: widthName === "phone" ? 1500 : 1400 },
          fullPage: true,
        });
        await page.goto(`${base}/about#program`);
        await page.waitForTimeout(1500);
        await page.locator("#program").screenshot({ path: name("timetable") });
        await page.locator("#moj-plan").screenshot({ path: name("my-plan") });
        await context.close();
      }
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
