import http from "node:http";
import { expect, test as base, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from "../../playwright.config";
import { startOwnServer, type OwnServer } from "./own-server";
import { signInWithSoftPasskey } from "./soft-passkey-sign-in";

/**
 * The staff side on a host of its own (docs/decisions/028-the-staff-side-on-a-host-of-its-own.md):
 * a lead signed in on http://panel.localhost:<port>/moderacja, and a script on a public page of
 * http://localhost:<port> in the same browser — the same site, so the lead's SameSite=Strict
 * cookie would travel — tries every staff route the server has. None answers it the staff's data,
 * and nothing changes.
 */
const STAFF_HOST = "panel.localhost";

const test = base.extend<{ server: OwnServer }>({
  server: async ({ playwright }, provide) => {
    const server = await startOwnServer(playwright, { env: { STAFF_HOST } });
    await provide(server);
    await server.stop();
  },
});
// The server listens on 127.0.0.1 only: both names go there (Chromium would try ::1 first).
test.use({
  serviceWorkers: "block",
  launchOptions: {
    executablePath: CHROMIUM_EXECUTABLE,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${STAFF_HOST} 127.0.0.1`],
  },
});
test.describe.configure({ timeout: 120_000 });

interface Route {
  readonly method: string;
  readonly path: string;
}

/**
 * The staff routes the server describes to the signed-in page's staff session (/api/docs/json on
 * the staff host). Asked from here with that session's cookie: over plain HTTP the cookie is
 * scoped to /api/moderation, so the page's own request for /api/docs would carry none.
 */
async function staffRoutes(staffPage: Page, server: OwnServer): Promise<Route[]> {
  const cookies = await staffPage.context().cookies(`http://${STAFF_HOST}/api/moderation/`);
  const { port } = new URL(server.url);
  const text = await new Promise<string>((resolve, reject) => {
    http
      .get(
        {
          host: "127.0.0.1",
          port,
          path: "/api/docs/json",
          headers: {
            host: `${STAFF_HOST}:${port}`,
            cookie: cookies.map(({ name, value }) => `${name}=${value}`).join("; "),
          },
        },
        (answer) => {
          let body = "";
          answer.setEncoding("utf8");
          answer.on("data", (chunk: string) => (body += chunk));
          answer.on("end", () => resolve(body));
        },
      )
      .on("error", reject);
  });
  const document = JSON.parse(text) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/api/moderation"))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
    );
}

/** What the staff themselves see: the trail and the queue, read on the staff host. */
async function staffState(staffPage: Page): Promise<string> {
  return staffPage.evaluate(async () => {
    const read = async (url: string) => `${url}: ${await (await fetch(url)).text()}`;
    return [
      await read("/api/moderation/audit"),
      await read("/api/moderation/submissions?status=pending"),
      await read("/api/moderation/submissions?status=approved"),
    ].join("\n");
  });
}

const PAGE_POLICY_ORIGINS = /https?:\/\/[^\s;]+/g;

test("a script on a public page cannot reach the staff API with a lead's cookie", async ({
  page,
  server,
}) => {
  const port = new URL(server.url).port;
  const staffOrigin = `http://${STAFF_HOST}:${port}`;
  const publicOrigin = `http://localhost:${port}`;
  const [id] = server.seed([{ author: "Ktoś", message: "Wiadomość do zatwierdzenia" }]);

  // The public host sends the panel to its own host.
  await page.goto(`${publicOrigin}/moderacja`);
  expect(new URL(page.url()).origin).toBe(staffOrigin);
  await signInWithSoftPasskey(page, staffOrigin, server.lead);
  const routes = await staffRoutes(page, server);
  expect(routes.length).toBeGreaterThan(10);
  expect(routes).toContainEqual({
    method: "POST",
    path: "/api/moderation/submissions/{id}/approve",
  });
  const before = await staffState(page);
  expect(before).toContain("Wiadomość do zatwierdzenia");

  // The same browser, a public page: what a widget's script there could do.
  const publicPage = await page.context().newPage();
  await publicPage.goto(`${publicOrigin}/faq`);
  const attempts = routes.flatMap(({ method, path }) => {
    const url = path.replace(/\{[^}]+\}/g, String(id));
    const methods = method === "GET" ? ["GET", "POST"] : [method, "GET"];
    return [url, `${staffOrigin}${url}`].flatMap((target) =>
      methods.map((verb) => ({ method: verb, url: target })),
    );
  });
  const answers = await publicPage.evaluate(async (requests) => {
    const results = [];
    for (const request of requests) {
      const write = request.method !== "GET";
      try {
        const answer = await fetch(request.url, {
          method: request.method,
          credentials: "include",
          headers: write ? { "content-type": "application/json" } : {},
          body: write ? JSON.stringify({ from: "pending" }) : undefined,
          signal: AbortSignal.timeout(5000),
        });
        results.push({ ...request, status: answer.status, body: await answer.text() });
      } catch (error) {
        results.push({ ...request, status: 0, body: String(error) });
      }
    }
    return results;
  }, attempts);

  for (const answer of answers) {
    const name = `${answer.method} ${answer.url}`;
    if (answer.url.startsWith(staffOrigin)) {
      // Another origin without CORS: the browser gives the script nothing.
      expect(answer.status, name).toBe(0);
    } else {
      // The public host has no staff route.
      expect(answer.status, name).toBe(404);
      expect(JSON.parse(answer.body), name).toMatchObject({ code: "not_found" });
    }
  }
  expect(await staffState(page)).toBe(before);
});

test("the staff pages' policies name no third party; the public pages keep the widgets'", async ({
  page,
  server,
}) => {
  const port = new URL(server.url).port;
  const policyOf = async (url: string) => {
    const answer = await page.goto(url);
    expect(answer?.status(), url).toBe(200);
    return (await answer?.headerValue("content-security-policy")) ?? "";
  };
  const staffOrigin = `http://${STAFF_HOST}:${port}`;
  const publicOrigin = `http://localhost:${port}`;
  for (const url of [`${staffOrigin}/moderacja`, `${publicOrigin}/telebim`]) {
    const policy = await policyOf(url);
    expect(policy, url).toContain("default-src 'self'");
    expect(policy.match(PAGE_POLICY_ORIGINS) ?? [], url).toEqual([]);
  }
  // /admin reaches the git host the CMS is configured for (GitHub here), and nothing else.
  const admin = await policyOf(`${staffOrigin}/admin/`);
  for (const origin of admin.match(PAGE_POLICY_ORIGINS) ?? []) {
    expect(new URL(origin).hostname, origin).toMatch(/(?:^|\.)github(?:usercontent|status)?\.com$/);
  }
  expect(await policyOf(`${publicOrigin}/faq`)).toContain("https://jakdojade.pl");
  // The staff host shows no public page.
  await page.goto(`${staffOrigin}/faq`);
  expect(page.url()).toBe(`${staffOrigin}/moderacja`);
});
