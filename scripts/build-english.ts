/**
 * The English pages (docs/decisions/018): `react-router build` again with `SITE_LANGUAGE=en`,
 * into a folder of its own, then its pages and assets moved under `build/client/en/`. Runs after
 * the Polish build and before scripts/postbuild.ts, which treats both page sets alike.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { mergeEnglishBuild } from "./lib/english-build";

const root = path.resolve(import.meta.dirname, "..");
const siteBuild = path.resolve(root, process.env.BUILD_DIR ?? "build");
const englishBuild = `${siteBuild}-en`;

rmSync(englishBuild, { recursive: true, force: true });
const result = spawnSync(path.join(root, "node_modules", ".bin", "react-router"), ["build"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, SITE_LANGUAGE: "en", BUILD_DIR: englishBuild },
});
if (result.status !== 0) {
  console.error("The English build failed.");
  process.exit(result.status ?? 1);
}
const pages = mergeEnglishBuild(path.join(englishBuild, "client"), path.join(siteBuild, "client"));
rmSync(englishBuild, { recursive: true, force: true });
console.log(`English pages: ${pages} prerendered under /en/.`);
