import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ReleaseStampSchema, type ReleaseStamp } from "#core/contract";

/**
 * Written by `npm run release` at the release folder's root
 * (docs/operations/publishing.md#versions).
 */
export const RELEASE_STAMP_FILE = "release.json";

/**
 * The commit of a source checkout: short hash, `-dirty` when files differ from it. `unknown`
 * where there is no git (a copied folder): the stamp must never stop a server from starting.
 */
export function commitOf(projectRoot: string): string {
  const git = (args: string[]) =>
    execFileSync("git", args, { cwd: projectRoot, encoding: "utf8", stdio: "pipe" }).trim();
  try {
    const commit = git(["rev-parse", "--short=12", "HEAD"]);
    return git(["status", "--porcelain", "--untracked-files=no"]) ? `${commit}-dirty` : commit;
  } catch {
    return "unknown";
  }
}

/**
 * The stamp of what runs from `projectRoot`: the release's own file when there is one (a release
 * has no git), else the checkout's commit with the edition of its content.
 */
export function readReleaseStamp(projectRoot: string, editionYear: number): ReleaseStamp {
  const file = path.join(projectRoot, RELEASE_STAMP_FILE);
  if (!existsSync(file)) return { commit: commitOf(projectRoot), edition: String(editionYear) };
  const parsed = ReleaseStampSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: not a release stamp (${parsed.error.message})`);
  return parsed.data;
}
