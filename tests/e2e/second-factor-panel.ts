import { readFile } from "node:fs/promises";
import {
  expect,
  test as base,
  type Browser,
  type CDPSession,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { generate } from "otplib";
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from "../../playwright.config";
import { expectNoAxeViolations, VIEWPORTS, waitForHydration } from "./helpers";
import { startOwnServer, type Account, type OwnServer } from "./own-server";

/**
 * What the second factor's specs share (app/features/moderation/README.md#second-factor): a
 * server of the file's own with a fresh lead account per test (made by the moderators CLI before
 * it starts, so parallel tests never sign in as each other), the panel opened at
 * http://localhost:<port> — WebAuthn takes no IP address as a site — and Chromium's virtual
 * authenticator standing in for a phone's passkey.
 */

/** The leads each test signs in as: one or two per test, never shared. */
export const LEADS = [
  "klucz-mobile",
  "klucz-desktop",
  "aplikacja",
  "zapasowy",
  "tylko-haslo",
  "zdejmowany",
  "zdejmujacy",
  "zmiana-hasla",
] as const;
export type Lead = (typeof LEADS)[number];

export const test = base.extend<
  { lead: (name: Lead) => Account; origin: string },
  { server: OwnServer }
>({
  server: [
    async ({ playwright }, provide) => {
      const server = await startOwnServer(playwright, {
        accounts: LEADS.map((name) => ({ name, lead: true })),
      });
      await provide(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  lead: async ({ server }, provide) => {
    await provide((name) => {
      const account = server.accounts.get(name);
      if (!account) throw new Error(`no account ${name}`);
      return account;
    });
  },
  origin: async ({ server }, provide) => {
    await provide(`http://localhost:${new URL(server.url).port}`);
  },
});
test.use({
  serviceWorkers: "block",
  // The server listens on 127.0.0.1 only; Chromium would try ::1 for localhost first.
  launchOptions: {
    executablePath: CHROMIUM_EXECUTABLE,
    args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP localhost 127.0.0.1"],
  },
});

/**
 * A browser of its own (its own cookies) with a platform passkey authenticator that verifies
 * its user, as a phone with a fingerprint would; its CDP session for reading the passkeys.
 */
export async function browserWithPasskeys(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ page: Page; authenticator: CDPSession; authenticatorId: string }> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  const authenticator = await context.newCDPSession(page);
  await authenticator.send("WebAuthn.enable", { enableUI: false });
  const { authenticatorId } = await authenticator.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { page, authenticator, authenticatorId };
}

/** The password step: name and password on /moderacja, as a person types them. */
export async function enterPassword(page: Page, origin: string, account: Account): Promise<void> {
  await page.goto(`${origin}/moderacja`);
  await waitForHydration(page);
  await page.getByLabel("Nazwa konta").fill(account.name);
  await page.getByLabel("Hasło", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
}

export const panelIsLive = (page: Page) =>
  expect(page.getByText("Na żywo", { exact: true })).toBeVisible();

/**
 * The recovery codes as the panel shows them once, checked against the downloaded file; then
 * on to the panel.
 */
export async function keepRecoveryCodes(page: Page, account: Account): Promise<string[]> {
  const list = page.getByRole("list", { name: "Kody zapasowe" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const codes = (await list.getByRole("listitem").allTextContents()).map((code) => code.trim());
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Pobierz plik .txt" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`kody-zapasowe-${account.name}.txt`);
  const file = await readFile(await download.path(), "utf8");
  for (const code of codes) expect(file).toContain(code);
  return codes;
}

/** Signs in and enrols a passkey with the virtual authenticator; the recovery codes. */
export async function enrolPasskey(
  page: Page,
  origin: string,
  account: Account,
  label = "Telefon służbowy",
): Promise<string[]> {
  await enterPassword(page, origin, account);
  return addFirstPasskey(page, account, label);
}

/** On the step that asks for a first factor: adds a passkey, keeps the codes, opens the panel. */
export async function addFirstPasskey(
  page: Page,
  account: Account,
  label = "Telefon służbowy",
): Promise<string[]> {
  await expect(page.getByRole("heading", { name: "Dodaj drugi składnik logowania" })).toBeFocused();
  await page.getByLabel("Nazwa klucza (opcjonalnie)").fill(label);
  await page.getByRole("button", { name: "Dodaj klucz dostępu" }).click();
  await expect(page.getByRole("heading", { name: "Drugi składnik dodany" })).toBeVisible();
  const codes = await keepRecoveryCodes(page, account);
  await page.getByRole("button", { name: "Kody zapisane – przejdź do panelu" }).click();
  await panelIsLive(page);
  return codes;
}

/** The code an authenticator app shows `ahead` steps of 30 s from now. */
export async function appCode(secret: string, ahead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });
}

/** Signs out with the header's button and waits for the login form. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Wyloguj się" }).click();
  await expect(page.getByLabel("Nazwa konta")).toBeVisible();
}

/** A screenshot of the page at its current step, kept with the test's results. */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
}

/** `fetch` from the page, as a script there would: the status and the error's code. */
export async function fetchFromPage(
  page: Page,
  requests: readonly { method: string; path: string }[],
): Promise<{ method: string; path: string; status: number; code: string | null }[]> {
  return page.evaluate(async (list) => {
    const answers = [];
    for (const { method, path } of list) {
      const write = method !== "GET";
      let answer: Response;
      try {
        answer = await fetch(path, {
          method,
          headers: write ? { "content-type": "application/json" } : {},
          body: write ? "{}" : undefined,
          // A stream that opened would never end: what it answered by then is the answer.
          signal: AbortSignal.timeout(5000),
        });
      } catch {
        answers.push({ method, path, status: 0, code: null });
        continue;
      }
      let code: string | null = null;
      try {
        code = ((await answer.json()) as { code?: string }).code ?? null;
      } catch {
        code = null;
      }
      answers.push({ method, path, status: answer.status, code });
    }
    return answers;
  }, requests);
}

export { expectNoAxeViolations, VIEWPORTS };
