import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Every file of a release with its SHA-256, written by `npm run release` and checked by the
 * deploy before a release is started (docs/operations/publishing.md#deploy-and-rollback): a tarball
 * cut short or a file changed on the way is refused, never switched to. The format is sha256sum's,
 * so `sha256sum -c release-files.sha256` checks a release by hand as well.
 */
export const MANIFEST_FILE = "release-files.sha256";

function filesOf(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .filter((relative) => relative !== MANIFEST_FILE)
    .sort();
}

const digestOf = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

export function writeManifest(folder: string): number {
  const files = filesOf(folder);
  const lines = files.map((relative) => `${digestOf(path.join(folder, relative))}  ${relative}`);
  writeFileSync(path.join(folder, MANIFEST_FILE), `${lines.join("\n")}\n`);
  return files.length;
}

/** What is wrong with the release in `folder`, or an empty list when every file is as packed. */
export function manifestProblems(folder: string): string[] {
  const manifest = path.join(folder, MANIFEST_FILE);
  if (!existsSync(manifest)) return [`${MANIFEST_FILE} is missing`];
  const listed = new Map<string, string>();
  for (const line of readFileSync(manifest, "utf8").split("\n")) {
    if (!line) continue;
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match) return [`${MANIFEST_FILE}: unreadable line "${line.slice(0, 80)}"`];
    listed.set(match[2]!, match[1]!);
  }
  const problems: string[] = [];
  const present = new Set(filesOf(folder));
  for (const [relative, digest] of listed) {
    if (!present.has(relative)) problems.push(`missing: ${relative}`);
    else if (digestOf(path.join(folder, relative)) !== digest)
      problems.push(`changed: ${relative}`);
  }
  for (const relative of present) {
    if (!listed.has(relative)) problems.push(`not in the release: ${relative}`);
  }
  return problems;
}
