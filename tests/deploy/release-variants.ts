import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writeManifest } from "#server/deploy/release-manifest";
import { RELEASE_STAMP_FILE } from "#server/operations/release-stamp";

/**
 * Tarballs of the packed release under other commits, as `npm run release` would write them
 * after another commit: the deploy tests publish one release over another and need releases it
 * must refuse. `broken`: a server that exits at once (its files intact, so only the check on a
 * spare port can catch it).
 */
export interface VariantOptions {
  readonly commit: string;
  readonly broken?: boolean;
  /** A file changed after the manifest was written, as a copy damaged on its way would be. */
  readonly tamper?: boolean;
  /** Written into build/client/marked.txt, to tell this release's site from another's. */
  readonly mark?: string;
}

export function releaseVariant(
  releaseDir: string,
  scratch: string,
  { commit, broken = false, tamper = false, mark }: VariantOptions,
): string {
  const work = mkdtempSync(path.join(scratch, "variant-"));
  const folder = path.join(work, path.basename(releaseDir));
  cpSync(releaseDir, folder, { recursive: true, verbatimSymlinks: true });
  const { edition } = JSON.parse(
    readFileSync(path.join(releaseDir, RELEASE_STAMP_FILE), "utf8"),
  ) as {
    edition: string;
  };
  writeFileSync(
    path.join(folder, RELEASE_STAMP_FILE),
    `${JSON.stringify({ commit, edition }, null, 2)}\n`,
  );
  if (broken) {
    writeFileSync(
      path.join(folder, "server/main.mjs"),
      'console.error("a release that cannot start"); process.exit(3);\n',
    );
  }
  if (mark !== undefined) writeFileSync(path.join(folder, "build/client/marked.txt"), mark);
  writeManifest(folder);
  if (tamper)
    writeFileSync(path.join(folder, "build/client/homepage/index.html"), "<p>changed</p>");
  const tarball = path.join(scratch, `juwenalia-syrenki-${edition}-${commit}.tar.gz`);
  const tar = spawnSync("tar", ["-czf", tarball, "-C", work, path.basename(releaseDir)]);
  if (tar.status !== 0) throw new Error(`tar: ${tar.stderr.toString()}`);
  rmSync(work, { recursive: true, force: true });
  return tarball;
}
