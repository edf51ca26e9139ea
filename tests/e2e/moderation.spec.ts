import { expect, test as base, type APIRequestContext, type Page } from "@playwright/test";
import { generate } from "otplib";
import { expectNoAxeViolations, VIEWPORTS, waitForHydration } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { decide, signInPanel, submitMessage, unique } from "./staff-api";

/**
 * /moderacja (app/features/moderation/README.md): login, the moderator's own live queue, approve /
 * reject by click and keyboard, counts, the approved / rejected history with undo; on a phone
 * too. Messages are posted through the real API. Each test that works the queue has a server of
 * its own: a moderator is served the oldest waiting items, which on the shared server would be
 * other tests' messages. The stadium-night features (two moderators, groups, blocks, the lead's
 * pages) are in moderation-night.spec.ts.
 */
const test = base.extend<{ server: OwnServer }>({
  server: async ({ playwright }, provide) => {
    const server = await startOwnServer(playwright);
    await provide(server);
    await server.stop();
  },
});
test.use({ serviceWorkers: "block" });

const queue = (page: Page) => page.getByRole("list", { name: "Przydzielone Tobie" });
const itemWith = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text });

/** The number under a label of the counts ("Oczekujące", "Zatwierdzone", "Odrzucone"). */
function count(page: Page, label: string) {
  return page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
}

/** The counts on the page follow the server live: compared with what the API says now. */
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
    server,
  }) => {
    test.slow(); // axe on a busy CI machine
    await page.goto(`${server.url}/moderacja`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    const name = page.getByLabel("Nazwa konta");
    const password = page.getByLabel("Hasło", { exact: true });

    // Both are needed; the empty one is marked.
    await name.fill(server.lead.name);
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(page.getByRole("alert")).toHaveText("Wpisz nazwę konta i hasło.");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");

    await password.fill("to-nie-jest-haslo");
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await expect(page.getByRole("alert")).toHaveText("Nieprawidłowa nazwa konta lub hasło.");
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAttribute("aria-invalid", "true");

    // Names are not case-sensitive.
    await name.fill(server.lead.name.toUpperCase());
    await password.fill(server.lead.password);
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    // A lead's first sign-in goes on to a second factor, here an authenticator app
    // (second-factor.spec.ts has the passkey, the codes and what the password alone opens).
    await page.getByRole("button", { name: "Ustaw aplikację" }).click();
    const secret = await page
      .getByRole("listitem")
      .filter({ hasText: "Albo wpisz w aplikacji ten klucz" })
      .locator("code")
      .textContent();
    await page
      .getByLabel("Wpisz kod, który pokazuje teraz aplikacja")
      .fill(await generate({ secret: (secret ?? "").replace(/ /g, "") }));
    await page.getByRole("button", { name: "Potwierdź kod" }).click();
    await page.getByRole("button", { name: "Kody zapisane – przejdź do panelu" }).click();
    await expect(page.getByRole("tab", { name: "Kolejka" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByText(/Zalogowano: koordynator/)).toContainText("koordynator zmiany");
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText("Na żywo", { exact: true })).toBeVisible(); // the session survives a reload

    await page.getByRole("button", { name: "Wyloguj się" }).click();
    await expect(page.getByLabel("Nazwa konta")).toBeVisible();
    await expect(page.getByText("Wylogowano.")).toBeVisible();
  });

  test("shows new messages live, with counts, and approves / rejects by click", async ({
    page,
    server,
  }) => {
    test.slow(); // axe on a busy CI machine
    await signInPanel(page, server.lead, server.url);
    const api = await server.moderator();
    const first = unique("Pierwsza na żywo");
    const second = unique("Druga na żywo");
    await submitMessage(api, "Kasia", first);
    await submitMessage(api, "Tomek", second);

    // No reload: the queue follows the server's event stream and claims what arrives.
    await expect(itemWith(page, first)).toBeVisible();
    await expect(itemWith(page, second)).toBeVisible();
    await expect(itemWith(page, first)).toContainText("Kasia");
    await expectCountsToMatchServer(page, api);
    await expect(page.getByRole("region", { name: "Stan kolejki" })).toContainText("W kolejce2");
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
    await expect(itemWith(page, first)).toContainText("ocenił(a): koordynator");
    await page.getByRole("tab", { name: "Odrzucone" }).click();
    await expect(itemWith(page, second)).toBeVisible();
  });

  test("works by keyboard: J/K and arrows move, A approves, R rejects, U undoes", async ({
    page,
    server,
  }) => {
    await signInPanel(page, server.lead, server.url);
    const api = await server.moderator();
    const texts = [unique("Klawiatura jeden"), unique("Klawiatura dwa"), unique("Klawiatura trzy")];
    const ids: number[] = [];
    for (const text of texts) ids.push(await submitMessage(api, "Klawiatura", text));
    const oneId = ids[0] ?? 0;
    for (const text of texts) await expect(itemWith(page, text)).toBeVisible();
    const [one, two, three] = texts as [string, string, string];

    // The buttons say their keys, and show them on a wide screen.
    const approve = itemWith(page, one).getByRole("button", { name: "Zatwierdź" });
    await expect(approve).toHaveAttribute("aria-keyshortcuts", "A");
    await expect(approve.locator("kbd")).toBeVisible();
    await expect(
      itemWith(page, one).getByRole("button", { name: "Zablokuj nadawcę" }),
    ).toHaveAttribute("aria-keyshortcuts", "B");

    // ↓ and J move the selection (and focus) to the next item; ↑ and K back.
    await approve.focus();
    await expect(itemWith(page, one)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowDown");
    await expect(itemWith(page, two)).toHaveAttribute("aria-current", "true");
    await expect(page.locator("li:focus-within")).toContainText(two);
    await page.keyboard.press("j");
    await expect(itemWith(page, three)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("k");
    await page.keyboard.press("ArrowUp");
    await expect(itemWith(page, one)).toHaveAttribute("aria-current", "true");

    // A approves the selected item; the selection moves on to the one taking its place.
    await page.keyboard.press("a");
    await expect(queue(page).getByText(one)).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Zatwierdzono" })).toBeVisible();
    await expect(itemWith(page, two)).toHaveAttribute("aria-current", "true");

    // U undoes the last decision: the item is back in this moderator's queue.
    await page.keyboard.press("u");
    await expect(itemWith(page, one)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "wróciła do kolejki" })).toBeVisible();

    // A decision made elsewhere on another item does not move this one's selection.
    await itemWith(page, two).getByRole("button", { name: "Odrzuć" }).focus();
    await expect(itemWith(page, two)).toHaveAttribute("aria-current", "true");
    await decide(api, oneId, "approve");
    await expect(queue(page).getByText(one)).toHaveCount(0);
    await expect(itemWith(page, two)).toHaveAttribute("aria-current", "true");

    // R rejects the selected item.
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
  });

  test("works on a phone: the selected item's buttons sit at the bottom, thumb-sized", async ({
    page,
    server,
  }) => {
    test.slow(); // axe on a busy CI machine
    await page.setViewportSize(VIEWPORTS.mobile);
    await signInPanel(page, server.lead, server.url);
    const api = await server.moderator();
    const text = unique(
      "Z telefonu, bardzo długa wiadomość bez spacji: Konstantynopolitańczykówna",
    );
    const other = unique("Druga z telefonu");
    await submitMessage(api, "Telefon", text);
    await submitMessage(api, "Telefon", other);
    const item = itemWith(page, text);
    await expect(item).toBeVisible();
    await expect(itemWith(page, other)).toBeVisible();

    // Only the selected item shows its buttons, at the bottom of the screen; the other offers
    // "Wybierz".
    await expect(itemWith(page, other).getByRole("button", { name: "Zatwierdź" })).toBeHidden();
    // The selected item offers its actions, not "Wybierz"; the bar has no keyboard letters.
    await expect(item).toHaveAttribute("aria-current", "true");
    await expect(item.getByRole("button", { name: "Wybierz" })).toBeHidden();
    await expect(itemWith(page, other).getByRole("button", { name: "Wybierz" })).toBeVisible();
    await expect(item.locator(".moderation-item__actions kbd").first()).toBeHidden();
    const approve = item.getByRole("button", { name: "Zatwierdź" });
    const box = await approve.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(48);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(VIEWPORTS.mobile.height - 160);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await itemWith(page, other).getByRole("button", { name: "Wybierz" }).click();
    await expect(itemWith(page, other)).toHaveAttribute("aria-current", "true");
    await itemWith(page, other).getByRole("button", { name: "Odrzuć" }).click();
    await expect(queue(page).getByText(other)).toHaveCount(0);
    await approve.click();
    await expect(queue(page)).toHaveCount(0);
    await expect(page.getByText("Nie masz teraz wiadomości do oceny.")).toBeVisible();
  });
});
