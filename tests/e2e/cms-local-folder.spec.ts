import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { serveBuild, type ServedBuild } from "../support/serve-build";
import { e2eServerEnvironment } from "./server-environment";

/**
 * A trial on the organiser's own computer, before any git host is set up (docs/redakcja.md): with
 * no CMS_REPO the CMS offers only the local repository, and its sign-in page names the folder to
 * pick, which is the checkout the server runs from.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");

let site: ServedBuild;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "juwenalia-local-cms-"));
  site = await serveBuild(e2eServerEnvironment(dataDir, "haslo-proby-lokalnej", { CMS_REPO: "" }));
});

test.afterAll(async () => {
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("without a repository in the settings, the sign-in page names the checkout's folder", async ({
  page,
}) => {
  await page.goto(`${site.url}/admin/`);
  await expect(page.getByRole("button", { name: "Pracuj z lokalnym repozytorium" })).toBeVisible({
    timeout: 60_000,
  });
  // The CMS isolates the name with bidi marks (U+2068, U+2069).
  await expect(
    page.getByText(
      `Po wyświetleniu monitu wybierz katalog główny repozytorium “\u2068${path.basename(ROOT)}\u2069”.`,
    ),
  ).toBeVisible();
  await expect(page.getByText(/CMS_REPO|w-konfiguracji-serwera/)).toHaveCount(0);
});
