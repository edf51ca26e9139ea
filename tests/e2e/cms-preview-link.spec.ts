import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { field, openEntry, openFile, save } from "../support/cms-editor";
import type { ServedBuild } from "../support/serve-build";
import { startGitHubCms, STAND_IN_REPO, type GitHubCms } from "../support/github-cms";
import type { StandInGitHub } from "../support/stand-in-github";
import type { StandInCertificate } from "../support/stand-in-tls";

/**
 * The preview's address reaches the organiser where they are (docs/redakcja.md, "Publikacja"):
 * an edit saved in the real CMS becomes a pull request on a stand-in GitHub (HTTPS on loopback);
 * the preview job's own step of .github/workflows/checks.yml posts the commit status with the
 * preview's address; the CMS then offers "Zobacz podgląd" with that address for the entry.
 */

const WORKFLOW = path.resolve(import.meta.dirname, "../../.github/workflows/checks.yml");
const REPO = STAND_IN_REPO;
const PREVIEW_ADDRESS = "podglad.juwenalia-syrenki.example";

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

let cms: GitHubCms;
let certificate: StandInCertificate;
let github: StandInGitHub;
let server: ServedBuild;

test.beforeAll(async () => {
  cms = await startGitHubCms("preview-link", "haslo-serwera-podgladu");
  ({ certificate, github, server } = cms);
});

test.afterAll(async () => {
  await cms?.stop();
});

/** The preview job's step that posts the commit status, as the workflow file has it. */
function statusStep(): { run: string } {
  type Step = { run?: string };
  const workflow = parse(readFileSync(WORKFLOW, "utf8")) as {
    jobs: Record<string, { steps?: Step[] }>;
  };
  const step = workflow.jobs.preview?.steps?.find((found) => found.run?.includes("/statuses/"));
  if (!step?.run) throw new Error("checks.yml's preview job posts no commit status");
  return { run: step.run };
}

test("after the checks, the CMS links the change's preview for the entry under review", async ({
  browser,
}) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: server.url });
  await context.route("https://www.githubstatus.com/**", (route) => route.abort());
  // The preview host itself is not on this machine: the CMS may ask it whether it answers.
  await context.route(`https://${PREVIEW_ADDRESS}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Podgląd</title>" }),
  );
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto("/admin/");
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: /^Zaloguj się przez \W?GitHub/ }).click();
    await (await popup).waitForEvent("close", { timeout: 30_000 });
    await expect(page.getByText("Kolekcje", { exact: true })).toBeVisible({ timeout: 60_000 });

    await openFile(page, "Strony", "Pytania i odpowiedzi (FAQ)");
    const question = await openEntry(field(page, "Pytania i odpowiedzi (FAQ)"), 2);
    await question.getByRole("textbox", { name: "Odpowiedź" }).fill("Bramy otwieramy o 16:30.");
    await save(page, { review: true });
    const pull = github.repository.pullRequests[0];
    if (!pull) throw new Error("the CMS opened no pull request");
    const head = github.repository.branches.get(pull.head);

    // What the preview job does after publishing the preview, with the stand-in as the API.
    const previewUrl = `https://${PREVIEW_ADDRESS}/${pull.number}/`;
    // Asynchronously: the stand-in answers from this very process.
    const posted = await promisify(execFile)("bash", ["-e", "-c", statusStep().run], {
      env: {
        ...process.env,
        TOKEN: github.tokens.at(-1),
        HEAD_SHA: head,
        PREVIEW_URL: previewUrl,
        GITHUB_API_URL: `${github.url}/api/v3`,
        GITHUB_REPOSITORY: REPO,
        CURL_CA_BUNDLE: certificate.caFile,
      },
    });
    expect(posted.stderr).toBe("");
    expect(github.repository.statuses.get(head ?? "")).toEqual([
      {
        context: "Podgląd strony",
        state: "SUCCESS",
        targetUrl: previewUrl,
        description: "Strona z tą zmianą, za hasłem podglądu",
      },
    ]);

    // The organiser comes back to the entry: the CMS has the preview's address for it.
    await page.goto("/admin/");
    await expect(page.getByText("Kolekcje", { exact: true })).toBeVisible({ timeout: 60_000 });
    await openFile(page, "Strony", "Pytania i odpowiedzi (FAQ)");
    const link = page
      .getByRole("link", { name: "Zobacz podgląd" })
      .or(page.getByRole("button", { name: "Zobacz podgląd" }));
    await expect(link.first()).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: test.info().outputPath("preview-link.png") });
    const opened = context.waitForEvent("page");
    await link.first().click();
    expect((await opened).url()).toBe(previewUrl);
  } finally {
    await context.close();
  }
});
