import { expect, test as base } from "@playwright/test";
import { VIEWPORTS, waitForHydration } from "./helpers";
import { rehearsalNow, startOwnServer, type OwnServer } from "./own-server";
import { decide, signInPanel, unique } from "./staff-api";

/**
 * A lead retires a screen's link (server/screens/README.md#screen-keys), on a server of the test's
 * own: the wall on the old link goes dark and leaves the panel's list; the new link, opened in the
 * same tab, brings it back. What the wall shows is asserted on visible text, never on markup.
 */
const test = base.extend<{ server: OwnServer }>({
  server: async ({ playwright }, provide) => {
    const server = await startOwnServer(playwright, { env: rehearsalNow(60) });
    await provide(server);
    await server.stop();
  },
});
test.use({ serviceWorkers: "block" });

const RETIRED = "Link telebimu „wejscie-2” unieważniony – otwórz nowy link z panelu";

test("a lead retires a screen's link after confirming: the wall on it goes dark until the new link is opened", async ({
  browser,
  server,
}) => {
  // Two browsers on a build's server, and the 25 s a card takes to go offline.
  test.setTimeout(150_000);
  const api = await server.moderator();
  const greeting = unique("Pozdrowienia od wejścia 2");
  const [id] = server.seed([{ author: "Ala", message: greeting }]);
  await decide(api, id!, "approve");

  const lead = await browser
    .newContext({ viewport: VIEWPORTS.desktop, serviceWorkers: "block" })
    .then((context) => context.newPage());
  await signInPanel(lead, server.lead, server.url);
  await lead.getByRole("tab", { name: "Telebimy" }).click();
  const form = lead.getByRole("form", { name: "Link dla telebimu" });
  await form.getByLabel("Nazwa telebimu").fill("Wejście 2");
  await form.getByRole("button", { name: "Utwórz link" }).click();
  const field = form.getByLabel("Link telebimu wejscie-2");
  await expect(field).toHaveValue(/#klucz=/);
  const oldUrl = await field.inputValue();

  const wall = await browser
    .newContext({ viewport: { width: 1920, height: 1080 }, serviceWorkers: "block" })
    .then((context) => context.newPage());
  await wall.goto(oldUrl);
  await waitForHydration(wall);
  await expect(wall.getByText(greeting)).toBeVisible();
  const list = lead.getByRole("list", { name: "Telebimy" });
  await expect(list.getByRole("listitem", { name: "wejscie-2" })).toContainText("połączony", {
    timeout: 15_000,
  });

  // Asked first: cancelling changes nothing.
  const retire = form.getByRole("button", { name: "Unieważnij link telebimu wejscie-2" });
  await retire.click();
  const dialog = lead.getByRole("alertdialog", { name: "Unieważnić link telebimu wejscie-2?" });
  await expect(dialog).toContainText("zgaśnie");
  await dialog.getByRole("button", { name: "Anuluj" }).click();
  await expect(dialog).toBeHidden();
  await expect(field).toHaveValue(oldUrl);

  await retire.click();
  await dialog.getByRole("button", { name: "Unieważnij i utwórz nowy" }).click();
  await expect(
    form.getByText("Stary link unieważniony. Otwórz nowy link na telebimie wejscie-2."),
  ).toBeVisible();
  await expect(field).not.toHaveValue(oldUrl);
  const newUrl = await field.inputValue();
  expect(newUrl.split("#")[0]).toBe(oldUrl.split("#")[0]);

  // The wall's next heartbeat (at most 10 s away) is refused: it goes dark and says why.
  await expect(wall.getByText(RETIRED)).toBeVisible({ timeout: 15_000 });
  await expect(wall.getByText(greeting)).toBeHidden();
  await expect(wall.getByText("Wyślij wiadomość na telebim!")).toBeVisible();
  // Its card goes offline once no accepted heartbeat has come for 25 s.
  await expect(list.getByRole("listitem", { name: "wejscie-2" })).toContainText("brak kontaktu", {
    timeout: 40_000,
  });

  // The new link, opened in the same tab (only the fragment differs: no reload).
  await wall.evaluate((url) => window.location.assign(url), newUrl);
  await expect(wall.getByText(RETIRED)).toBeHidden({ timeout: 5_000 });
  await expect(wall.getByText(greeting)).toBeVisible();
  await expect(list.getByRole("listitem", { name: "wejscie-2" })).toContainText("połączony", {
    timeout: 15_000,
  });

  const trail = await api.get("/api/moderation/audit");
  const entries = (await trail.json()) as { action: string; detail: string }[];
  expect(entries.filter((entry) => entry.action === "screen_key").map((e) => e.detail)).toEqual([
    "wejscie-2: nowy link (wersja 1), poprzednie linki unieważnione",
  ]);
  for (const page of [lead, wall]) await page.context().close();
});
