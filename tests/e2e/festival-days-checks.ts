import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { slugOf } from "#core/festival-schedule";
import { ASKS_AFTER_LAST_SET_MS } from "#core/programme-hours";
import { nextIsoDate, warsawDateTime } from "#core/warsaw-time";
import { readCalendar } from "../support/read-calendar";
import { DAYS, edition, SETS } from "./edition-facts";
import {
  expectNoAxeViolations,
  scrollIntoSteadyView,
  VIEWPORTS,
  waitForHydration,
  waitForWorkerControl,
} from "./helpers";

/**
 * The festival days as a visitor meets them (app/features/festival-days/README.md), for whichever
 * edition the site was built from: tests/e2e runs them on content/, tests/edition on the test
 * edition. Every moment is set on the browser's clock (page.clock) and every expectation comes
 * from the content's set times, so the same checks hold for any edition.
 */

const MINUTE = 60_000;
const at = (instant: string) => Date.parse(instant);
const plus = (instant: string, minutes: number) => new Date(at(instant) + minutes * MINUTE);
const stageName = (id: string) => edition.stages.find((stage) => stage.id === id)!.name;
const title = (set: (typeof SETS)[number]) => set.act ?? "koncert zespołu studenckiego";
const firstDay = DAYS[0]!;
const secondDay = DAYS[1]!;
const firstDaySets = SETS.filter((set) => set.day === firstDay.date);
const playingAt = (time: number) =>
  SETS.filter((set) => at(set.startsAt) <= time && time < at(set.endsAt));

/** The edition's slug, as the calendar's UIDs begin: "juwenalia-syrenki-2025". */
const editionSlugOf = () => slugOf(`${edition.name} ${edition.year}`);

/** The pages whose clock is installed: a later visit only sets the time. */
const clockInstalled = new WeakSet<Page>();

/**
 * Opens `path` with the browser's clock at `time` and waits until the page has hydrated. The same
 * page may visit several moments, one after the other: a new page costs the two cores about three
 * times what a navigation in an open one does (docs/performance/test-suite.md).
 */
async function openAt(page: Page, path: string, time: Date): Promise<void> {
  if (clockInstalled.has(page)) {
    await page.clock.setSystemTime(time);
  } else {
    await page.clock.install({ time });
    clockInstalled.add(page);
  }
  await page.goto(path);
  await waitForHydration(page);
}

/** Shows every day of the programme: it opens on one day at a time. */
async function showAllDays(page: Page): Promise<void> {
  await scrollIntoSteadyView(page.locator("#program").getByRole("group").first());
  await page.locator("#program").getByRole("radio", { name: "Wszystkie dni" }).check();
}

const nowNext = (page: Page) => page.getByRole("region", { name: "Na scenach" });
const stageCard = (page: Page, stage: string) =>
  nowNext(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: stageName(stage) }) });

/** The first set of the first day that has a later set on its stage after a gap. */
function setBeforeAGap() {
  for (const set of firstDaySets) {
    const next = firstDaySets.find(
      (other) => other.stage === set.stage && at(other.startsAt) > at(set.startsAt),
    );
    if (next && at(next.startsAt) > at(set.endsAt)) return { set, next };
  }
  throw new Error("the first day has no gap between two sets on one stage");
}

export function festivalDayChecks(): void {
  test.describe("now and next on /homepage", () => {
    test.use({ viewport: VIEWPORTS.mobile });

    // One page visits each moment in turn (openAt): every step sets the clock and loads the page.
    test("through the festival's days it says what is on, what comes next and when", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await test.step("before the gates open it says when they open", async () => {
        await openAt(page, "/homepage", new Date(warsawDateTime(firstDay.date, "10:00")));
        await expect(nowNext(page)).toContainText(`Bramy otwieramy o ${firstDay.opensAt}`);
      });
      await test.step("during a set it shows the set on each stage and the one after it", async () => {
        const first = firstDaySets[0]!;
        const time = plus(first.startsAt, 5);
        await openAt(page, "/homepage", time);
        for (const set of playingAt(time.getTime())) {
          const card = stageCard(page, set.stage);
          await expect(card.getByRole("definition").first()).toContainText(title(set));
          const next = firstDaySets.find(
            (other) => other.stage === set.stage && at(other.startsAt) >= at(set.endsAt),
          );
          if (next) await expect(card.getByRole("definition").nth(1)).toContainText(title(next));
        }
        await expectNoAxeViolations(page);
        await page.setViewportSize(VIEWPORTS.desktop);
        await expectNoAxeViolations(page);
        await page.setViewportSize(VIEWPORTS.mobile);
      });
      await test.step("between two sets the stage has a break and names what comes next", async () => {
        const { set, next } = setBeforeAGap();
        await openAt(page, "/homepage", plus(set.endsAt, 1));
        const card = stageCard(page, set.stage);
        await expect(card.getByRole("definition").first()).toHaveText("przerwa");
        await expect(card.getByRole("definition").nth(1)).toContainText(title(next));
        await expect(card.getByRole("definition").nth(1)).toContainText(next.startTime);
      });
      await test.step("after midnight it follows the night's last set, or the next day's gates", async () => {
        const lateSet = SETS.find((set) => set.endsAt.slice(0, 10) !== set.day);
        if (lateSet) {
          await openAt(page, "/homepage", plus(lateSet.endsAt, -10));
          await expect(
            stageCard(page, lateSet.stage).getByRole("definition").first(),
          ).toContainText(title(lateSet));
        } else {
          await openAt(
            page,
            "/homepage",
            new Date(warsawDateTime(nextIsoDate(firstDay.date), "00:10")),
          );
          await expect(nowNext(page)).toContainText(`Bramy otwieramy o ${secondDay.opensAt}`);
        }
      });
      await test.step("between two days it says what tomorrow starts with", async () => {
        const lastEnd = Math.max(
          at(firstDay.instants.lastConcertEndsAt),
          ...firstDaySets.map((set) => at(set.endsAt)),
        );
        const time = new Date(lastEnd + 10 * MINUTE);
        const midnight = new Date(warsawDateTime(nextIsoDate(firstDay.date), "00:00"));
        // When the first day ends after midnight there is no evening between the days.
        if (time >= midnight) return;
        const tomorrowFirst = SETS.find((set) => set.day === secondDay.date)!;
        await openAt(page, "/homepage", time);
        await expect(nowNext(page)).toContainText(`Jutro bramy otwieramy o ${secondDay.opensAt}.`);
        await expect(nowNext(page)).toContainText(
          `Pierwszy koncert: ${title(tomorrowFirst)} o ${tomorrowFirst.startTime}`,
        );
      });
      await test.step("after the programme's hours, and before its first day, it shows nothing", async () => {
        const lastEnd = Math.max(
          at(DAYS.at(-1)!.instants.lastConcertEndsAt),
          ...SETS.map((set) => at(set.endsAt)),
        );
        await openAt(page, "/homepage", new Date(lastEnd + ASKS_AFTER_LAST_SET_MS));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(nowNext(page)).toHaveCount(0);
        await page.clock.setSystemTime(
          new Date(warsawDateTime(firstDay.date, "00:00")).getTime() - 60 * MINUTE,
        );
        await page.reload();
        await waitForHydration(page);
        await expect(nowNext(page)).toHaveCount(0);
      });
    });

    test("a phone set to New York shows what a phone in Warsaw shows", async ({ browser }) => {
      const time = plus(firstDaySets[0]!.startsAt, 5);
      const texts: string[] = [];
      for (const timezoneId of ["Europe/Warsaw", "America/New_York"]) {
        const context = await browser.newContext({
          timezoneId,
          viewport: VIEWPORTS.mobile,
          baseURL: process.env.E2E_BASE_URL,
        });
        const page = await context.newPage();
        await openAt(page, "/homepage", time);
        await expect(nowNext(page)).toBeVisible();
        texts.push(await nowNext(page).innerText());
        await context.close();
      }
      expect(texts[1]).toBe(texts[0]);
    });

    test("it moves on by itself while the page stays open", async ({ page }) => {
      const { set, next } = setBeforeAGap();
      await openAt(page, "/homepage", plus(next.startsAt, -1));
      const card = stageCard(page, set.stage);
      await expect(card.getByRole("definition").first()).toHaveText("przerwa");
      await page.clock.runFor(2 * MINUTE);
      await expect(card.getByRole("definition").first()).toContainText(title(next));
    });
  });

  test("search engines get every set as a performance on its stage (JSON-LD subEvent)", async ({
    page,
  }) => {
    await page.goto("/homepage");
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    ) as {
      subEvent?: { name: string; startDate: string; endDate: string; location: { name: string } }[];
    };
    expect(data.subEvent).toEqual(
      SETS.map((set) => ({
        "@type": "MusicEvent",
        name: title(set),
        startDate: set.startsAt,
        endDate: set.endsAt,
        location: { "@type": "Place", name: `${stageName(set.stage)}, ${edition.venue.name}` },
        ...(set.act ? { performer: { "@type": "PerformingGroup", name: set.act } } : {}),
      })),
    );
  });

  test.describe("the timetable and the visitor's plan on /about", () => {
    test("marks the set playing now", async ({ page }) => {
      const first = firstDaySets[0]!;
      await openAt(page, "/about", plus(first.startsAt, 5));
      const item = page.locator(`[data-set-id="${first.id}"]`);
      await expect(item).toHaveAttribute("data-state", "playing");
      await expect(item).toContainText("Teraz");
      await item.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
    });

    test('a star survives a reload, lists the set in "Mój plan" and marks a clash', async ({
      page,
    }) => {
      // Two axe runs over the whole of /about (at 1400 and at 375 px): 22 s alone, past the
      // default 30 s on a busy two-core machine.
      test.slow();
      await page.goto("/about");
      await waitForHydration(page);
      await showAllDays(page);
      const program = page.getByRole("region", { name: "Program", exact: true });
      const overlapping = SETS.flatMap((set) =>
        SETS.filter(
          (other) =>
            other.id > set.id &&
            other.stage !== set.stage &&
            at(set.startsAt) < at(other.endsAt) &&
            at(other.startsAt) < at(set.endsAt),
        ).map((other) => [set, other] as const),
      )[0]!;
      for (const set of overlapping) {
        await program.locator(`[data-set-id="${set.id}"]`).getByRole("checkbox").check();
      }
      await page.reload();
      await waitForHydration(page);
      await showAllDays(page);
      for (const set of overlapping) {
        await expect(
          program.locator(`[data-set-id="${set.id}"]`).getByRole("checkbox"),
        ).toBeChecked();
      }
      const plan = page.getByRole("region", { name: "Mój plan" });
      const items = plan.getByRole("listitem");
      await expect(items).toHaveCount(2);
      const [earlier, later] = [...overlapping].sort(
        (a, b) => at(a.startsAt) - at(b.startsAt) || a.stage.localeCompare(b.stage),
      );
      await expect(items.first()).toContainText(title(earlier!));
      await expect(items.first()).toContainText(`Nakłada się z: ${title(later!)}`);
      await expectNoAxeViolations(page);
      await page.setViewportSize(VIEWPORTS.mobile);
      await expectNoAxeViolations(page);
      // Removing it from the plan takes the set off everywhere; the plan offers to undo it.
      await plan
        .getByRole("button", { name: new RegExp(`^Usuń z planu: ${title(earlier!)},`) })
        .click();
      await expect(plan.getByRole("button", { name: /^Usuń z planu: / })).toHaveCount(1);
      await expect(
        program.locator(`[data-set-id="${earlier!.id}"]`).getByRole("checkbox"),
      ).not.toBeChecked();
    });

    test("the plan's calendar file holds the starred sets, each with its own file too", async ({
      page,
    }) => {
      const starred = [firstDaySets[0]!, SETS.filter((set) => set.day === secondDay.date).at(-1)!];
      await page.goto("/about");
      await waitForHydration(page);
      await showAllDays(page);
      for (const set of starred) {
        await page.locator(`#program [data-set-id="${set.id}"]`).getByRole("checkbox").check();
      }
      const before = Date.now();
      const downloadPromise = page.waitForEvent("download");
      await page.getByRole("link", { name: "Pobierz plan do kalendarza" }).click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toMatch(/-moj-plan\.ics$/);
      const calendar = readCalendar(readFileSync(await download.path(), "utf8"));
      const host = new URL(edition.siteUrl).host;
      // Exactly the starred sets, nothing the visitor did not star.
      expect(calendar.events.map((event) => event.uid).sort()).toEqual(
        starred.map((set) => `${editionSlugOf()}-${set.id}@${host}`).sort(),
      );
      for (const set of starred) {
        const event = calendar.events.find((entry) => entry.uid.includes(`-${set.id}@`))!;
        expect(event.start).toBe(at(set.startsAt));
        expect(event.end).toBe(at(set.endsAt));
        expect(event.startZone).toBe("Europe/Warsaw");
        expect(event.summary).toBe(`${title(set)} – ${stageName(set.stage)}`);
        expect(event.alarms).toEqual(["-PT15M"]);
        // Made at the click: the stamp is the moment, not the build's.
        expect(event.stamp).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
      }
      // One set's own file: the same event alone.
      const set = starred[0]!;
      const single = page.waitForEvent("download");
      await page
        .locator(`#program [data-set-id="${set.id}"]`)
        .getByRole("link", { name: /^Dodaj do kalendarza: / })
        .click();
      const one = readCalendar(readFileSync(await (await single).path(), "utf8"));
      expect(one.events).toHaveLength(1);
      expect(one.events[0]!.uid).toBe(`${editionSlugOf()}-${set.id}@${host}`);
      expect(one.events[0]!.start).toBe(at(set.startsAt));
    });

    test("a star tapped before the page hydrates is kept", async ({ page }) => {
      const set = firstDaySets[0]!;
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/about", { waitUntil: "domcontentloaded" });
      const star = page.locator(`#program [data-set-id="${set.id}"]`).getByRole("checkbox");
      await star.check();
      release();
      await waitForHydration(page);
      await expect(star).toBeChecked();
      await expect(
        page.getByRole("region", { name: "Mój plan" }).getByRole("listitem"),
      ).toHaveCount(1);
    });
  });

  test.describe("offline", () => {
    test.use({ serviceWorkers: "allow" });

    test("stars stay and the timetable opens without a connection", async ({ page, context }) => {
      const set = firstDaySets[0]!;
      await page.goto("/about");
      await waitForHydration(page);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await waitForWorkerControl(page);
      await waitForHydration(page);
      await page.locator(`#program [data-set-id="${set.id}"]`).getByRole("checkbox").check();
      await context.setOffline(true);
      await page.reload();
      await waitForHydration(page);
      await expect(
        page.locator(`#program [data-set-id="${set.id}"]`).getByRole("checkbox"),
      ).toBeChecked();
      await expect(page.getByRole("region", { name: "Mój plan" })).toContainText(title(set));
      // Now/next comes from the worker's cache too: its chunk is precached with the page.
      await page.clock.install({ time: plus(set.startsAt, 5) });
      await page.goto("/homepage");
      await waitForHydration(page);
      await expect(stageCard(page, set.stage).getByRole("definition").first()).toContainText(
        title(set),
      );
      await context.setOffline(false);
    });
  });
}
