/**
 * Whether a build shows the content folder as it is now. The build's last step writes a hash of
 * the content folder into the build (`npm run build` → content-stamp.txt); `npm start` and
 * `npm run redakcja` compare it with the folder and rebuild when they differ, so an edit made
 * after the last build (in the CMS or by hand) is on the site they serve. A hash of the files,
 * not their times: a copy or an unzip touches every time and changes nothing.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The stamp's file in the build folder. */
export const STAMP_FILE = "content-stamp.txt";

/** A page every complete build has: without it there is no site to serve. */
const BUILT_PAGE = "client/homepage/index.html";

/** Every file under `dir`, by its path relative to it (posix), sorted; hidden files left out. */
function filesOf(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith("."))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesOf(full, base);
      return entry.isFile() ? [path.relative(base, full).split(path.sep).join("/")] : [];
    })
    .sort();
}

/** The hash of a content folder: every file's path and bytes. */
export function contentStamp(contentDir: string): string {
  const hash = createHash("sha256");
  for (const file of filesOf(contentDir)) {
    const bytes = readFileSync(path.join(contentDir, file));
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest("hex");
}

/** Records that `buildDir` was built from `contentDir` as it is now. */
export function writeContentStamp(buildDir: string, contentDir: string): void {
  writeFileSync(path.join(buildDir, STAMP_FILE), `${contentStamp(contentDir)}\n`);
}

/** Why `buildDir` must be built again before it is served, or undefined when it is current. */
export function staleBuildReason(buildDir: string, contentDir: string): string | undefined {
  if (!existsSync(path.join(buildDir, BUILT_PAGE))) return "brak zbudowanej strony";
  const stampFile = path.join(buildDir, STAMP_FILE);
  if (!existsSync(stampFile)) return "zbudowana strona nie zapisała, z jakiej treści powstała";
  if (readFileSync(stampFile, "utf8").trim() !== contentStamp(contentDir)) {
    return "treść zmieniła się od ostatniego budowania";
  }
  return undefined;
}
