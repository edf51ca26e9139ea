import { expect, test, type Page } from "@playwright/test";
import { ANNOUNCEMENT_POLL_MS } from "#core/announcement-timing";
import { calendarDate } from "#core/dates/calendar-date";
import { polishDates } from "#core/dates/polish-words";
import { warsawTimeOfDay } from "#core/warsaw-time";
import { edition, SETS } from "./edition-facts";
import { expectNoAxeViolations, VIEWPORTS, waitForHydration } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { signInPanel } from "./staff-api";

/**
 * A lead's late change reaches an open /homepage (app/features/festival-days/README.md): the
 * phone's clock stands in the first set of the festival (the content's message window is open then,
 * so the page polls); in the panel's "Program" tab the lead delays that set and then cancels it,
 * and now/next follows at the page's next poll, without a reload. A server of the test's own: its
 * board is not the shared one, whose schedule the other festival-day tests read. The page's clock
 * drives the poll; routing it through the test keeps the browser's HTTP cache, which runs on real
 * time, out of it (announcement.spec.ts checks the poll's interval and cache life).
 */
const first = SETS[0]!;
const nextOnStage = SETS.find(
  (set) => set.stage === first.stage && set.day === first.day && set.startsAt >= first.endsAt,
)!;

/** How the panel names the set in its controls: "Trzecia Zmiana (piątek 17:30)". */
const PANEL_LABEL = `${first.act} (${polishDates.weekdayName(calendarDate(first.day))} ${first.startTime})`;

let server: OwnServer;

test.beforeAll(async ({ playwright }) => {
  server = await startOwnServer(playwright);
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * The lead signed in to the panel, its second factor proved (staff-api.ts), on its "Program"
 * tab.
 */
async function openProgrammeTab(page: Page): Promise<void> {
  await signInPanel(page, server.lead, server.url);
  await page.getByRole("tab", { name: "Program" }).click();
}

test("a delay and a cancellation move now/next on an open page at its next poll", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.mobile });
  const page = await context.newPage();
  const staff = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const panel = await staff.newPage();
  await openProgrammeTab(panel);
  await page.clock.install({ time: new Date(Date.parse(first.startsAt) + 5 * 60_000) });
  await page.route("**/api/announcement", (route) => route.continue());
  await page.goto("/homepage");
  await waitForHydration(page);
  const card = page
    .getByRole("region", { name: "Na scenach" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", {
        level: 3,
        name: edition.stages.find((stage) => stage.id === first.stage)!.name,
      }),
    });
  const nowLine = card.getByRole("definition").first();
  await expect(nowLine).toContainText(first.act ?? "koncert zespołu studenckiego");

  // Twenty minutes late: five minutes in, the set has not started, and it is the stage's first:
  // the card says when the stage starts, and names the set at its new time.
  // The set's row opens its delay and cancellation ("Zmień").
  await panel.getByRole("button", { name: `Zmień: ${PANEL_LABEL}` }).click();
  await panel.getByLabel(`Opóźnienie (min): ${PANEL_LABEL}`).fill("20");
  await panel.getByRole("button", { name: `Opóźnij: ${PANEL_LABEL}` }).click();
  await expect(panel.getByText("Opóźniony o 20 min").first()).toBeVisible();
  await page.clock.runFor(ANNOUNCEMENT_POLL_MS);
  const delayedStart = warsawTimeOfDay(
    new Date(Date.parse(first.startsAt) + 20 * 60_000).toISOString(),
  );
  await expect(card).toContainText(`Scena rusza o ${delayedStart}`);
  await expect(nowLine).toContainText(`${first.act}`);
  await expect(nowLine).toContainText("opóźnienie 20 min");

  // Cancelled: the stage starts with its following set.
  await panel.getByRole("button", { name: `Odwołaj: ${PANEL_LABEL}` }).click();
  await panel.getByRole("alertdialog").getByRole("button", { name: "Odwołaj występ" }).click();
  await expect(panel.getByRole("button", { name: `Przywróć: ${PANEL_LABEL}` })).toBeVisible();
  await expectNoAxeViolations(panel);
  await page.clock.runFor(ANNOUNCEMENT_POLL_MS);
  await expect(card).toContainText(`Scena rusza o ${nextOnStage.startTime}`);
  await expect(nowLine).toContainText(`${nextOnStage.act}`);

  // On /about the timetable shows both facts in words.
  await page.goto("/about");
  await waitForHydration(page);
  await expect(page.locator(`#program [data-set-id="${first.id}"]`)).toContainText("Odwołany");
  await context.close();
  await staff.close();
});
