import { readFileSync } from "node:fs";
import { screenKeyFrom } from "#core/screen-links";
import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type Page,
} from "@playwright/test";
import { expectNoAxeViolations, VIEWPORTS } from "./helpers";
import { startOwnServer, type Account, type OwnServer } from "./own-server";
import { screenLink, signInPanel, unique } from "./staff-api";

/**
 * A stadium night on /moderacja (app/features/moderation/README.md): two moderators signed in at
 * once in two browsers — `koordynator`, the quick-start lead, and `ola`, a moderator made with
 * `npm run moderators` — on a server of the test's own. The server trusts X-Forwarded-For
 * (TRUST_PROXY), so each test sender is a sender of its own for groups and blocks.
 */
const test = base.extend<{ server: OwnServer }>({
  server: async ({ playwright }, provide) => {
    const server = await startOwnServer(playwright, {
      accounts: [{ name: "ola" }],
      env: { TRUST_PROXY: "true" },
    });
    await provide(server);
    await server.stop();
  },
});
test.use({ serviceWorkers: "block" });

const ola = (server: OwnServer): Account => server.accounts.get("ola")!;
const queue = (page: Page) => page.getByRole("list", { name: "Przydzielone Tobie" });
const queueItems = (page: Page) => queue(page).locator(":scope > li");
const itemWith = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text });

/** Posts a message as the toast would, from `address` (each address is one sender). */
async function send(
  api: APIRequestContext,
  address: string,
  author: string,
  message: string,
): Promise<number> {
  const response = await api.post("/api/submissions", {
    data: { author, message },
    headers: { "x-forwarded-for": address },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A panel in a browser of its own (its own cookies), signed in as `account`. */
async function panel(
  browser: Browser,
  server: OwnServer,
  account: Account,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const context = await browser.newContext({ viewport, serviceWorkers: "block" });
  const page = await context.newPage();
  await signInPanel(page, account, server.url);
  return page;
}

/** Waits for a dialog's fade-in to end: axe measures contrast, and a half-faded button fails it. */
async function dialogSettled(page: Page): Promise<void> {
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

async function shownTexts(page: Page): Promise<string[]> {
  return queueItems(page).locator(".moderation-item__message").allTextContents();
}

test("two moderators never get the same item; a decision someone made first is refused", async ({
  browser,
  server,
}) => {
  test.slow();
  const api = await server.moderator();
  const texts = Array.from({ length: 8 }, (_, index) => unique(`Wiadomość ${index + 1}`));
  for (const [index, text] of texts.entries()) await send(api, `10.1.0.${index}`, "Gość", text);

  const lead = await panel(browser, server, server.lead);
  const moderator = await panel(browser, server, ola(server));
  await expect(queueItems(lead)).toHaveCount(5); // a batch is five items
  await expect(queueItems(moderator)).toHaveCount(3);
  const leads = await shownTexts(lead);
  const olas = await shownTexts(moderator);
  expect(leads.filter((text) => olas.includes(text))).toEqual([]);
  expect([...leads, ...olas].sort()).toEqual([...texts].sort());

  // Presence: both are signed in and named with their roles.
  for (const page of [lead, moderator]) {
    const team = page.getByRole("region", { name: "Zespół na zmianie" });
    await expect(team.getByRole("listitem").filter({ hasText: "ola" })).toContainText(/pracuje/);
    await expect(team.getByRole("listitem").filter({ hasText: "koordynator" })).toBeVisible();
  }
  await expect(moderator.getByText(/Zalogowano: ola/)).toContainText("(moderator)");

  // Ola decides one of hers; the lead's API session cannot decide it again, nor take hers.
  const [first, second] = olas as [string, string];
  const firstId = Number(await itemWith(moderator, first).getAttribute("data-item"));
  const secondId = Number(await itemWith(moderator, second).getAttribute("data-item"));
  await itemWith(moderator, first).getByRole("button", { name: "Zatwierdź" }).focus();
  await moderator.keyboard.press("a");
  await expect(queue(moderator).getByText(first)).toHaveCount(0);
  // The bar speaks once the server has confirmed (the list drops the item before).
  await expect(moderator.getByRole("status")).toContainText("Zatwierdzono");
  const again = await api.post(`/api/moderation/submissions/${firstId}/reject`, {
    data: { from: "pending" },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ code: "already_decided", error: /ola/ });
  const taken = await api.post(`/api/moderation/submissions/${secondId}/approve`, {
    data: { from: "pending" },
  });
  expect(taken.status()).toBe(409);
  expect(await taken.json()).toMatchObject({ code: "claimed_by_other", error: /ola/ });
  await expect(itemWith(moderator, second)).toBeVisible();
  await lead.context().close();
  await moderator.context().close();
});

test("the same greeting from several people is one item with a count and its authors", async ({
  browser,
  server,
}) => {
  const api = await server.moderator();
  const tag = unique("sektor");
  const variants = [`Pozdrawiamy z ${tag}!`, `pozdrawiamy z ${tag}`, `Pozdrawiamy   z ${tag}!!!`];
  const authors = ["Ala", "Bartek", "Celina"];
  for (const [index, text] of variants.entries()) {
    await send(api, `10.2.0.${index}`, authors[index] ?? "", text);
  }
  const moderator = await panel(browser, server, ola(server));
  await expect(queueItems(moderator)).toHaveCount(1);
  const item = queueItems(moderator).first();
  await expect(item).toContainText("×3");
  await expect(item.getByText("Ala, Bartek, Celina")).toBeHidden();
  await item.getByText("Kto wysłał").click();
  await expect(item.getByText("Ala, Bartek, Celina")).toBeVisible();

  // One decision for all three; the history says who made it.
  await item.getByRole("button", { name: "Zatwierdź" }).click();
  await expect(queueItems(moderator)).toHaveCount(0);
  const counts = (await (await api.get("/api/moderation/counts")).json()) as { approved: number };
  expect(counts.approved).toBe(3);
  await moderator.getByRole("tab", { name: "Zatwierdzone" }).click();
  const approved = moderator.getByRole("list", { name: "Zatwierdzone wiadomości" });
  await expect(approved.getByRole("listitem")).toHaveCount(1);
  await expect(approved.getByRole("listitem")).toContainText("×3");
  await expect(approved.getByRole("listitem")).toContainText("ocenił(a): ola");
  await moderator.context().close();
});

test("a block sends the sender's next message to the rejected, never to the queue", async ({
  browser,
  server,
}) => {
  test.slow();
  const api = await server.moderator();
  const flood = unique("Spam od floodera");
  await send(api, "10.3.0.66", "Flooder", flood);
  const moderator = await panel(browser, server, ola(server));
  await expect(itemWith(moderator, flood)).toBeVisible();

  // B asks first, in a dialog that holds the focus; Escape keeps everything as it was.
  await itemWith(moderator, flood).getByRole("button", { name: "Zatwierdź" }).focus();
  await moderator.keyboard.press("b");
  const dialog = moderator.getByRole("alertdialog", { name: "Zablokować nadawcę?" });
  await expect(dialog).toContainText("Flooder");
  await expect(dialog.getByRole("button", { name: "Zablokuj" })).toBeFocused();
  await moderator.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(itemWith(moderator, flood)).toBeVisible();
  // Focus is back in the queue, on the item.
  await expect(itemWith(moderator, flood).getByRole("button", { name: "Zatwierdź" })).toBeFocused();

  await itemWith(moderator, flood).getByRole("button", { name: "Zablokuj nadawcę" }).click();
  await dialog.getByRole("button", { name: "Zablokuj" }).click();
  await expect(queue(moderator)).toHaveCount(0);
  await expect(moderator.getByRole("status")).toContainText("Zablokowano nadawcę");

  // The sender gets the same answer as anyone; the message goes straight to the rejected.
  const next = unique("Kolejny spam");
  const nextId = await send(api, "10.3.0.66", "Flooder", next);
  const other = unique("Zwykła wiadomość");
  await send(api, "10.3.0.67", "Ktoś inny", other);
  await expect(itemWith(moderator, other)).toBeVisible();
  await expect(itemWith(moderator, next)).toHaveCount(0);
  const pending = (await (await api.get("/api/moderation/submissions")).json()) as {
    id: number;
  }[];
  expect(pending.map((item) => item.id)).not.toContain(nextId);
  await moderator.getByRole("tab", { name: "Odrzucone" }).click();
  await expect(itemWith(moderator, next)).toContainText("zablokowany nadawca");

  // The lead sees the block and lifts it.
  const lead = await panel(browser, server, server.lead);
  await lead.getByRole("tab", { name: "Blokady" }).click();
  const block = lead.getByRole("list", { name: "Zablokowani nadawcy" }).getByRole("listitem");
  await expect(block).toHaveCount(1);
  await expect(block).toContainText("Flooder");
  await expect(block).toContainText(flood);
  await expect(block).toContainText("zablokował(a): ola");
  await block.getByRole("button", { name: "Odblokuj" }).click();
  await expect(lead.getByText("Nikt nie jest zablokowany.")).toBeVisible();
  await lead.context().close();
  await moderator.context().close();
});

test("a lead sees the audit trail, filters it and exports it as CSV", async ({
  browser,
  server,
}) => {
  // Two panels signed in, a decision, three filters and a download: on a busy two-core machine
  // it ran out of the default 30 s twice in a row while waiting for the file.
  test.slow();
  const api = await server.moderator();
  const text = unique("Do dziennika");
  const id = await send(api, "10.4.0.1", "Dziennik", text);
  const moderator = await panel(browser, server, ola(server));
  await itemWith(moderator, text).getByRole("button", { name: "Odrzuć" }).click();
  await expect(queue(moderator)).toHaveCount(0);

  const lead = await panel(browser, server, server.lead);
  await lead.getByRole("tab", { name: "Dziennik" }).click();
  const rows = lead.getByRole("table").locator("tbody tr");
  await expect(rows.filter({ hasText: "odrzucenie" })).toContainText("ola");
  await lead.getByLabel("Osoba").selectOption("ola");
  await expect(rows.filter({ hasText: "koordynator" })).toHaveCount(0);
  await lead.getByLabel("Numer wiadomości").fill(String(id));
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("odrzucenie");

  const download = lead.waitForEvent("download");
  await lead.getByRole("link", { name: "Eksportuj CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^dziennik-moderacji-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await file.path(), "utf8")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("id,czas_utc,kto,akcja,wiadomosc,szczegoly");
  expect(lines).toHaveLength(2); // the same filters: ola's one decision on this message
  expect(lines[1]).toMatch(new RegExp(`^\\d+,[^,]+,ola,reject,${id},`));
  await lead.context().close();
  await moderator.context().close();
});

test("a moderator cannot open the lead's pages: no tabs, a clear refusal, 403 from the API", async ({
  browser,
  server,
}) => {
  const moderator = await panel(browser, server, ola(server));
  await expect(moderator.getByRole("tab", { name: "Kolejka" })).toBeVisible();
  await expect(moderator.getByRole("tab", { name: "Dziennik" })).toHaveCount(0);
  await expect(moderator.getByRole("tab", { name: "Blokady" })).toHaveCount(0);

  await moderator.goto(`${server.url}/moderacja#dziennik`);
  await expect(moderator.getByRole("alert")).toHaveText(
    /Ta część panelu jest tylko dla koordynatorów zmiany\./,
  );
  await expect(moderator.getByRole("tab", { name: "Kolejka" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  for (const path of ["/audit", "/audit.csv", "/blocks"]) {
    const response = await moderator.request.get(`${server.url}/api/moderation${path}`);
    expect(response.status(), path).toBe(403);
    expect(await response.json()).toMatchObject({ code: "forbidden_role" });
  }
  await moderator.context().close();
});

// One test per width: each signs in twice and runs axe up to nine times, which on a busy
// machine came close to the slow-test limit when both widths shared one test.
for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
  test(`axe finds nothing for a moderator and a lead, at ${viewport.width} px`, async ({
    browser,
    server,
  }) => {
    test.slow(); // many axe runs
    const api = await server.moderator();
    const tag = unique("Hej");
    for (const [index, author] of ["Ala", "Bartek"].entries()) {
      await send(api, `10.5.0.${index}`, author, `${tag} SEKTOR C GÓRA!!!`);
    }
    await send(api, "10.5.0.9", "Zosia", unique("Pozdrowienia dla @kuba"));
    // A screen that reports, one that went quiet never does here: the list has a card to check.
    const link = await screenLink(api, "scena-glowna");
    const heartbeat = await api.post("/api/screen/heartbeat", {
      data: {
        screen: "scena-glowna",
        key: screenKeyFrom(link.slice(link.indexOf("#"))),
        mode: "live",
        showing: { kind: "empty" },
        waiting: 0,
        connected: true,
      },
    });
    expect(heartbeat.status()).toBe(204);
    for (const account of [ola(server), server.lead]) {
      const page = await panel(browser, server, account, viewport);
      await expect(queueItems(page).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("b");
      await dialogSettled(page);
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      // The screens, for everyone; a lead's question before changing every screen.
      await page.getByRole("tab", { name: "Telebimy" }).click();
      await expect(page.getByRole("listitem", { name: "scena-glowna" })).toBeVisible();
      await expectNoAxeViolations(page);
      if (account === server.lead) {
        const pauseAll = page.getByRole("button", { name: "Wstrzymaj wszystkie" });
        await pauseAll.click();
        await dialogSettled(page);
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect(pauseAll).toBeFocused();
        // A screen's link made, with its copy button and the link's field.
        const linkForm = page.getByRole("form", { name: "Link dla telebimu" });
        await linkForm.getByLabel("Nazwa telebimu").fill("strefa-chill");
        await linkForm.getByRole("button", { name: "Utwórz link" }).click();
        await expect(linkForm.getByLabel("Link telebimu strefa-chill")).toBeVisible();
        await expectNoAxeViolations(page);
      }
      if (account === server.lead) {
        for (const tab of ["Dziennik", "Blokady"]) {
          await page.getByRole("tab", { name: tab }).click();
          await expect(page.getByText("Wczytywanie…")).toHaveCount(0);
          await expectNoAxeViolations(page);
        }
      }
      // Signed out, so the other account gets the items next: the sign-out lets the claims go
      // once the server has it, so the browser closes only after the login form is back (closed
      // sooner, the request could be cut off and the items stay held for a minute).
      await page.getByRole("button", { name: "Wyloguj się" }).click();
      await expect(page.getByLabel("Nazwa konta")).toBeVisible();
      await page.context().close();
    }
  });
}
