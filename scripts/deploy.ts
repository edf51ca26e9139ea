/**
 * Publishing on the server, from a release (`node server/deploy.mjs …`;
 * docs/operations/publishing.md#deploy-and-rollback). The pipeline runs it over ssh; an operator
 * runs it by hand the same way.
 *
 *   deploy <tarball>               check a release, switch to it, restart the instances in turn
 *   rollback                       the same, back to the release that was live before
 *   preview <change> <tarball>     a proposed change's site at the preview address
 *   preview-remove <change>        its removal, once the change is merged or closed
 *   status                         what is live, what is kept, what each instance runs
 *
 * Settings: DEPLOY_* variables or /etc/juwenalia/deploy.env (server/deploy/settings.ts).
 */
// First: an older Node.js stops here with what to install.
import "#server/config/require-supported-node";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { readHistory } from "#server/deploy/deploy-history";
import { currentRelease } from "#server/deploy/deploy-steps";
import { installPreview, removePreview } from "#server/deploy/previews";
import { deployRelease, previousRelease, rollback } from "#server/deploy/publish";
import { RefusedRelease } from "#server/deploy/release-archive";
import { readDeploySettings, type DeploySettings } from "#server/deploy/settings";

const USAGE =
  "usage: node server/deploy.mjs deploy <tarball> | rollback | preview <change> <tarball> | " +
  "preview-remove <change> | status";

async function status(settings: DeploySettings): Promise<void> {
  const { root } = settings;
  const folders = (name: string) =>
    existsSync(path.join(root, name))
      ? readdirSync(path.join(root, name)).filter((entry) => !entry.startsWith("."))
      : [];
  console.log(`live:      ${currentRelease(root) ?? "(none)"}`);
  console.log(`previous:  ${previousRelease(root) ?? "(none)"}`);
  console.log(`releases:  ${folders("releases").join(", ") || "(none)"}`);
  console.log(`previews:  ${folders("previews").join(", ") || "(none)"}`);
  for (const port of settings.instances) {
    let runs = "no answer";
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health?scope=instance`, {
        signal: AbortSignal.timeout(2000),
      });
      const body = (await response.json()) as { release?: { edition: string; commit: string } };
      runs = body.release ? `${body.release.edition}-${body.release.commit}` : `${response.status}`;
    } catch {
      // "no answer" says it.
    }
    console.log(`instance ${port}: ${runs}`);
  }
  for (const record of readHistory(root).slice(-5)) console.log(JSON.stringify(record));
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, first, second] = argv;
  const settings = readDeploySettings();
  switch (command) {
    case "deploy":
      if (!first) break;
      return ["live", "unchanged"].includes(await deployRelease(settings, first)) ? 0 : 1;
    case "rollback":
      return (await rollback(settings)) === "live" ? 0 : 1;
    case "preview":
      if (!first || !second) break;
      installPreview(settings, first, second);
      return 0;
    case "preview-remove":
      if (!first) break;
      removePreview(settings, first);
      return 0;
    case "status":
      await status(settings);
      return 0;
  }
  console.error(USAGE);
  return 2;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const refused = error instanceof RefusedRelease;
  console.error(
    `[deploy] ${refused ? "refused: " : ""}${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
