import { mkdirSync } from "node:fs";
import path from "node:path";
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { type MessageReceipt } from "#core/contract/screen-control";
import { RECEIPT_POLL_MS } from "#core/receipt-polling";
import { VIEWPORTS, waitForHydration } from "./helpers";
import { rehearsalNow, startOwnServer, type OwnServer } from "./own-server";
import { decide, screenLink, unique } from "./staff-api";

/**
 * The sender's receipt (server/submissions/README.md#sender-receipt): after SUKCES the toast
 * follows the visitor's own last message — waiting for moderation, approved, on a screen at HH:MM,
 * or refused — live, while the page is open. A server of the test's own, with a rehearsal window
 * around now, pre-moderation.
 */
const TITLE = "Wyślij wiadomość na telebim";
const SHOTS_DIR = process.env.SHOTS_DIR;

/** A screenshot for people to look at, when SHOTS_DIR asks for them (outside the repository). */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), animations: "disabled" });
}

async function visitor(
  browser: Browser,
  server: OwnServer,
  viewport: { width: number; height: number } = VIEWPORTS.mobile,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  const page = await context.newPage();
  // The page's clock drives the receipt's poll: `nextPoll` moves it on instead of waiting.
  await page.clock.install();
  return { context, page };
}

/** Moves the page's clock to the receipt's next poll (the answer is never cached: no-store). */
const nextPoll = (page: Page) => page.clock.runFor(RECEIPT_POLL_MS);

/** Sends a message through the toast and closes the SUKCES dialog; the id the server gave it. */
async function sendThroughToast(page: Page, text: string): Promise<number> {
  const toggle = page.getByRole("button", { name: TITLE });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await page.getByRole("textbox", { name: /^Autor/ }).fill("Ola z trybun");
  await page.getByRole("textbox", { name: /^Wiadomość/ }).fill(text);
  await page.getByRole("button", { name: /^Wyślij$/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "SUKCES" })).toBeVisible();
  await dialog.getByRole("button", { name: "Zamknij", exact: true }).click();
  // Spec'd behaviour stays: the toast collapses and its fields are cleared.
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  // The page's own cookie asks, as the toast does.
  const answer = (await (
    await page.request.get("/api/submissions/receipt")
  ).json()) as MessageReceipt;
  if (!answer.receipt) throw new Error("the server knows no message of this browser");
  return answer.receipt.id;
}

/** The toast's receipt line. */
const receiptLine = (page: Page) => page.locator(".message-toast").getByText(/^Twoja wiadomość:/);

/** "HH:MM" of an instant on the edition's clock (Europe/Warsaw). */
const warsawTime = (iso: string) =>
  new Intl.DateTimeFormat("pl-PL", {
    timeZone: "Europe/Warsaw",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));

test.describe("the sender's receipt", () => {
  test.describe.configure({ mode: "serial" });
  let server: OwnServer;
  let lead: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    server = await startOwnServer(playwright, { env: rehearsalNow() });
    lead = await server.moderator();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("follows the message from moderation to the screen, live", async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await visitor(browser, server);
    await page.goto("/homepage");
    await waitForHydration(page);
    await expect(receiptLine(page)).toHaveCount(0);

    const message = unique("Pozdrowienia dla sektora C");
    const id = await sendThroughToast(page, message);
    await expect(receiptLine(page)).toHaveText("Twoja wiadomość: czeka na moderację");
    await expect(receiptLine(page)).toHaveAttribute("aria-live", "polite");
    await shoot(page, "receipt-pending-375");

    await decide(lead, id, "approve");
    await nextPoll(page);
    await expect(receiptLine(page)).toHaveText(
      "Twoja wiadomość: zatwierdzona, czeka na swoją kolej na telebimie",
    );

    // A real screen opens, shows it and reports so in its heartbeat.
    const wall = await visitor(browser, server, { width: 1920, height: 1080 });
    await wall.page.goto(await screenLink(lead, "e2e-potwierdzenie"));
    await waitForHydration(wall.page);
    await expect(wall.page.getByText(message)).toBeVisible();
    const receiptNow = async () =>
      ((await (await page.request.get("/api/submissions/receipt")).json()) as MessageReceipt)
        .receipt;
    await expect.poll(async () => (await receiptNow())?.state).toBe("shown");
    const receipt = await receiptNow();
    const at = warsawTime(receipt?.shownAt ?? "");
    await nextPoll(page);
    await expect(receiptLine(page)).toHaveText(`Twoja wiadomość: na telebimie o ${at}`);
    await shoot(page, "receipt-shown-375");
    // Visible when the toast is open too.
    await page.getByRole("button", { name: TITLE }).click();
    await expect(receiptLine(page)).toBeVisible();
    await shoot(page, "receipt-shown-open-375");
    await wall.context.close();
    await context.close();
  });

  test("a refused message says only that it will not be shown", async ({ browser }) => {
    test.setTimeout(90_000);
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const { context, page } = await visitor(browser, server, viewport);
      await page.goto("/faq");
      await waitForHydration(page);
      const id = await sendThroughToast(page, unique("Wiadomość do odrzucenia"));
      await expect(receiptLine(page)).toHaveText("Twoja wiadomość: czeka na moderację");
      await decide(lead, id, "reject");
      await nextPoll(page);
      await expect(receiptLine(page)).toHaveText("Twoja wiadomość: nie pojawi się na telebimie");
      await shoot(page, `receipt-rejected-${viewport.width}-${name}`);
      await context.close();
    }
  });
});
