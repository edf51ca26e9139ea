import { expect, test, type APIRequestContext } from "@playwright/test";
import { edition, SETS } from "./edition-facts";
import { VIEWPORTS, waitForHydration } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * A lead's late change reaches an open /homepage (docs/product.md#festival-days): the page's
 * clock stands in the first set of the festival (the content's message window is open then, so
 * the page polls), the lead delays that set and then cancels it, and now/next follows within 30 s
 * without a reload. A server of the test's own: its board is not the shared one, whose schedule
 * the other festival-day tests read.
 */
const ARRIVAL_MS = 30_000;
const first = SETS[0]!;
const nextOnStage = SETS.find(
  (set) => set.stage === first.stage && set.day === first.day && set.startsAt >= first.endsAt,
)!;

let server: OwnServer;
let lead: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  server = await startOwnServer(playwright);
  lead = await server.moderator();
});
test.afterAll(async () => {
  await server?.stop();
});

async function change(setId: string, delayMinutes: number, cancelled: boolean) {
  const response = await lead.put("/api/moderation/set-changes", {
    data: { setId, delayMinutes, cancelled },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test("a delay and a cancellation move now/next on an open page within 30 s", async ({
  browser,
}) => {
  test.setTimeout(4 * ARRIVAL_MS);
  const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.mobile });
  const page = await context.newPage();
  await page.clock.install({ time: new Date(Date.parse(first.startsAt) + 5 * 60_000) });
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
  const nextLine = card.getByRole("definition").nth(1);
  await expect(nowLine).toContainText(first.act ?? "koncert zespołu studenckiego");

  // Twenty minutes late: five minutes in, the set has not started; it is next, at its new time.
  await change(first.id, 20, false);
  await expect(nowLine).toHaveText("przerwa", { timeout: ARRIVAL_MS });
  await expect(nextLine).toContainText(`${first.act}`);
  await expect(nextLine).toContainText("opóźnienie 20 min");

  // Cancelled: what comes next is the stage's following set.
  await change(first.id, 0, true);
  await expect(nextLine).toContainText(`${nextOnStage.act}`, { timeout: ARRIVAL_MS });

  // On /about the timetable shows both facts in words.
  await page.goto("/about");
  await waitForHydration(page);
  await expect(page.locator(`#program [data-set-id="${first.id}"]`)).toContainText("Odwołany", {
    timeout: ARRIVAL_MS,
  });
  await context.close();
});
