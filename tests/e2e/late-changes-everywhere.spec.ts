import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { ANNOUNCEMENT_POLL_MS } from "#core/announcement-timing";
import { FESTIVAL_CLOCK_MS } from "#core/festival-moment";
import { programmeSpans } from "#core/programme-hours";
import { warsawDateTime, warsawTimeOfDay } from "#core/warsaw-time";
import { edition, SETS } from "./edition-facts";
import { VIEWPORTS, waitForHydration } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * Late changes reach every phone until the programme ends
 * (server/moderation/README.md#late-changes), whatever zone the phone is set to: its clock is the
 * same instant in Warsaw, New York and Tokyo, and the pages read the programme's hours in Warsaw
 * time. A lead's delay at 19:50 on the last day reaches /homepage (the line-up card and now/next)
 * and /about (the timetable), in Polish and English, at the pages' next poll; a last-night set
 * delayed past midnight shows on them at 01:00; before the programme's hours and after them no page
 * asks at all. A server of the test's own, so its board is the test's. The poll goes through the
 * test (page.route), which keeps the browser's HTTP cache — on real time — out of it.
 */
const ZONES = ["Europe/Warsaw", "America/New_York", "Asia/Tokyo"] as const;
const lastDay = edition.days.at(-1)!.date;
const lastDaySets = SETS.filter((set) => set.day === lastDay && set.act);
/** The first named set of the last day starting after 19:50, and the day's last set. */
const evening = lastDaySets.find((set) => set.startsAt > warsawDateTime(lastDay, "19:50"))!;
const lastSet = lastDaySets.at(-1)!;
const EVENING_DELAY = 15;
/** Enough to move the last set past midnight (it must start before 00:00 as planned). */
const NIGHT_DELAY = 120;
const SPANS = programmeSpans(edition.days, SETS);
const PAGES = ["/homepage", "/about", "/en/homepage", "/en/about"] as const;
const MINUTE = 60_000;

const plus = (instant: string, minutes: number) =>
  new Date(Date.parse(instant) + minutes * MINUTE).toISOString();
const hhmm = warsawTimeOfDay;

let server: OwnServer;
let lead: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  server = await startOwnServer(playwright);
  lead = await server.moderator();
});
test.afterAll(async () => {
  await server?.stop();
});

async function change(setId: string, delayMinutes: number): Promise<void> {
  const response = await lead.put("/api/moderation/late-changes", {
    data: { setId, delayMinutes, cancelled: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

interface Phone {
  readonly context: BrowserContext;
  readonly pages: readonly Page[];
  /** How many times each page asked for the announcement and the late changes. */
  readonly asked: number[];
}

/** A phone in `timezoneId` with every page of PAGES open at `time`. */
async function phoneAt(browser: Browser, timezoneId: string, time: string): Promise<Phone> {
  const context = await browser.newContext({
    baseURL: server.url,
    timezoneId,
    viewport: VIEWPORTS.mobile,
  });
  const asked: number[] = [];
  const pages: Page[] = [];
  // One clock for the phone: a context's pages share it.
  await context.clock.install({ time: new Date(time) });
  for (const [index, path] of PAGES.entries()) {
    const page = await context.newPage();
    asked.push(0);
    await page.route("**/api/announcement", (route) => {
      asked[index]! += 1;
      return route.continue();
    });
    await page.goto(path);
    await waitForHydration(page);
    pages.push(page);
  }
  return { context, pages, asked };
}

/** The phone's clock on by one poll, as a phone left open would be. */
async function nextPoll(phone: Phone): Promise<void> {
  await phone.context.clock.runFor(ANNOUNCEMENT_POLL_MS);
}

/**
 * The phone's clock on until every page has both asked again and looked at the time again:
 * after a jump in time, now/next moves only at its own next tick, whose phase against the
 * poll's depends on when each page loaded.
 */
async function nextPollAndTick(phone: Phone): Promise<void> {
  await phone.context.clock.runFor(Math.max(ANNOUNCEMENT_POLL_MS, FESTIVAL_CLOCK_MS));
}

const polish = (path: string) => !path.startsWith("/en/");
const lineupCard = (page: Page, act: string) =>
  page
    .locator(".artist-card")
    .filter({ has: page.getByRole("heading", { level: 3, name: act, exact: true }) });
const nowNext = (page: Page, path: string) =>
  page.getByRole("region", { name: polish(path) ? "Na scenach" : "On stage" });
const timetableSet = (page: Page, setId: string) =>
  page.locator(`#program [data-set-id="${setId}"]`);

/**
 * What each page shows of `set` delayed by `minutes` (app/features/festival-days/README.md): its
 * moved hours everywhere, and in the timetable its delay, or "Teraz" once it plays.
 */
async function expectDelayShown(
  phone: Phone,
  set: (typeof SETS)[number],
  minutes: number,
  playing = false,
) {
  const startsAt = plus(set.startsAt, minutes);
  const endsAt = plus(set.endsAt, minutes);
  for (const [index, page] of phone.pages.entries()) {
    const path = PAGES[index]!;
    const hours = `${hhmm(startsAt)}–${hhmm(endsAt)}`;
    if (path.endsWith("homepage")) {
      const card = lineupCard(page, set.act!);
      await expect(card, path).toContainText(hhmm(startsAt));
      await expect(card, path).toContainText(
        polish(path)
          ? `opóźnienie ${minutes} min (planowo ${set.startTime})`
          : `${minutes} min late (planned ${set.startTime})`,
      );
      await expect(nowNext(page, path), path).toContainText(set.act!);
      await expect(nowNext(page, path), path).toContainText(hours);
    } else {
      const item = timetableSet(page, set.id);
      await expect(item, path).toBeVisible();
      await expect(item, path).toContainText(hours);
      const english = playing ? "On now" : `Running ${minutes} min late (planned ${set.startTime})`;
      const polishWords = playing
        ? "Teraz"
        : `Opóźnienie ${minutes} min (planowo ${set.startTime})`;
      await expect(item, path).toContainText(polish(path) ? polishWords : english);
    }
  }
}

test.describe.configure({ mode: "serial" });

for (const timezoneId of ZONES) {
  test(`a phone set to ${timezoneId} follows the last day's changes past midnight`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // Both sets back on plan: each zone starts from the schedule as content gives it.
    await change(evening.id, 0);
    await change(lastSet.id, 0);
    const phone = await phoneAt(browser, timezoneId, warsawDateTime(lastDay, "19:50"));
    // Every page asks as soon as it has loaded the banner's chunk.
    await expect.poll(() => phone.asked.every((count) => count > 0)).toBe(true);

    await change(evening.id, EVENING_DELAY);
    await nextPoll(phone);
    await expectDelayShown(phone, evening, EVENING_DELAY);

    // The night's last set, delayed past midnight: at 01:00 every page still asks and shows it.
    await change(lastSet.id, NIGHT_DELAY);
    await phone.context.clock.setSystemTime(new Date(plus(warsawDateTime(lastDay, "23:59"), 61)));
    await nextPollAndTick(phone);
    expect(Date.parse(plus(lastSet.startsAt, NIGHT_DELAY))).toBeGreaterThan(
      Date.parse(warsawDateTime(lastDay, "23:59")),
    );
    // At 01:00 it plays: now/next has it now, the timetable marks it playing, at its new hours.
    await expectDelayShown(phone, lastSet, NIGHT_DELAY, true);
    for (const [index, page] of phone.pages.entries()) {
      const night = polish(PAGES[index]!)
        ? "w nocy z soboty na niedzielę"
        : "Saturday night, after midnight";
      if (PAGES[index]!.endsWith("about")) {
        await expect(timetableSet(page, lastSet.id)).toContainText(night);
      }
    }

    await phone.context.close();

    // After the programme's hours no page asks, however long it stays open (a page left open
    // across the end stops: app/features/announcement/announcement-banner.test.tsx).
    const after = await phoneAt(
      browser,
      timezoneId,
      new Date(SPANS.at(-1)!.until + MINUTE).toISOString(),
    );
    await after.context.clock.runFor(10 * MINUTE);
    expect(after.asked).toEqual([0, 0, 0, 0]);
    await after.context.close();
  });
}

test("before the festival no page asks, in any zone, until the programme's hours open", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const opens = SPANS[0]!.from;
  for (const timezoneId of ZONES) {
    const phone = await phoneAt(browser, timezoneId, new Date(opens - 2 * MINUTE).toISOString());
    await phone.context.clock.runFor(MINUTE);
    expect(phone.asked, timezoneId).toEqual([0, 0, 0, 0]);
    await phone.context.clock.runFor(2 * MINUTE);
    await expect
      .poll(() => phone.asked.every((count) => count > 0), { message: timezoneId })
      .toBe(true);
    await phone.context.close();
  }
});
