/**
 * Images named by their content (docs/decisions/019-images-named-by-content.md), the build's side:
 * which source images there are, each one's content hash over the files the image pipeline made
 * of it, the content's image paths with those hashes, and the built files renamed to match.
 * The content plugin and scripts/postbuild.ts both hash the same bytes (public/generated/ is
 * copied into the build as it is), so the pages name exactly the files the build holds.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync } from "node:fs";
import path from "node:path";
import {
  COPIED_IMAGES,
  hashedImageUrl,
  imageRule,
  imageVariants,
  splitImageVersion,
} from "./image-variants.ts";

const SOURCE_EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".svg"]);

/** A source image of a content folder, by the name image-variants.ts knows it. */
export interface ImageSource {
  /** Relative to content/images, or gallery/<year>/… for content/gallery. */
  key: string;
  file: string;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && SOURCE_EXTENSIONS.has(path.extname(entry.name).toLowerCase()),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Every source image of the content folder `dir`, in a stable order. */
export function imageSourcesIn(dir: string): ImageSource[] {
  const images = path.join(dir, "images");
  const gallery = path.join(dir, "gallery");
  const toKey = (base: string, prefix: string) => (file: string) => ({
    key: prefix + path.relative(base, file).split(path.sep).join("/"),
    file,
  });
  return [
    ...filesUnder(images).map(toKey(images, "")),
    ...filesUnder(gallery).map(toKey(gallery, "gallery/")),
  ];
}

/**
 * The URLs of the files the image pipeline makes of a source (none for a file it skips): plain
 * for a key, hashed for a path the build versioned.
 */
export function builtImageUrls(path: string): string[] {
  const [key, hash] = splitImageVersion(path);
  const copied = COPIED_IMAGES[key];
  if (copied) return [hashedImageUrl(copied, hash)];
  return imageRule(key) ? imageVariants(path).map((variant) => variant.url) : [];
}

/** Source key → the hash of its built files, read from `siteRoot` (public/ or build/client/). */
export type ImageVersions = ReadonlyMap<string, string>;

export function imageVersionsOf(siteRoot: string, contentFolder: string): ImageVersions {
  const versions = new Map<string, string>();
  for (const { key } of imageSourcesIn(contentFolder)) {
    const urls = builtImageUrls(key);
    if (urls.length === 0) continue;
    const hash = createHash("sha256");
    for (const url of urls) {
      const file = path.join(siteRoot, url);
      if (!existsSync(file)) {
        throw new Error(
          `${file} is missing: the image step (scripts/build-images.ts) makes it before the site is built.`,
        );
      }
      hash.update(url).update(readFileSync(file));
    }
    versions.set(key, hash.digest("hex").slice(0, 8));
  }
  return versions;
}

/** The URL of a file copied as it is (the favicon), with its hash when the build has one. */
export function copiedImageUrl(key: string, versions: ImageVersions): string {
  const url = COPIED_IMAGES[key];
  if (!url) throw new Error(`${key} is not an image copied as it is (COPIED_IMAGES).`);
  return hashedImageUrl(url, versions.get(key) ?? "");
}

/** `key` with its hash after "#", as pages get it; unchanged for an image with no built files. */
export function versionedImagePath(key: string, versions: ImageVersions): string {
  const hash = versions.get(key);
  return hash ? `${key}#${hash}` : key;
}

/**
 * Content data with every string that names a source image versioned. Image fields hold exactly
 * a source's key, and no other text of the content is a path under content/images.
 */
export function withImageVersions<T>(data: T, versions: ImageVersions): T {
  const visit = (value: unknown): unknown => {
    if (typeof value === "string") return versionedImagePath(value, versions);
    if (Array.isArray(value)) return value.map(visit);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, visit(item)]));
    }
    return value;
  };
  return visit(data) as T;
}

/** Renames the built image files in `siteRoot` to their hashed names; returns how many. */
export function renameToHashedImages(siteRoot: string, versions: ImageVersions): number {
  let renamed = 0;
  for (const [key, hash] of versions) {
    for (const url of builtImageUrls(key)) {
      renameSync(path.join(siteRoot, url), path.join(siteRoot, hashedImageUrl(url, hash)));
      renamed++;
    }
  }
  return renamed;
}
