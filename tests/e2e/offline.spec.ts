import { expect, test } from "@playwright/test";
import { waitForHydration, waitForWorkerControl } from "./helpers";

// app/features/offline/README.md: after one online visit, /faq, /about and /homepage open without a
// connection.
test.use({ serviceWorkers: "allow" });

test("after one visit the public pages render offline", async ({ page, context }) => {
  await page.goto("/homepage");
  await waitForHydration(page);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active);
  });
  // The worker precaches on install; wait until it controls the page.
  await page.reload();
  await waitForWorkerControl(page);

  await context.setOffline(true);
  for (const [path, heading] of [
    ["/faq", /pytania/i],
    ["/about", /O wydarzeniu/i],
    ["/homepage", /Juwenalia/i],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
  await page.goto("/faq");
  await expect(page.getByText(/70\szł/).first()).toBeAttached();
  await page.goto("/about");
  await expect(page.getByText("17:30").first()).toBeAttached();
  await context.setOffline(false);
});
