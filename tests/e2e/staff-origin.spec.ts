import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { SESSION_COOKIE } from "#server/plugins/session-cookie";
import { moderatorApi, signInPanel, submitMessage, unique } from "./staff-api";

/**
 * The headers a POST to `url` went out with, as Chromium put them on the wire (Sec-Fetch-Site and
 * the cookie are added after page.route sees the request), and the status of its answer, which
 * the browser keeps from the page and from Playwright when CORS refuses it.
 */
async function watchWire(
  page: Page,
  url: string,
): Promise<{ answered: Promise<{ sent: Record<string, string>; status: number }> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // Chromium may report a request's extra information before the request itself.
  let id: string | undefined;
  const headers = new Map<string, Record<string, string>>();
  const statuses = new Map<string, number>();
  let settled = false;
  const answered = new Promise<{ sent: Record<string, string>; status: number }>((resolve) => {
    // Chromium may report more of the request's events after the answer: the session is detached
    // once, and a detach that finds it already gone (the page closed first) is no failure.
    const settle = () => {
      const sent = id === undefined ? undefined : headers.get(id);
      const status = id === undefined ? undefined : statuses.get(id);
      if (settled || !sent || status === undefined) return;
      settled = true;
      resolve({ sent, status });
      cdp.detach().catch(() => undefined);
    };
    cdp.on("Network.requestWillBeSent", (event) => {
      if (event.request.url === url && event.request.method === "POST") id = event.requestId;
      settle();
    });
    cdp.on("Network.requestWillBeSentExtraInfo", (event) => {
      const lowerCase = Object.entries(event.headers).map(([name, value]) => [
        name.toLowerCase(),
        String(value),
      ]);
      headers.set(event.requestId, Object.fromEntries(lowerCase));
      settle();
    });
    cdp.on("Network.responseReceivedExtraInfo", (event) => {
      statuses.set(event.requestId, event.statusCode);
      settle();
    });
  });
  return { answered };
}

/**
 * A page on the same site — here the same host on another port — cannot act with a signed-in
 * moderator's cookie (server/plugins/README.md#staff-login): SameSite=Strict lets the cookie
 * through, the server's own-origin check does not.
 *
 * The forged approve is in every other way one the server would carry out: the session cookie,
 * a JSON body naming the status the moderator saw. A `no-cors` fetch, all a page can send
 * unasked, cannot declare JSON and would be refused 415 even without the origin check
 * (tests/server/staff-requests.test.ts covers that rule). So the page here sends a CORS request
 * with `application/json`, as it could if our API ever answered a preflight: while a page.route
 * is set, Playwright answers Chromium's preflight itself and allows everything, which stands in
 * for that mistake. What goes out is still the browser's own request, with its own `Origin` and
 * `Sec-Fetch-Site`, and the test reads it and the answer's status where Chromium sends them.
 */
test("a same-site page's JSON approve with the moderator's cookie is refused by the origin check", async ({
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
  try {
    await page.goto(`${otherOrigin}/strona`);
    const approveUrl = `${own.origin}/api/moderation/submissions/${id}/approve`;
    await page.route(approveUrl, (route) => route.continue());
    const wire = await watchWire(page, approveUrl);
    await page.evaluate(async (url) => {
      // The answer is unreadable here (no CORS headers on it): what counts is what the server did.
      await fetch(url, {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ from: "pending" }),
      }).catch(() => undefined);
    }, approveUrl);
    const { sent, status } = await wire.answered;

    // What went out would have approved the message but for where it came from: the session
    // cookie (SameSite=Strict lets it through to the same site), JSON, the body the panel sends.
    expect(sent.cookie ?? "").toContain(`${SESSION_COOKIE}=`);
    expect(sent["content-type"]).toBe("application/json");
    expect(sent.origin).toBe(otherOrigin);
    expect(sent["sec-fetch-site"]).toBe("same-site");
    expect(status).toBe(403);
  } finally {
    other.close();
  }

  const pending = await api.get("/api/moderation/submissions?status=pending");
  const items = (await pending.json()) as Array<{ id: number }>;
  expect(items.some((item) => item.id === id)).toBe(true);
  await api.dispose();
});
