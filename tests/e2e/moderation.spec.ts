import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations, VIEWPORTS, waitForHydration } from "./helpers";
import { decide, moderatorApi, moderatorPassword, submitMessage, unique } from "./staff-api";

/**
 * /moderacja (docs/product.md#moderation-panel): login, the live pending queue, approve / reject by
 * click and keyboard, counts, the approved / rejected history with undo; on a phone too. Messages
 * are posted through the real API; the server is shared with other specs, so each test finds its
 * own by a unique text.
 */
test.use({ serviceWorkers: "block" });

const queue = (page: Page) => page.getByRole("list", { name: "Oczekujące wiadomości" });
const itemWith = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text });

async function signIn(page: Page): Promise<void> {
  await page.goto("/moderacja");
  await waitForHydration(page);
  await page.getByLabel("Hasło moderatora").fill(moderatorPassword());
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByText("Na żywo", { exact: true })).toBeVisible();
}

/** The number under a label of the counts ("Oczekujące", "Zatwierdzone", "Odrzucone"). */
function count(page: Page, label: string) {
  return page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
}

/**
 * The counts on the page follow the server live. Other specs decide messages on the same server at
 * the same time, so the test compares the page with what the API says now, until they agree,
 * instead of expecting a fixed rise.
 */
async function expectCountsToMatchServer(page: Page, api: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => {
      const response = await api.get("/api/moderation/counts");
      const server = (await response.json()) as Record<string, number>;
      const shown = {
        pending: Number(await count(page, "Oczekujące").textContent()),
        approved: Number(await count(page, "Zatwierdzone").textContent()),
        rejected: Number(await count(page, "Odrzucone").textContent()),
      };
      const same = Object.entries(shown).every(([key, value]) => server[key] === value);
      return { same, shown, server };
    })
    .toMatchObject({ same: true });
}

test.describe("/moderacja", () => {
  test("is a staff page: noindex, one h1, not linked from the site", async ({ page }) => {
    await page.goto("/moderacja");
    await waitForHydration(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Moderacja telebimu");
    await page.goto("/homepage");
    await waitForHydration(page);
    await expect(page.locator('a[href*="moderacja"], a[href*="telebim"]')).toHaveCount(0);
  });

  test("refuses a wrong password with a Polish message, then lets the moderator in", async ({
    page,
  }) => {
    test.slow(); // axe on a busy CI machine
    await page.goto("/moderacja");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByLabel("Hasło moderatora").fill("to-nie-jest-haslo");
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(page.getByRole("alert")).toHaveText("Nieprawidłowe hasło.");
    await expect(page.getByLabel("Hasło moderatora")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Hasło moderatora").fill(moderatorPassword());
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(page.getByRole("tab", { name: "Kolejka" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText("Na żywo", { exact: true })).toBeVisible(); // the session survives a reload

    await page.getByRole("button", { name: "Wyloguj się" }).click();
    await expect(page.getByLabel("Hasło moderatora")).toBeVisible();
    await expect(page.getByText("Wylogowano.")).toBeVisible();
  });

  test("shows new messages live, with counts, and approves / rejects by click", async ({
    page,
    playwright,
  }) => {
    test.slow(); // axe on a busy CI machine
    await signIn(page);
    const api = await moderatorApi(playwright);
    const first = unique("Pierwsza na żywo");
    const second = unique("Druga na żywo");
    await submitMessage(api, "Kasia", first);
    await submitMessage(api, "Tomek", second);

    // No reload: the queue follows the server's event stream.
    await expect(itemWith(page, first)).toBeVisible();
    await expect(itemWith(page, second)).toBeVisible();
    await expect(itemWith(page, first)).toContainText("Kasia");
    await expectCountsToMatchServer(page, api);
    await expectNoAxeViolations(page);

    await itemWith(page, first).getByRole("button", { name: "Zatwierdź" }).click();
    await expect(queue(page).getByText(first)).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Zatwierdzono" })).toContainText(
      "Kasia",
    );
    await expectCountsToMatchServer(page, api);

    await itemWith(page, second).getByRole("button", { name: "Odrzuć" }).click();
    await expect(queue(page).getByText(second)).toHaveCount(0);
    await expectCountsToMatchServer(page, api);

    await page.getByRole("tab", { name: "Zatwierdzone" }).click();
    await expect(itemWith(page, first)).toBeVisible();
    await page.getByRole("tab", { name: "Odrzucone" }).click();
    await expect(itemWith(page, second)).toBeVisible();
    await api.dispose();
  });

  test("works by keyboard: arrows move, A approves, R rejects, U undoes", async ({
    page,
    playwright,
  }) => {
    await signIn(page);
    const api = await moderatorApi(playwright);
    const texts = [unique("Klawiatura jeden"), unique("Klawiatura dwa"), unique("Klawiatura trzy")];
    const ids: number[] = [];
    for (const text of texts) ids.push(await submitMessage(api, "Klawiatura", text));
    const oneId = ids[0] ?? 0;
    for (const text of texts) await expect(itemWith(page, text)).toBeVisible();
    const [one, two, three] = texts as [string, string, string];

    // ↓ moves the selection (and focus) to the next message in the queue.
    await itemWith(page, one).getByRole("button", { name: "Zatwierdź" }).focus();
    await expect(itemWith(page, one)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowDown");
    const focusedItem = page.locator("li:focus-within");
    await expect(focusedItem).toHaveAttribute("aria-current", "true");
    const nextOfOne = await itemWith(page, one).evaluate(
      (element) => element.nextElementSibling?.textContent ?? "",
    );
    await expect(focusedItem).toHaveText(nextOfOne);
    await page.keyboard.press("ArrowUp");
    await expect(itemWith(page, one)).toHaveAttribute("aria-current", "true");

    // A approves the selected message; the selection moves on to the one taking its place.
    await page.keyboard.press("a");
    await expect(queue(page).getByText(one)).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Zatwierdzono" })).toBeVisible();

    // U undoes the last decision: the message is back in the queue.
    await page.keyboard.press("u");
    await expect(itemWith(page, one)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "wróciła do kolejki" })).toBeVisible();

    // Another moderator's decision elsewhere in the queue does not move this one's selection.
    await itemWith(page, two).getByRole("button", { name: "Odrzuć" }).focus();
    await expect(itemWith(page, two)).toHaveAttribute("aria-current", "true");
    await decide(api, oneId, "approve");
    await expect(queue(page).getByText(one)).toHaveCount(0);
    await expect(itemWith(page, two)).toHaveAttribute("aria-current", "true");

    // R rejects the selected message.
    await page.keyboard.press("r");
    await expect(queue(page).getByText(two)).toHaveCount(0);
    await page.getByRole("tab", { name: "Odrzucone" }).click();
    await expect(itemWith(page, two)).toBeVisible();

    // Undo from the history: back to the queue for a new decision.
    await itemWith(page, two).getByRole("button", { name: "Cofnij decyzję" }).click();
    await expect(itemWith(page, two)).toHaveCount(0);
    await page.getByRole("tab", { name: "Kolejka" }).click();
    await expect(itemWith(page, two)).toBeVisible();
    await expect(itemWith(page, three)).toBeVisible();
    await api.dispose();
  });

  test("works on a phone: everything fits and the buttons are thumb-sized", async ({
    page,
    playwright,
  }) => {
    test.slow(); // axe on a busy CI machine
    await page.setViewportSize(VIEWPORTS.mobile);
    await signIn(page);
    const api = await moderatorApi(playwright);
    const text = unique(
      "Z telefonu, bardzo długa wiadomość bez spacji: Konstantynopolitańczykówna",
    );
    await submitMessage(api, "Telefon", text);
    const item = itemWith(page, text);
    await expect(item).toBeVisible();
    const approve = item.getByRole("button", { name: "Zatwierdź" });
    const box = await approve.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await approve.click();
    await expect(queue(page).getByText(text)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await api.dispose();
  });
});
