import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { writeContentStamp } from "../../scripts/lib/content-stamp";
import { freePort } from "../support/serve-build";
import { e2eServerEnvironment } from "./server-environment";

/**
 * Trying the CMS without git (docs/redakcja.md): `npm run redakcja` serves the site and /admin
 * on this computer and rebuilds the site after each correct change of the content folder;
 * `npm start` rebuilds a site older than its content. On a copy of content/ (CONTENT_DIR) and a
 * copy of the e2e run's build (in the project, build-trial-…), so the first start needs no
 * build; each test builds once.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD = path.join(ROOT, process.env.BUILD_DIR ?? "build");

// One build of the whole site each, on a busy two-core machine.
test.setTimeout(420_000);
// One after the other in one worker: two whole builds side by side, next to the other worker's
// browser, once took a rebuild past its six minutes on the CI machine.
test.describe.configure({ mode: "default" });

let work: string;
let content: string;
let build: string;
/** What the command under test printed, for the failure report. */
let printed = "";

test.beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), "juwenalia-trial-"));
  content = path.join(work, "content");
  // Inside the project: the build's prerendering loads the project's packages from there.
  build = mkdtempSync(path.join(ROOT, "build-trial-"));
  cpSync(path.join(ROOT, "content"), content, { recursive: true });
  cpSync(BUILD, build, { recursive: true });
  writeContentStamp(build, content);
});

test.afterEach(() => {
  const testInfo = test.info();
  // The report cuts attachments short, and the end of the output says where a rebuild stopped.
  if (testInfo.status !== testInfo.expectedStatus) console.error(printed.slice(-4000));
  printed = "";
  for (const dir of [work, build, `${build}-next`, `${build}-next-en`, `${build}-old`]) {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A running command with everything it printed so far. */
interface Running {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

async function runScript(script: string, port: number): Promise<Running> {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...e2eServerEnvironment(path.join(work, "data"), "trial-moderator-haslo"),
      CONTENT_DIR: content,
      // Relative to the project, as every build step reads it.
      BUILD_DIR: path.relative(ROOT, build),
      HOST: "127.0.0.1",
      PORT: String(port),
      REDAKCJA_QUIET_MS: "300",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  };
  return { child, output: () => output, stop };
}

/** The FAQ page as the server sends it now, or "" while the server is not answering. */
async function faqPage(port: number): Promise<string> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/faq`);
    return response.ok ? await response.text() : "";
  } catch {
    return "";
  }
}

/** Rewrites one FAQ answer in the content copy, as a save in the CMS would. */
function editAnswer(from: string, to: string): void {
  const file = path.join(content, "faq.yaml");
  const text = readFileSync(file, "utf8");
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

const ANSWER_PART = "Warto przyjść wcześniej";

test("npm run redakcja serves the site and /admin, and shows each correct edit; a mistake keeps the previous site", async () => {
  const port = await freePort();
  const trial = await runScript("scripts/redakcja.ts", port);
  try {
    await expect.poll(() => faqPage(port), { timeout: 60_000 }).toContain(ANSWER_PART);
    expect((await fetch(`http://127.0.0.1:${port}/admin/`)).status).toBe(200);
    // The copy of the build shows the content as it is: no build at the start.
    expect(trial.output()).not.toContain("Buduję stronę");

    editAnswer(ANSWER_PART, "Przyjdź wcześniej, a ominie cię kolejka");
    // The line comes once the new build is in place and its server started; the page follows as
    // soon as that server listens.
    await expect
      .poll(() => trial.output(), { timeout: 360_000, intervals: [2_000] })
      .toContain("Strona pokazuje zmiany.");
    await expect
      .poll(() => faqPage(port), { timeout: 60_000 })
      .toContain("Przyjdź wcześniej, a ominie cię kolejka");

    // A key content:check does not know: refused in Polish, and the site stays as it was.
    const faq = path.join(content, "faq.yaml");
    writeFileSync(faq, readFileSync(faq, "utf8").replace("- question:", "- pytanie:"));
    await expect
      .poll(() => trial.output(), { timeout: 60_000 })
      .toContain("Strona pokazuje poprzednią wersję.");
    expect(trial.output()).toContain("Pytania i odpowiedzi");
    expect(await faqPage(port)).toContain("Przyjdź wcześniej, a ominie cię kolejka");
  } finally {
    await trial.stop();
    printed = trial.output();
    await test.info().attach("npm run redakcja", { body: printed });
  }
  // The server it started ended with it.
  expect(await faqPage(port)).toBe("");
});

test("npm start builds again when the content changed since the last build, and serves the edit", async () => {
  editAnswer(ANSWER_PART, "Najlepiej przyjść wcześniej");
  const port = await freePort();
  const start = await runScript("scripts/start.ts", port);
  try {
    await expect
      .poll(() => faqPage(port), { timeout: 360_000, intervals: [2_000] })
      .toContain("Najlepiej przyjść wcześniej");
    expect(start.output()).toContain("treść zmieniła się od ostatniego budowania");
  } finally {
    await start.stop();
    printed = start.output();
    await test.info().attach("npm start", { body: printed });
  }
});
