/**
 * The artwork manifest (<content folder>/images/artwork.json, committed): for every picture the
 * generator drew, a hash of the facts it paints and a hash of the bytes it wrote: the list of the
 * pictures the generator owns. With it, a picture is redrawn when its facts change, but only
 * while it is still the generator's own picture: a real photo an organiser put in its place is
 * never overwritten, and a picture it does not list is never drawn.
 */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";

export interface ManifestEntry {
  /** Hash of the facts the picture paints (stable JSON). */
  facts: string;
  /** Hash of the file's bytes as the generator wrote them. */
  bytes: string;
}

/** File (relative to the content folder, with "/") → entry. */
export type Manifest = Map<string, ManifestEntry>;

const ABOUT =
  "Written by `npm run assets` (artwork/generate-assets.ts): for each picture it drew, a hash of " +
  "the facts it paints and of the bytes it wrote. A picture whose facts change is redrawn only " +
  "while its bytes are still these; remove a line to make the generator forget a picture.";

/** 16 hex digits of SHA-256: plenty to tell two versions of one picture apart. */
export function hashBytes(bytes: Buffer | string): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

/** JSON with object keys sorted at every level, so equal facts always hash alike. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export const hashFacts = (facts: unknown): string => hashBytes(stableJson(facts));

/** The manifest's text: files in sorted order, one line each, so re-runs leave it unchanged. */
export function formatManifest(manifest: Manifest): string {
  const files = [...manifest.keys()].sort();
  const lines = files.map((file) => {
    const entry = manifest.get(file) as ManifestEntry;
    return `    ${JSON.stringify(file)}: { "facts": "${entry.facts}", "bytes": "${entry.bytes}" }`;
  });
  return `{\n  "about": ${JSON.stringify(ABOUT)},\n  "files": {\n${lines.join(",\n")}\n  }\n}\n`;
}

export function parseManifest(json: string): Manifest {
  const data = JSON.parse(json) as { files?: Record<string, Partial<ManifestEntry>> };
  const manifest: Manifest = new Map();
  for (const [file, entry] of Object.entries(data.files ?? {})) {
    if (typeof entry.facts === "string" && typeof entry.bytes === "string") {
      manifest.set(file, { facts: entry.facts, bytes: entry.bytes });
    }
  }
  return manifest;
}

/** The manifest of a folder, or null when it has none yet. */
export async function readManifest(file: string): Promise<Manifest | null> {
  let json: string;
  try {
    json = await readFile(file, "utf8");
  } catch {
    return null;
  }
  try {
    return parseManifest(json);
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${String(error)}); fix or delete it`);
  }
}

/** Writes the manifest when its text changed; returns whether it did. */
export async function writeManifest(file: string, manifest: Manifest): Promise<boolean> {
  const text = formatManifest(manifest);
  const before = await readFile(file, "utf8").catch(() => null);
  if (before === text) return false;
  await writeFile(file, text);
  return true;
}

export type Decision =
  | { draw: true; reason: "missing" | "facts changed" }
  | { draw: false; reason: "unchanged" | "replaced by hand" | "not recorded" | "not ours" };

/**
 * Whether a picture is (re)drawn: when the manifest names it (it is the generator's own) and it
 * is missing, or its facts changed while the file is still the one the generator wrote. A
 * picture the manifest does not name is an organiser's: the generator never draws a stand-in
 * for it, so a missing photo stops the build at the content check instead of being invented.
 * `hashOnDisk` is only called when the answer depends on it.
 */
export async function decide(
  exists: boolean,
  entry: ManifestEntry | undefined,
  facts: string,
  hashOnDisk: () => Promise<string>,
): Promise<Decision> {
  if (!exists)
    return entry ? { draw: true, reason: "missing" } : { draw: false, reason: "not ours" };
  if (!entry) return { draw: false, reason: "not recorded" };
  if (entry.facts === facts) return { draw: false, reason: "unchanged" };
  if ((await hashOnDisk()) === entry.bytes) return { draw: true, reason: "facts changed" };
  return { draw: false, reason: "replaced by hand" };
}
