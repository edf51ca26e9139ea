import { expect, test as base, type Browser, type Page } from "@playwright/test";
import { ANNOUNCEMENT_POLL_MS } from "#core/announcement-timing";
import { SETS } from "./edition-facts";
import { SCREEN_HEARTBEAT_MS } from "#core/screen-heartbeats";
import { VIEWPORTS, waitForHydration } from "./helpers";
import { rehearsalNow, startOwnServer, type OwnServer } from "./own-server";
import { decide, screenLink, signInPanel, unique } from "./staff-api";

/**
 * The screens on the night (server/screens/README.md#screens-on-the-night), on a server of the
 * test's own: two named /telebim pages at 1920 × 1080, a lead's panel and a visitor's phone. What
 * the screens show is asserted on visible text, never on their markup.
 */
const test = base.extend<{ server: OwnServer }>({
  server: async ({ playwright }, provide) => {
    // A rehearsal window around now, so messages are taken at the real time. The visitor's page
    // shows the announcement as a banner within the programme's hours, which its clock is set to.
    const server = await startOwnServer(playwright, { env: rehearsalNow(60) });
    await provide(server);
    await server.stop();
  },
});
test.use({ serviceWorkers: "block" });

const SCREENS = ["scena-glowna", "strefa-chill"] as const;
/** An announcement must be on every screen this soon after the lead's click. */
const ANNOUNCEMENT_WITHIN_MS = 1000;

/** Opens a screen at `path` (its lead's link, or an address typed by hand) at 1920 × 1080. */
async function openScreen(
  browser: Browser,
  server: OwnServer,
  path: string,
  options: { fakeClock?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1920, height: 1080 },
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  if (options.fakeClock) await page.clock.install();
  await page.goto(`${server.url}${path}`);
  await waitForHydration(page);
  return page;
}

/**
 * Starts watching a screen for `text`: the promise the page keeps resolves with the page's
 * clock (the machine's, as the test's) at the first change that makes the text visible, or
 * with null after `timeout` ms. A watcher in the page, not a polling assertion, so the time is
 * when it appeared, not when the test next looked.
 */
async function watchFor(page: Page, text: string, timeout: number): Promise<void> {
  await page.evaluate(
    ([wanted, limit]) => {
      const seen = new Promise<number | null>((resolve) => {
        const visible = () => document.body.innerText.includes(wanted);
        if (visible()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!visible()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, limit);
      });
      Object.assign(window, { __seen: seen });
    },
    [text, timeout] as const,
  );
}

/** Whether nothing of `text` can be seen: not on the page, or under something drawn over it. */
async function coveredOrGone(page: Page, text: string): Promise<boolean> {
  const shown = page.getByText(text);
  if ((await shown.count()) === 0) return true;
  return shown.first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return true;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === null || !element.contains(top);
  });
}

const seenAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seen: Promise<number | null> }).__seen);

test("a lead's announcement is on both screens within a second, and clearing it brings the messages back", async ({
  browser,
  server,
}) => {
  test.slow(); // three browsers and a build's server on a shared machine
  const api = await server.moderator();
  const greeting = unique("Pozdrowienia z sektora C");
  const [id] = server.seed([{ author: "Ala", message: greeting }]);
  await decide(api, id!, "approve");

  const links = await Promise.all(SCREENS.map((name) => screenLink(api, name)));
  const screens = await Promise.all(links.map((link) => openScreen(browser, server, link)));
  for (const page of screens) await expect(page.getByText(greeting)).toBeVisible();

  const lead = await browser
    .newContext({ viewport: VIEWPORTS.desktop, serviceWorkers: "block" })
    .then((context) => context.newPage());
  const visitor = await browser
    .newContext({ viewport: VIEWPORTS.mobile, serviceWorkers: "block" })
    .then((context) => context.newPage());
  // The visitor's clock drives its poll, routed through the test so the browser's real-time
  // HTTP cache stays out (announcement.spec.ts checks the poll's interval and cache life).
  await visitor.clock.install({ time: new Date(Date.parse(SETS[0]!.startsAt) + 3_600_000) });
  await visitor.route("**/api/announcement", (route) => route.continue());
  await visitor.goto(`${server.url}/homepage`);
  await waitForHydration(visitor);
  const banner = visitor.getByRole("region", { name: "Komunikat organizatorów" });
  await signInPanel(lead, server.lead, server.url);
  await lead.getByRole("tab", { name: "Telebimy" }).click();

  // Both screens report to the panel by name.
  const list = lead.getByRole("list", { name: "Telebimy" });
  for (const name of SCREENS) {
    await expect(list.getByRole("listitem", { name })).toContainText("połączony", {
      timeout: 15_000,
    });
  }

  const text = unique("Wejście 2 zamknięte — korzystaj z Wejścia 1");
  const form = lead.getByRole("form", { name: "Nowy komunikat" });
  await form.getByLabel("Treść komunikatu").fill(text);
  await Promise.all(screens.map((page) => watchFor(page, text, 10_000)));
  const clickedAt = Date.now();
  await form.getByRole("button", { name: "Pokaż na wszystkich telebimach" }).click();
  const seen = await Promise.all(screens.map(seenAt));
  expect(seen, "both screens showed the announcement").not.toContain(null);
  const latency = Math.max(...seen.map((at) => (at ?? Infinity) - clickedAt));
  test.info().annotations.push({ type: "announcement latency", description: `${latency} ms` });
  expect(latency, `announcement on both screens after ${latency} ms`).toBeLessThanOrEqual(
    ANNOUNCEMENT_WITHIN_MS,
  );
  for (const page of screens) {
    await expect(page.getByText(text)).toBeVisible();
    expect(await coveredOrGone(page, greeting), "the message is under the announcement").toBe(true);
  }
  await expect(lead.getByText("Teraz na telebimach").locator("..")).toContainText(text);
  // The visitor's page, open all along, shows it without a reload at its next poll.
  await visitor.clock.runFor(ANNOUNCEMENT_POLL_MS);
  await expect(banner).toContainText(text);
  // Each screen tells the panel it shows the announcement.
  for (const name of SCREENS) {
    await expect(list.getByRole("listitem", { name })).toContainText(`komunikat: ${text}`, {
      timeout: 15_000,
    });
  }

  await lead.getByRole("button", { name: "Zdejmij komunikat" }).click();
  await expect(lead.getByText("Komunikat zdjęty. Telebimy wracają do wiadomości.")).toBeVisible();
  for (const page of screens) {
    await expect(page.getByText(text)).toBeHidden({ timeout: 5000 });
    await expect(page.getByText(greeting)).toBeVisible();
  }
  await visitor.clock.runFor(ANNOUNCEMENT_POLL_MS);
  await expect(visitor.getByText(text)).toBeHidden();

  // Every screen at once, after asking: blacked out (the message goes), then resumed.
  const blackout = lead.getByRole("button", { name: "Wygaś wszystkie" });
  await blackout.click();
  const dialog = lead.getByRole("alertdialog", { name: "Wygasić wszystkie telebimy?" });
  await dialog.getByRole("button", { name: "Wygaś wszystkie" }).click();
  await expect(blackout).toBeFocused();
  for (const page of screens) await expect(page.getByText(greeting)).toBeHidden();
  // The mode each screen reports applying (not only the one asked for).
  for (const name of SCREENS) {
    await expect(list.getByRole("listitem", { name }).locator("dd").first()).toHaveText(
      "Wygaszony",
      { timeout: 15_000 },
    );
  }
  await lead.getByRole("button", { name: "Wznów wszystkie" }).click();
  await lead
    .getByRole("alertdialog", { name: "Wznowić wszystkie telebimy?" })
    .getByRole("button", { name: "Wznów wszystkie" })
    .click();
  for (const page of screens) await expect(page.getByText(greeting)).toBeVisible();

  for (const page of [...screens, lead, visitor]) await page.context().close();
});

test("a lead makes a screen's link in the panel: opened with it the screen is listed, opened by name alone it is not and says so", async ({
  browser,
  server,
}) => {
  const lead = await browser
    .newContext({ viewport: VIEWPORTS.desktop, serviceWorkers: "block" })
    .then((context) => context.newPage());
  await lead.context().grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: server.url,
  });
  await signInPanel(lead, server.lead, server.url);
  await lead.getByRole("tab", { name: "Telebimy" }).click();
  await expect(lead.getByText("Żaden telebim jeszcze się nie zgłosił.")).toBeVisible();

  const form = lead.getByRole("form", { name: "Link dla telebimu" });
  await form.getByLabel("Nazwa telebimu").fill("Wejście 2");
  await form.getByRole("button", { name: "Utwórz link" }).click();
  const field = form.getByLabel("Link telebimu wejscie-2");
  await expect(field).toHaveValue(
    new RegExp(`^${server.url}/telebim\\?ekran=wejscie-2#klucz=[A-Za-z0-9_-]{22}$`),
  );
  const url = await field.inputValue();
  await form.getByRole("button", { name: "Kopiuj" }).click();
  await expect(form.getByText("Skopiowano link.")).toBeVisible();
  expect(await lead.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The organisers' screen, from the link; a second one typed by hand, without the key.
  const keyed = await openScreen(browser, server, url.slice(server.url.length));
  const unkeyed = await openScreen(browser, server, "/telebim?ekran=strefa-chill", {
    fakeClock: true,
  });
  const unkeyedBeats: string[] = [];
  unkeyed.on("request", (request) => {
    if (request.url().endsWith("/api/screen/heartbeat")) unkeyedBeats.push(request.url());
  });
  await expect(
    unkeyed.getByText("Telebim „strefa-chill” bez ważnego klucza – niewidoczny w panelu"),
  ).toBeVisible();
  await expect(keyed.getByText(/bez ważnego klucza/)).toHaveCount(0);

  const list = lead.getByRole("list", { name: "Telebimy" });
  await expect(list.getByRole("listitem", { name: "wejscie-2" })).toContainText("połączony", {
    timeout: 15_000,
  });
  // The unkeyed screen has no key to report with: two heartbeat periods go by on its clock
  // without a heartbeat, and the panel's next read of the list still holds one screen.
  await unkeyed.clock.runFor(2 * SCREEN_HEARTBEAT_MS + 1000);
  expect(unkeyedBeats).toEqual([]);
  await lead.waitForResponse((response) => response.url().endsWith("/api/moderation/screens"));
  await expect(list.getByRole("listitem")).toHaveCount(1);

  // A forged key is refused the same way, and the screen says so once the server answers.
  const forged = await openScreen(
    browser,
    server,
    `${url.slice(server.url.length).replace("wejscie-2", "strefa-chill")}`,
  );
  await expect(forged.getByText(/Telebim „strefa-chill” bez ważnego klucza/)).toBeVisible();
  for (const page of [lead, keyed, unkeyed, forged]) await page.context().close();
});

test("a screen that stops reporting turns its card offline and leaves 'Telebimy' at the same moment", async ({
  browser,
  server,
}) => {
  // The screen is counted out 25 s after its last heartbeat, in real time on the server.
  test.setTimeout(90_000);
  const api = await server.moderator();
  const wall = await openScreen(browser, server, await screenLink(api, "wejscie-3"));
  const lead = await browser
    .newContext({ viewport: VIEWPORTS.desktop, serviceWorkers: "block" })
    .then((context) => context.newPage());
  await signInPanel(lead, server.lead, server.url);
  await lead.getByRole("tab", { name: "Telebimy" }).click();
  const card = lead
    .getByRole("list", { name: "Telebimy" })
    .getByRole("listitem", { name: "wejscie-3" });
  await expect(card).toContainText("połączony", { timeout: 15_000 });
  const count = lead.locator(".moderation-figures dt", { hasText: "Telebimy" }).locator("+ dd");
  await expect(count).toHaveText("1");

  // From here on the panel writes down, at every frame, what the card says and what the count
  // says, until the card reads offline.
  await lead.evaluate(() => {
    const samples: [boolean, string][] = [];
    const take = () => {
      const item = document.querySelector('[aria-label="Telebimy"] li');
      const figure = [...document.querySelectorAll(".moderation-figures dt")].find(
        (term) => term.textContent === "Telebimy",
      )?.nextElementSibling;
      samples.push([item?.textContent?.includes("połączony") ?? false, figure?.textContent ?? ""]);
      requestAnimationFrame(take);
    };
    take();
    Object.assign(window, { __samples: samples });
  });
  await wall.context().close();
  await expect(card).toContainText("brak kontaktu od", { timeout: 45_000 });
  await expect(count).toHaveText("0");
  const samples = await lead.evaluate(
    () => (window as unknown as { __samples: [boolean, string][] }).__samples,
  );
  expect(samples.length).toBeGreaterThan(100);
  const disagreeing = samples.filter(([online, figure]) => figure !== (online ? "1" : "0"));
  expect(disagreeing, "frames where the card and 'Telebimy' disagree").toEqual([]);
  await lead.context().close();
  await api.dispose();
});
