import {
  expect,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
} from "@playwright/test";
import type { ScreenLink } from "#core/contract";
import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { waitForHydration } from "./helpers";

/**
 * The API as the staff pages' tests use it: a moderator session (its own cookie jar) and
 * submissions posted like the toast would. The harness starts the server with
 * MODERATOR_PASSWORD (the quick-start lead `koordynator`) and an always-open message window
 * (global-setup.ts).
 */
export function moderatorPassword(): string {
  const password = process.env.E2E_MODERATOR_PASSWORD;
  if (!password) throw new Error("E2E_MODERATOR_PASSWORD is not set (tests/e2e/global-setup.ts)");
  return password;
}

/**
 * A unique tag, so parallel tests on the one shared server find their own messages. Digits only:
 * random letters now and then spelled a word the profanity filter rejects (code 73). Two groups
 * of five joined by a dash (–), which no phone number has: nine digits in a row would be taken
 * for one and rejected on arrival (server/moderation/README.md#triage-and-duplicates).
 */
export function unique(label: string): string {
  const group = () => String(Math.floor(Math.random() * 1e5)).padStart(5, "0");
  return `${label} nr ${group()}–${group()}`;
}

export async function moderatorApi(
  playwright: PlaywrightWorkerArgs["playwright"],
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const login = await api.post("/api/moderation/session", {
    data: { name: QUICK_START_LEAD, password: moderatorPassword() },
  });
  expect(login.status()).toBe(204);
  return api;
}

export async function submitMessage(
  api: APIRequestContext,
  author: string,
  message: string,
): Promise<number> {
  const response = await api.post("/api/submissions", { data: { author, message } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A decision as the panel sends it: JSON naming the status the moderator saw (`from`). */
export async function decide(
  api: APIRequestContext,
  id: number,
  decision: "approve" | "reject" | "undo",
  from: "pending" | "approved" | "rejected" = "pending",
): Promise<void> {
  const response = await api.post(`/api/moderation/submissions/${id}/${decision}`, {
    data: { from },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Signs in on /moderacja (of `origin`, the harness's server when empty) with an account name and
 * password, and waits for the live connection.
 */
export async function signInPanel(
  page: Page,
  account: { name: string; password: string } = {
    name: QUICK_START_LEAD,
    password: moderatorPassword(),
  },
  origin = "",
): Promise<void> {
  await page.goto(`${origin}/moderacja`);
  await waitForHydration(page);
  await page.getByLabel("Nazwa konta").fill(account.name);
  await page.getByLabel("Hasło", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Zaloguj się" }).click();
  await expect(page.getByText("Na żywo", { exact: true })).toBeVisible();
}

/**
 * The link a lead makes for a named screen (server/screens/README.md#screen-keys): path and
 * fragment of /telebim with the screen's key, to open against the same server.
 */
export async function screenLink(api: APIRequestContext, screen: string): Promise<string> {
  const response = await api.get(`/api/moderation/screens/link?screen=${screen}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as ScreenLink).path;
}
