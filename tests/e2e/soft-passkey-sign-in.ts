import { expect, type Page } from "@playwright/test";
import { completeSecondFactor, type StaffCall } from "../support/soft-passkey";
import { waitForHydration } from "./helpers";

/**
 * Signs `account` in on the panel at `origin` as its page would: the password, then the second
 * factor with a soft passkey made for that origin (tests/support/soft-passkey.ts), each request
 * sent by the page itself, so the session's cookie is this browser's. For specs about something
 * else than signing in (the staff host, the release behind Caddy); the panel's own steps are
 * tested with Chromium's virtual authenticator.
 */
export async function signInWithSoftPasskey(
  page: Page,
  origin: string,
  account: { readonly name: string; readonly password: string },
): Promise<void> {
  await page.goto(`${origin}/moderacja`);
  await waitForHydration(page);
  const call: StaffCall = (method, path, body) =>
    page.evaluate(
      async (request) => {
        const answer = await fetch(request.path, {
          method: request.method,
          headers: request.body === undefined ? {} : { "content-type": "application/json" },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
        });
        const text = await answer.text();
        return { status: answer.status, body: text === "" ? null : (JSON.parse(text) as unknown) };
      },
      { method, path, body },
    );
  const signedIn = await call("POST", "/api/moderation/session", {
    name: account.name,
    password: account.password,
  });
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(204);
  await completeSecondFactor(call, account.name, origin);
  await page.reload();
  await expect(page.getByText("Na żywo", { exact: true })).toBeVisible();
}
