import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { moderatorApi, signInPanel, submitMessage, unique } from "./staff-api";

/**
 * A page on the same site — here the same host on another port — cannot act with a signed-in
 * moderator's cookie (docs/architecture.md, "Staff login"): SameSite=Strict lets the cookie
 * through, the server's own-origin check does not.
 */
test("a same-site page's no-cors approve is refused, the message stays pending", async ({
  page,
  playwright,
}) => {
  await signInPanel(page);

  const api = await moderatorApi(playwright);
  const text = unique("Podrobione zatwierdzenie");
  const id = await submitMessage(api, "Ktoś obcy", text);

  const own = new URL(page.url());
  // Another page on the same host, another port: a tiny server of the test's own.
  const other = http.createServer((_request, response) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end("<!doctype html><title>Obca strona</title>");
  });
  await new Promise<void>((resolve) => other.listen(0, own.hostname, resolve));
  const { port } = other.address() as AddressInfo;
  const otherOrigin = `http://${own.hostname}:${port}`;
  await page.goto(`${otherOrigin}/strona`);
  const approveUrl = `${own.origin}/api/moderation/submissions/${id}/approve`;
  const sent = page.waitForRequest(approveUrl);
  await page.evaluate(async (url) => {
    // SameSite=Strict lets the session cookie go along (another port is the same site); the
    // answer is unreadable here (no-cors, CORP): what counts is what the server did.
    await fetch(url, { method: "POST", mode: "no-cors", credentials: "include" }).catch(
      () => undefined,
    );
  }, approveUrl);
  await sent;
  other.close();

  const pending = await api.get("/api/moderation/submissions?status=pending");
  const items = (await pending.json()) as Array<{ id: number }>;
  expect(items.some((item) => item.id === id)).toBe(true);
  await api.dispose();
});
