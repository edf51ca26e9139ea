import {
  expect,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
} from "@playwright/test";
import type { ScreenLink } from "#core/contract";
import { accountName } from "#core/staff-accounts";
import { QUICK_START_LEAD } from "#server/db/staff-accounts-repo";
import { completeSecondFactor, type StaffCall } from "../support/soft-passkey";

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

/** One staff request through a Playwright request context (its cookie jar holds the session). */
function requestCall(api: APIRequestContext, origin: string): StaffCall {
  return async (method, path, body) => {
    const url = `${origin}${path}`;
    const response =
      method === "GET" ? await api.get(url) : await api.post(url, { data: body ?? {} });
    const text = await response.text();
    return { status: response.status(), body: text === "" ? null : (JSON.parse(text) as unknown) };
  };
}

/**
 * Signs `api` in to the server at `origin` with a password and proves the account's second
 * factor with its soft passkey (tests/support/soft-passkey.ts), adding it at the account's first
 * sign-in: the context's cookie jar then holds a verified session. Every worker derives the same
 * passkey, so it does not matter which one signed the account in first.
 */
export async function signInWithApi(
  api: APIRequestContext,
  account: { name: string; password: string },
  origin: string,
): Promise<void> {
  const login = await api.post(`${origin}/api/moderation/session`, { data: account });
  expect(login.status(), await login.text()).toBe(204);
  await completeSecondFactor(requestCall(api, origin), accountName(account.name), origin);
}

/** The harness's server as its pages see it: the origin a passkey is made for. */
function harnessOrigin(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set (tests/e2e/global-setup.ts)");
  return new URL(url).origin;
}

/** A verified session of the quick-start lead in a request context of its own. */
export async function moderatorApi(
  playwright: PlaywrightWorkerArgs["playwright"],
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await signInWithApi(
    api,
    { name: QUICK_START_LEAD, password: moderatorPassword() },
    harnessOrigin(),
  );
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
 * Opens /moderacja (of `origin`, the harness's server when empty) signed in as `account`, its
 * second factor proved, and waits for the live connection. The sign-in goes through the page's
 * own request context, so the page's cookies hold the verified session; the sign-in form and the
 * second-factor step themselves are tested through the page (tests/e2e).
 */
export async function signInPanel(
  page: Page,
  account: { name: string; password: string } = {
    name: QUICK_START_LEAD,
    password: moderatorPassword(),
  },
  origin = "",
): Promise<void> {
  await signInWithApi(page.context().request, account, origin || harnessOrigin());
  await page.goto(`${origin}/moderacja`);
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
