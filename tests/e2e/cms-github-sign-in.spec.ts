import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { parse } from "yaml";
import { field, openEntry, openFile, save } from "../support/cms-editor";
import { serveBuild, type ServedBuild } from "../support/serve-build";
import { startStandInGitHub, type StandInGitHub } from "../support/stand-in-github";
import { createStandInCertificate, type StandInCertificate } from "../support/stand-in-tls";
import { e2eServerEnvironment } from "./server-environment";

/**
 * Signing in to the CMS at /admin with GitHub through our own server (server/cms/
 * github-sign-in.ts), as an organiser does it: the real CMS bundle in Chromium opens the popup,
 * our server sends it to a stand-in GitHub on loopback (HTTPS, a throwaway certificate), takes
 * the code back, trades it for a token and hands the token to /admin; the CMS then reads the
 * repository from the stand-in and saves one edit as a pull request, whose file the stand-in
 * records. A wrong `state` and a page on another origin get no token.
 */

const CONTENT = path.resolve(import.meta.dirname, "../../content");
const REPO = "samorzady/juwenalia-syrenki";
const CLIENT_ID = "Ov23liStandInClient";
const CLIENT_SECRET = "standin0secret0of0the0oauth0app0000000000";

interface FaqEntry {
  question: string;
  answer: string;
}

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

let certificate: StandInCertificate;
let github: StandInGitHub;
let server: ServedBuild;
let dataDir: string;

test.beforeAll(async () => {
  certificate = createStandInCertificate();
  github = await startStandInGitHub({
    certificate,
    contentDir: CONTENT,
    repo: REPO,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
  });
  dataDir = mkdtempSync(path.join(tmpdir(), "juwenalia-github-sign-in-"));
  server = await serveBuild(
    e2eServerEnvironment(dataDir, "haslo-serwera-logowania", {
      CMS_BACKEND: "github",
      CMS_REPO: REPO,
      CMS_HOST_URL: github.url,
      CMS_GITHUB_CLIENT_ID: CLIENT_ID,
      CMS_GITHUB_CLIENT_SECRET: CLIENT_SECRET,
      // Our server trusts the stand-in's certificate for its token request, and nothing else new.
      NODE_EXTRA_CA_CERTS: certificate.caFile,
    }),
  );
});

test.afterAll(async () => {
  await server?.stop();
  await github?.stop();
  certificate?.remove();
  rmSync(dataDir, { recursive: true, force: true });
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
  const openerPolicies = new Map<string, string | null>();
  context.on("request", (request) => urls.push(request.url()));
  context.on("response", async (response) => {
    const { pathname } = new URL(response.url());
    if (pathname === "/admin/" || pathname === "/admin/sign-in/github/callback") {
      openerPolicies.set(pathname, await response.headerValue("cross-origin-opener-policy"));
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
  await save(page);

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
