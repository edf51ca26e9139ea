import { createHash, randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { copyFile, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Encoded image variants kept by what they are made of (docs/architecture.md, "Build pipeline"),
 * so an unchanged picture is never encoded twice: not by the next build, not by a build of
 * another content folder (the test edition), not after public/generated/ was emptied. A variant
 * is named by a SHA-256 of its source's bytes, its size, its format and everything else that
 * changes its bytes (the encoder's options, the libraries' versions); change any of them and the
 * name changes, so a stale entry is never found rather than ever invalidated. Deleting the
 * folder is always safe: the next build encodes again.
 */
export const IMAGE_CACHE_DIR = path.resolve(
  import.meta.dirname,
  "../../node_modules/.cache/build-images/variants",
);

/** One file the build writes, and what it is made of besides its source. */
export interface CachedVariant {
  width: number;
  height: number;
  /** The file extension: "avif", "webp", "jpg". */
  format: string;
  /** Where the build puts it. */
  target: string;
  /** Whatever else decides its bytes, as plain JSON data (options, versions). */
  settings: unknown;
}

export function sha256(data: Uint8Array | string): string {
  return createHash("sha256").update(data).digest("hex");
}

/** The cache's name for `variant` of a source whose bytes hash to `sourceHash`. */
export function variantKey(sourceHash: string, variant: CachedVariant): string {
  const { width, height, format, settings } = variant;
  return sha256(JSON.stringify({ source: sourceHash, width, height, format, settings }));
}

export interface CacheTotals {
  /** Variants copied from the cache. */
  cached: number;
  /** Variants encoded (and stored) by this call. */
  encoded: number;
  /** Bytes of the encoded ones. */
  encodedBytes: number;
}

/**
 * The folder of encoded variants. Entries are written aside and renamed into place, so a build
 * stopped halfway leaves no half-written file that a later build would take for a hit.
 */
export class ImageCache {
  constructor(readonly dir: string = IMAGE_CACHE_DIR) {}

  private file(key: string, format: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.${format}`);
  }

  /** Copies the entry to `target`; false when there is none. */
  async copyTo(key: string, format: string, target: string): Promise<boolean> {
    try {
      // A copy-on-write clone where the file system offers one, a plain copy otherwise: never a
      // hard link, which would let a later write to the target change the cache.
      await copyFile(this.file(key, format), target, constants.COPYFILE_FICLONE);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw error;
    }
  }

  async store(key: string, format: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(key, format);
    const aside = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await writeFile(aside, bytes);
      await rename(aside, file);
    } finally {
      await rm(aside, { force: true });
    }
  }

  /**
   * Writes every variant of one source to its target: from the cache when it holds it,
   * otherwise from `encode`, which is called once with the variants the cache lacks (so the
   * caller decodes the source only when something is missing) and yields each one's bytes.
   */
  async writeVariants<V extends CachedVariant>(
    source: Uint8Array,
    variants: readonly V[],
    encode: (missing: readonly V[]) => AsyncIterable<readonly [V, Uint8Array]>,
    options: { force?: boolean } = {},
  ): Promise<CacheTotals> {
    const totals: CacheTotals = { cached: 0, encoded: 0, encodedBytes: 0 };
    const sourceHash = sha256(source);
    const keys = new Map(variants.map((variant) => [variant, variantKey(sourceHash, variant)]));
    const missing: V[] = [];
    for (const variant of variants) {
      await mkdir(path.dirname(variant.target), { recursive: true });
      const key = keys.get(variant)!;
      if (!options.force && (await this.copyTo(key, variant.format, variant.target))) {
        totals.cached++;
      } else {
        missing.push(variant);
      }
    }
    if (missing.length === 0) return totals;
    const unwritten = new Set(missing);
    for await (const [variant, bytes] of encode(missing)) {
      if (!unwritten.delete(variant)) throw new Error(`unexpected variant ${variant.target}`);
      await this.store(keys.get(variant)!, variant.format, bytes);
      await writeFile(variant.target, bytes);
      totals.encoded++;
      totals.encodedBytes += bytes.length;
    }
    const left = [...unwritten].map((variant) => variant.target);
    if (left.length > 0) throw new Error(`the encoder skipped ${left.join(", ")}`);
    return totals;
  }
}
