import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { parse } from "yaml";
import { field, openEntry, openFile, save } from "../support/cms-editor";
import { freePort, serveBuild, type ServedBuild } from "../support/serve-build";
import { startStandInForgejo, type StandInForgejo } from "../support/stand-in-forgejo";
import { e2eServerEnvironment } from "./server-environment";

/**
 * Sign-in to a Forgejo/Gitea from the CMS at /admin (docs/redakcja.md, "Podłączenie
 * repozytorium"), with the real CMS in Chromium and a stand-in Forgejo on loopback over HTTPS
 * (tests/support/stand-in-forgejo.ts): the button opens a popup that signs in with PKCE and hands
 * the token back to /admin/, the CMS reads the repository, and one saved FAQ answer reaches
 * Forgejo as the file's new content. A forged `state` and a foreign page get no token.
 */

const CONTENT = path.resolve(import.meta.dirname, "../../content");
const FAQ = "content/faq.yaml";
const SIGN_IN = /^Zaloguj się przez .*Forgejo/;

test.describe.configure({ mode: "serial" });
// Two loads of the whole CMS (the page and its popup) and the repository read over HTTPS.
test.setTimeout(180_000);

let forgejo: StandInForgejo;
let site: ServedBuild;
let dataDir: string;

/** A stand-in host of `flavour` and our server over the build, signing in to each other. */
async function startHosts(flavour: "forgejo" | "gitea"): Promise<void> {
  // The site's address is needed first: it is the OAuth application's redirect address and the
  // one origin the host's CORS allows.
  const port = await freePort();
  forgejo = await startStandInForgejo({
    contentDir: CONTENT,
    siteOrigin: `http://127.0.0.1:${port}`,
    flavour,
  });
  dataDir = mkdtempSync(path.join(tmpdir(), `juwenalia-${flavour}-`));
  site = await serveBuild(
    e2eServerEnvironment(dataDir, "haslo-serwera-forgejo", {
      CMS_BACKEND: "gitea",
      CMS_REPO: forgejo.repo,
      CMS_HOST_URL: forgejo.url,
      CMS_APP_ID: forgejo.clientId,
    }),
    { port },
  );
}

async function stopHosts(): Promise<void> {
  await site?.stop();
  await forgejo?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** A fresh browser profile that trusts the stand-in's throwaway certificate. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: "pl-PL" });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1400, height: 900 });
  return page;
}

/** Opens /admin/ and checks the header the popup needs: with helmet's same-origin it never signs in. */
async function openAdmin(page: Page): Promise<void> {
  const response = await page.goto(`${site.url}/admin/`);
  expect(response?.headers()["cross-origin-opener-policy"]).toBe("unsafe-none");
  await expect(page.getByRole("button", { name: SIGN_IN })).toBeVisible({ timeout: 60_000 });
}

/**
 * The organiser's whole way: the button, the popup with PKCE, the collections, one FAQ answer
 * changed and saved; the host receives the file with that answer and nothing else changed.
 */
async function signInAndSaveAnswer(browser: Browser): Promise<void> {
  const page = await freshPage(browser);
  // /admin's policy allows the host's address and nothing else; the whole way needs no more.
  const refused: string[] = [];
  page.context().on("console", (message) => {
    if (message.text().includes("Content Security Policy")) refused.push(message.text());
  });
  await openAdmin(page);
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: SIGN_IN }).click();
  // The popup goes to Forgejo's authorize page, comes back to /admin/ with a code, exchanges it
  // and closes once the page has the token.
  await (await popup).waitForEvent("close", { timeout: 60_000 });
  await expect(page.getByText("Kolekcje", { exact: true })).toBeVisible({ timeout: 60_000 });

  const authorize = forgejo.requests.find((seen) => seen.url.startsWith("/login/oauth/authorize"));
  const asked = new URL(authorize?.url ?? "/", forgejo.url).searchParams;
  expect(asked.get("code_challenge_method")).toBe("S256");
  expect(asked.get("redirect_uri")).toBe(`${site.url}/admin/`);
  expect(forgejo.tokenRequests()).toHaveLength(1);
  expect(forgejo.tokenRequests()[0]?.origin).toBe(site.url);

  const answer = "Tak, bramy otwieramy o 16:30 w piątek i o 15:00 w sobotę (zmiana z CMS-u).";
  await openFile(page, "Strony", "Pytania i odpowiedzi (FAQ)");
  const question = await openEntry(field(page, "Pytania i odpowiedzi (FAQ)"), 2);
  await question.getByRole("textbox", { name: "Odpowiedź" }).fill(answer);
  await save(page);

  // One commit on the branch, with this file only: the saved list is the old one with the one
  // answer changed.
  const commits = forgejo.repository.commits;
  expect(commits).toHaveLength(1);
  expect([...commits[0]!.files.keys()]).toEqual([FAQ]);
  expect(commits[0]!.author.name).toBe("Ola Organizatorka");
  const written = commits[0]!.files.get(FAQ) ?? "";
  const original = readFileSync(path.join(CONTENT, "faq.yaml"), "utf8");
  const saved = parse(written) as { question: string; answer: string }[];
  const before = parse(original) as typeof saved;
  const expected = before.map((item, index) => (index === 1 ? { ...item, answer } : item));
  expect(saved).toEqual(expected);
  // The repository keeps its files in the form the CMS writes: the diff is that answer's line.
  const lines = written.split("\n");
  const originalLines = original.split("\n");
  expect(lines).toHaveLength(originalLines.length);
  expect(lines.filter((line, index) => line !== originalLines[index])).toEqual([
    `  answer: ${answer}`,
  ]);
  expect(refused).toEqual([]);
  await page.context().close();
}

test.describe("Forgejo 12", () => {
  test.beforeAll(() => startHosts("forgejo"));
  test.afterAll(stopHosts);

  test("an organiser signs in to Forgejo in a popup with PKCE and saves one FAQ answer there", async ({
    browser,
  }) => {
    await signInAndSaveAnswer(browser);
    // Forgejo's contents come by blob hash.
    expect(forgejo.requests.some((seen) => seen.url.includes("/git/blobs?shas="))).toBe(true);
  });

  test("a callback with a forged state gets no token, and the CMS says sign-in was stopped", async ({
    browser,
  }) => {
    const page = await freshPage(browser);
    await openAdmin(page);
    const tokensBefore = forgejo.tokenRequests().length;
    forgejo.forgeNextState("podrobiony-stan");
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: SIGN_IN }).click();
    await (await popup).waitForEvent("close", { timeout: 60_000 });
    await expect(page.getByText(/atak CSRF/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Kolekcje", { exact: true })).toBeHidden();
    expect(forgejo.tokenRequests()).toHaveLength(tokensBefore);
    await page.context().close();
  });

  test("without CORS for the site on Forgejo, the CMS says it got no token", async ({
    browser,
  }) => {
    const page = await freshPage(browser);
    await openAdmin(page);
    forgejo.setCors(false);
    try {
      const popup = page.waitForEvent("popup");
      await page.getByRole("button", { name: SIGN_IN }).click();
      await (await popup).waitForEvent("close", { timeout: 60_000 });
      // The words docs/redakcja.md quotes for this setting.
      await expect(
        page.getByText("Nie udało się uzyskać tokenu dostępu. Spróbuj ponownie później."),
      ).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText("Kolekcje", { exact: true })).toBeHidden();
    } finally {
      forgejo.setCors(true);
    }
    await page.context().close();
  });

  test("a foreign page that opens the sign-in gets no token, neither from /admin/ nor from Forgejo", async ({
    browser,
  }) => {
    // A page of another origin on loopback too (so the browser's own guards for a public page
    // reaching a local address do not decide): it starts a sign-in of its own with our
    // application and address, listens for the token, and tries to exchange the code itself.
    const foreign = http.createServer((_request, response) =>
      response
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end("<!doctype html><title>Obca strona</title>"),
    );
    await new Promise<void>((resolve) => foreign.listen(0, "127.0.0.1", resolve));
    const foreignOrigin = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
    const page = await freshPage(browser);
    await page.goto(`${foreignOrigin}/`);
    const tokensBefore = forgejo.tokenRequests().length;
    const popupOpened = page.waitForEvent("popup");
    await page.evaluate(
      async ({ hostUrl, clientId, redirectUri }) => {
        const verifier = "obca-strona-".repeat(6);
        const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
        const challenge = btoa(String.fromCharCode(...new Uint8Array(digest)))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, "");
        const query = new URLSearchParams({
          client_id: clientId,
          redirect_uri: redirectUri,
          response_type: "code",
          state: "stan-obcej-strony",
          code_challenge: challenge,
          code_challenge_method: "S256",
        });
        const received: string[] = [];
        Object.assign(window, { received, verifier });
        window.addEventListener("message", (event) => received.push(String(event.data)));
        const popup = window.open(`${hostUrl}/login/oauth/authorize?${query}`, "auth");
        // Asks the way the CMS's page asks its popup for the token.
        setInterval(() => popup?.postMessage("authorizing:gitea", "*"), 250);
      },
      { hostUrl: forgejo.url, clientId: forgejo.clientId, redirectUri: `${site.url}/admin/` },
    );
    const popup = await popupOpened;
    await popup.waitForURL(/\/admin\/\?code=/);
    await expect(popup.getByRole("button", { name: SIGN_IN })).toBeVisible({ timeout: 60_000 });
    await popup.waitForLoadState("networkidle");
    const code = new URL(popup.url()).searchParams.get("code");

    // The code is of no use to the foreign page either: Forgejo's CORS allows only the site.
    const ownExchange = await page.evaluate(
      async ({ tokenUrl, clientId, redirectUri, code }) => {
        try {
          const response = await fetch(tokenUrl, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              grant_type: "authorization_code",
              client_id: clientId,
              code,
              redirect_uri: redirectUri,
              code_verifier: (window as unknown as { verifier: string }).verifier,
            }),
          });
          return await response.text();
        } catch (error) {
          return `refused: ${String(error)}`;
        }
      },
      {
        tokenUrl: `${forgejo.url}/login/oauth/access_token`,
        clientId: forgejo.clientId,
        redirectUri: `${site.url}/admin/`,
        code,
      },
    );
    expect(ownExchange).toMatch(/^refused: TypeError/);
    // Refused by the preflight Forgejo answered without allowing that origin.
    expect(
      forgejo.requests.filter((seen) => seen.method === "OPTIONS" && seen.origin === foreignOrigin),
    ).toHaveLength(1);
    const received = await page.evaluate(
      () => (window as unknown as { received: string[] }).received,
    );
    expect(received.filter((message) => message.includes("token"))).toEqual([]);
    expect(forgejo.tokenRequests()).toHaveLength(tokensBefore);
    await page.context().close();
    foreign.close();
  });
});

test.describe("Gitea 1.24", () => {
  test.beforeAll(() => startHosts("gitea"));
  test.afterAll(stopHosts);

  test("an organiser signs in to Gitea the same way and saves one FAQ answer there", async ({
    browser,
  }) => {
    await signInAndSaveAnswer(browser);
    // Gitea's contents come by path, in POSTed batches.
    const batches = forgejo.requests.filter((seen) => seen.url.includes("/file-contents?ref="));
    expect(batches.length).toBeGreaterThan(0);
  });
});
