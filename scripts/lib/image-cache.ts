import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";

/**
 * Encoded image variants kept by what they are made of (docs/architecture.md, "Build pipeline"),
 * so an unchanged picture is never encoded twice: not by the next build, not by a build of
 * another content folder (the test edition), not after public/generated/ was emptied, and not by
 * a build from a fresh clone, since the folder lives outside the clone (`imageCacheDir`). A
 * variant is named by a SHA-256 of its source's bytes, its size, its format and everything else
 * that changes its bytes (the encoder's options, the libraries' versions); change any of them
 * and the name changes, so a stale entry is never found rather than ever invalidated. Deleting
 * the folder is always safe: the next build encodes again.
 */

/** The project's folder: a relative JUWENALIA_CACHE_DIR is read from it, like BUILD_DIR. */
const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Where the variants are kept: `$JUWENALIA_CACHE_DIR/images` when set, else
 * `$XDG_CACHE_HOME/juwenalia-syrenki/images`, else `~/.cache/juwenalia-syrenki/images`. Outside
 * the clone because a deploy pipeline builds from a fresh clone each time, which would otherwise
 * encode every picture again (docs/operations/README.md#environment-variables).
 */
export function imageCacheDir(
  env: NodeJS.ProcessEnv = process.env,
  home: string = homedir(),
): string {
  const own = env.JUWENALIA_CACHE_DIR;
  if (own) return path.join(path.resolve(PROJECT_ROOT, own), "images");
  // The XDG Base Directory spec: a relative XDG_CACHE_HOME is invalid and is ignored.
  const xdg = env.XDG_CACHE_HOME;
  const cacheHome = xdg && path.isAbsolute(xdg) ? xdg : path.join(home, ".cache");
  return path.join(cacheHome, "juwenalia-syrenki", "images");
}

/**
 * An entry's file: the SHA-256 of the variant's bytes, then the bytes. Renaming into place keeps
 * readers from ever seeing a half-written entry; the digest catches what renaming cannot (a disk
 * error, a cache folder copied in by a tool that stopped halfway, an edit by hand), so a damaged
 * entry is encoded again instead of served.
 */
const DIGEST_BYTES = 32;

function packEntry(bytes: Uint8Array): Buffer {
  return Buffer.concat([createHash("sha256").update(bytes).digest(), bytes]);
}

/** The variant's bytes, or undefined when the entry does not hold what its digest says. */
function unpackEntry(entry: Buffer): Buffer | undefined {
  if (entry.length < DIGEST_BYTES) return undefined;
  const bytes = entry.subarray(DIGEST_BYTES);
  const digest = createHash("sha256").update(bytes).digest();
  return digest.equals(entry.subarray(0, DIGEST_BYTES)) ? bytes : undefined;
}

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
  /** Of those, the ones whose entry failed its digest: encoded again, stored over it. */
  damaged: number;
  /** Bytes of the encoded ones. */
  encodedBytes: number;
}

/**
 * The folder of encoded variants, which any number of builds may use at once (two clones, two
 * pipelines on one machine): entries are written aside and renamed into place, so no build ever
 * reads a half-written file, and of two builds storing the same entry at once, one whole file wins.
 */
export class ImageCache {
  constructor(readonly dir: string = imageCacheDir()) {}

  private file(key: string, format: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.${format}`);
  }

  /** The entry's bytes; "missing" when there is none, "damaged" when it fails its digest. */
  async read(key: string, format: string): Promise<Buffer | "missing" | "damaged"> {
    let entry: Buffer;
    try {
      entry = await readFile(this.file(key, format));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return "missing";
      throw error;
    }
    return unpackEntry(entry) ?? "damaged";
  }

  async store(key: string, format: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(key, format);
    const aside = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await writeFile(aside, packEntry(bytes));
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
    const totals: CacheTotals = { cached: 0, encoded: 0, damaged: 0, encodedBytes: 0 };
    const sourceHash = sha256(source);
    const keys = new Map(variants.map((variant) => [variant, variantKey(sourceHash, variant)]));
    const missing: V[] = [];
    for (const variant of variants) {
      await mkdir(path.dirname(variant.target), { recursive: true });
      const found = options.force ? "missing" : await this.read(keys.get(variant)!, variant.format);
      if (typeof found === "string") {
        if (found === "damaged") totals.damaged++;
        missing.push(variant);
        continue;
      }
      // A copy of the bytes, never a link, so a later write to the target cannot change the cache.
      await writeFile(variant.target, found);
      totals.cached++;
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
