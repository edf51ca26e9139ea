import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { parse } from "yaml";
import { field, openEntry, openFile, save } from "../support/cms-editor";
import { freePort, serveBuild, type ServedBuild } from "../support/serve-build";
import {
  startGitHubCms,
  STAND_IN_CLIENT_ID,
  STAND_IN_CLIENT_SECRET,
  STAND_IN_REPO,
  type GitHubCms,
} from "../support/github-cms";
import { startStandInGitHub, type StandInGitHub } from "../support/stand-in-github";
import type { StandInCertificate } from "../support/stand-in-tls";
import { e2eServerEnvironment } from "./server-environment";
import { SIGN_IN_TEXTS } from "#server/cms/github-sign-in";
import { GITHUB_APP_MISSING } from "#server/cms/sign-in-note";

/**
 * Signing in to the CMS at /admin with GitHub through our own server (server/cms/
 * github-sign-in.ts), as an organiser does it: the real CMS bundle in Chromium opens the popup,
 * our server sends it to a stand-in GitHub on loopback (HTTPS, a throwaway certificate), takes
 * the code back, trades it for a token and hands the token to /admin; the CMS then reads the
 * repository from the stand-in and saves one edit as a pull request, whose file the stand-in
 * records. A wrong `state` and a page on another origin get no token.
 */

const CONTENT = path.resolve(import.meta.dirname, "../../content");
const REPO = STAND_IN_REPO;
const CLIENT_ID = STAND_IN_CLIENT_ID;
const CLIENT_SECRET = STAND_IN_CLIENT_SECRET;

interface FaqEntry {
  question: string;
  answer: string;
}

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

let cms: GitHubCms;
let certificate: StandInCertificate;
let github: StandInGitHub;
let server: ServedBuild;

test.beforeAll(async () => {
  cms = await startGitHubCms("github-sign-in", "haslo-serwera-logowania");
  ({ certificate, github, server } = cms);
});

test.afterAll(async () => {
  await cms?.stop();
});

/** A browser that trusts the stand-in's certificate (as it would trust GitHub's). */
async function organiserContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: server.url });
  // GitHub's status page, which the CMS asks about, is not on this machine.
  await context.route("https://www.githubstatus.com/**", (route) => route.abort());
  // What the page at /admin/ receives by postMessage, to show what reached it.
  await context.addInitScript(() => {
    const received: string[] = [];
    Object.assign(window, { receivedMessages: received });
    window.addEventListener("message", (event) => received.push(String(event.data)));
  });
  return context;
}

const receivedMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { receivedMessages: string[] }).receivedMessages);

const GITHUB_BUTTON = /^Zaloguj się przez \W?GitHub/;

/** Clicks "Zaloguj się przez GitHub" on /admin/ and resolves with the popup once it closed. */
async function signInThroughPopup(page: Page): Promise<void> {
  await page.goto("/admin/");
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: GITHUB_BUTTON }).click();
  await (await popup).waitForEvent("close", { timeout: 30_000 });
}

let context: BrowserContext | undefined;

test.afterEach(async () => {
  if (test.info().status !== test.info().expectedStatus) {
    console.log(`The stand-in GitHub saw:\n${github.requests.join("\n")}`);
    console.log(`Unanswered:\n${github.unanswered.join("\n")}`);
  }
  await context?.close();
  context = undefined;
});

test("an organiser signs in with GitHub through our server and saves an FAQ answer as a pull request", async ({
  browser,
}) => {
  context = await organiserContext(browser);
  const urls: string[] = [];
  const openerPolicies = new Map<string, string | undefined>();
  context.on("request", (request) => urls.push(request.url()));
  // Read as each answer arrives: the popup closes right after its last one.
  context.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname === "/admin/" || pathname === "/admin/sign-in/github/callback") {
      openerPolicies.set(pathname, response.headers()["cross-origin-opener-policy"]);
    }
  });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1400, height: 900 });
  const tokensBefore = github.tokens.length;
  await signInThroughPopup(page);
  await expect(page.getByText("Kolekcje", { exact: true })).toBeVisible({ timeout: 60_000 });
  expect(github.tokens).toHaveLength(tokensBefore + 1);
  const token = github.tokens.at(-1)!;
  expect((await receivedMessages(page)).filter((data) => data.includes(token))).toEqual([
    `authorization:github:success:{"token":"${token}","provider":"github"}`,
  ]);
  // Both documents keep the popup's link to its opener; helmet's same-origin would cut it.
  expect(Object.fromEntries(openerPolicies)).toEqual({
    "/admin/": "unsafe-none",
    "/admin/sign-in/github/callback": "unsafe-none",
  });

  const answer = "Bramy otwieramy w piątek o 16:30, a w sobotę o 15:00. Przyjdź wcześniej.";
  await openFile(page, "Strony", "Pytania i odpowiedzi (FAQ)");
  const question = await openEntry(field(page, "Pytania i odpowiedzi (FAQ)"), 2);
  await question.getByRole("textbox", { name: "Odpowiedź" }).fill(answer);
  await save(page, { review: true });

  // One commit with one file, on the edit's own branch, and a pull request into main.
  expect(github.written.map(({ branch, path: file }) => `${branch}:${file}`)).toEqual([
    "cms/strony/faq:content/faq.yaml",
  ]);
  const original = parse(readFileSync(path.join(CONTENT, "faq.yaml"), "utf8")) as FaqEntry[];
  const expected = original.map((entry, index) => (index === 1 ? { ...entry, answer } : entry));
  expect(parse(github.written[0]!.text)).toEqual(expected);
  expect(github.repository.pullRequests).toMatchObject([
    { head: "cms/strony/faq", base: "main", state: "OPEN" },
  ]);
  expect(github.unanswered).toEqual([]);
  // The token travelled in messages and headers only: no address ever carried it.
  expect(urls.filter((url) => url.includes(token))).toEqual([]);
});

const tokenRequests = () =>
  github.requests.filter((line) => line === "POST /login/oauth/access_token").length;

test("a callback whose state is not the browser's gets no token, and the CMS says why in Polish", async ({
  browser,
}) => {
  context = await organiserContext(browser);
  // GitHub sends the browser back with its real code but a state other than the one our server
  // gave this browser (a callback forged for, or replayed into, someone else's sign-in): the
  // state our server puts in GitHub's address is changed on its way. (A route sees the popup's
  // first request only, not the redirects after it.)
  await context.route(
    (url) => url.origin === server.url && url.pathname === "/admin/sign-in/github",
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const authorize = new URL(response.headers().location!);
      authorize.searchParams.set("state", "stan-z-innej-przegladarki");
      const headers = { ...response.headers(), location: authorize.toString() };
      await route.fulfill({ response, headers });
    },
  );
  const page = await context.newPage();
  const [tokensBefore, requestsBefore] = [github.tokens.length, tokenRequests()];
  await signInThroughPopup(page);
  await expect(page.getByRole("alert").filter({ hasText: SIGN_IN_TEXTS.wrongState })).toBeVisible();
  await expect(page.getByRole("button", { name: GITHUB_BUTTON })).toBeVisible();
  // Our server never traded the code, and the page got an error, never a token.
  expect([github.tokens.length, tokenRequests()]).toEqual([tokensBefore, requestsBefore]);
  const messages = await receivedMessages(page);
  expect(messages.filter((data) => data.startsWith("authorization:github:success"))).toEqual([]);
  expect(messages).toContain(
    `authorization:github:error:${JSON.stringify({ error: SIGN_IN_TEXTS.wrongState, provider: "github" })}`,
  );
});

test("a page on another origin that opens our sign-in as a popup receives nothing", async ({
  browser,
}) => {
  // Another site (here another port of loopback) that opens our sign-in and listens, answering
  // the handshake and even starting it unasked, for an organiser who already approved the app.
  const authorize = `${server.url}/admin/sign-in/github?provider=github&site_id=x&scope=repo,user`;
  const foreign = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><button id="open">Zaloguj</button><script>
      window.received = [];
      let popup;
      addEventListener("message", (event) => {
        received.push(String(event.data));
        if (popup) popup.postMessage(String(event.data), "*");
      });
      document.getElementById("open").onclick = () => {
        popup = window.open(${JSON.stringify(authorize)}, "auth", "width=600,height=800");
        setInterval(() => popup.postMessage("authorizing:github", "*"), 200);
      };
    </script>`);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => foreign.listen(port, "127.0.0.1", resolve));
  try {
    context = await organiserContext(browser);
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const tokensBefore = github.tokens.length;
    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Zaloguj" }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/admin\/sign-in\/github\/callback\?/);
    // The state matched (the same browser), so a token was traded: it must stay in the popup.
    expect(github.tokens).toHaveLength(tokensBefore + 1);
    await expect(popup.getByRole("status")).toHaveText(SIGN_IN_TEXTS.noAnswer, {
      timeout: 20_000,
    });
    const received = await page.evaluate(
      () => (window as unknown as { received: string[] }).received,
    );
    expect(received.filter((data) => data.startsWith("authoriz"))).toEqual([]);
    expect(received.filter((data) => data.includes(github.tokens.at(-1)!))).toEqual([]);
  } finally {
    await new Promise<void>((resolve) => foreign.close(() => resolve()));
  }
});

test("with helmet's Cross-Origin-Opener-Policy: same-origin on /admin/, sign-in fails as it did before", async ({
  browser,
}) => {
  context = await organiserContext(browser);
  // /admin/ answered with the header it had before: the popup loses its opener.
  await context.route(
    (url) => url.origin === server.url && url.pathname === "/admin/",
    async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers(), "cross-origin-opener-policy": "same-origin" };
      await route.fulfill({ response, headers });
    },
  );
  const page = await context.newPage();
  await page.goto("/admin/");
  await page.getByRole("button", { name: GITHUB_BUTTON }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Uwierzytelnianie przerwane" }),
  ).toBeVisible({
    timeout: 30_000,
  });
  expect((await receivedMessages(page)).filter((data) => data.startsWith("authoriz"))).toEqual([]);
  await expect(page.getByText("Kolekcje", { exact: true })).toBeHidden();
});

test("without the OAuth app the GitHub button is hidden, the page says what is missing, and a token still works", async ({
  browser,
}) => {
  // A GitHub of its own, without the pull requests the tests before left behind.
  const ownGitHub = await startStandInGitHub({
    certificate,
    contentDir: CONTENT,
    repo: REPO,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
  });
  const plainData = mkdtempSync(path.join(tmpdir(), "juwenalia-github-token-"));
  const plain = await serveBuild(
    e2eServerEnvironment(plainData, "haslo-serwera-logowania", {
      CMS_BACKEND: "github",
      CMS_REPO: REPO,
      CMS_HOST_URL: ownGitHub.url,
    }),
  );
  try {
    context = await organiserContext(browser);
    const page = await context.newPage();
    await page.goto(`${plain.url}/admin/`);
    const tokenButton = page.getByRole("button", { name: "Zaloguj się za pomocą tokenu dostępu" });
    await expect(tokenButton).toBeVisible();
    await expect(page.getByRole("button", { name: GITHUB_BUTTON })).toHaveCount(0);
    await expect(page.getByRole("note")).toHaveText(GITHUB_APP_MISSING);
    // Beside the CMS's own sign-in, covering none of it, on a laptop and on a phone.
    for (const [width, height] of [
      [1400, 900],
      [375, 667],
    ] as const) {
      await page.setViewportSize({ width, height });
      // The CMS's shell takes the note's height a frame after the note is measured.
      await expect(async () => {
        const note = (await page.getByRole("note").boundingBox())!;
        for (const control of await page.getByRole("button").all()) {
          const box = (await control.boundingBox())!;
          expect(box.y + box.height, `${width} px`).toBeLessThanOrEqual(note.y);
        }
        expect(note.x).toBeGreaterThanOrEqual(0);
        expect(note.x + note.width).toBeLessThanOrEqual(width);
      }).toPass({ timeout: 10_000 });
    }
    expect(await (await page.request.get(`${plain.url}/admin/sign-in/github`)).status()).toBe(404);

    // The documented fallback: a token the organiser made on GitHub.
    const token = ownGitHub.personalToken();
    await tokenButton.click();
    await page.getByRole("textbox", { name: "Osobisty token dostępu" }).fill(token);
    await page.getByRole("button", { name: "Zaloguj się", exact: true }).click();
    await expect(page.getByText("Kolekcje", { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("note")).toHaveCount(0);
  } finally {
    await plain.stop();
    await ownGitHub.stop();
    rmSync(plainData, { recursive: true, force: true });
  }
});
