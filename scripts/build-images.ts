/**
 * Build step: turns the source images of the content folder (content/images/**,
 * content/gallery/**, or CONTENT_DIR's) into the responsive variants the site serves, as listed
 * by content-layer/image-variants.ts:
 * AVIF + WebP at each width under public/generated/images/… (gitignored), plus the favicon set
 * copied to public/generated/.
 *
 * Cached by content (scripts/lib/image-cache.ts): each variant is encoded once per source bytes,
 * size, format and encoder settings, kept outside the clone (~/.cache/juwenalia-syrenki/images/,
 * or JUWENALIA_CACHE_DIR's images/) and copied from there by every later build, from any clone,
 * whichever content folder the picture is in. `--force` encodes everything again.
 * public/generated/ holds one content folder's variants at a time: building another folder (the
 * test edition) empties it first, so no picture of one edition is ever served with another, and
 * refills it from the cache. Two sources are encoded at a time, one libvips thread each: CI has 2
 * cores.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type AvifOptions, type JpegOptions, type Sharp, type WebpOptions } from "sharp";
import {
  COPIED_IMAGES,
  imageRule,
  imageVariants,
  type ImageFormat,
} from "#content-layer/image-variants";
import { imageSourcesIn, type ImageSource } from "#content-layer/image-versions";
import { contentDir, displayPath } from "#content-layer/load";
import { ImageCache, type CachedVariant, type CacheTotals } from "./lib/image-cache";

const ROOT = path.resolve(import.meta.dirname, "..");
const PUBLIC = path.join(ROOT, "public");
const GENERATED = path.join(PUBLIC, "generated");
/**
 * Names the content folder whose variants public/generated/ holds (kept out of the site). It
 * describes this clone's public/generated/, not the shared cache, so it stays in the clone.
 */
const BUILT_FROM = path.join(ROOT, "node_modules/.cache/build-images/built-from.txt");
const CONCURRENCY = 2;

/** The options one variant is encoded with: plain data, so the cache key can include them. */
type Encoding =
  | { format: "avif"; avif: AvifOptions }
  | { format: "webp"; webp: WebpOptions }
  | { format: "jpg"; background: string; jpeg: JpegOptions };

/**
 * Encoder settings. AVIF at effort 2 rather than 0: the team's group photo at 800 px, the
 * largest image on /team's first screen, is 24 KiB instead of 35 KiB at the same quality (all
 * AVIF variants: 7.0 MiB instead of 8.4 MiB), and a clean build of all ~1,240 variants still
 * takes under two minutes on 2 cores. Higher efforts save little more (effort 4: 22.6 KiB) for
 * five times the time.
 */
function encoding(format: ImageFormat, alpha: boolean): Encoding {
  switch (format) {
    case "avif":
      return { format, avif: { quality: 52, effort: 2 } };
    case "webp":
      return {
        format,
        webp: { quality: 76, alphaQuality: 90, effort: 3, smartSubsample: !alpha },
      };
    case "jpg":
      return { format, background: "#0b1437", jpeg: { quality: 82, mozjpeg: true } };
  }
}

function encode(image: Sharp, settings: Encoding): Sharp {
  switch (settings.format) {
    case "avif":
      return image.avif(settings.avif);
    case "webp":
      return image.webp(settings.webp);
    case "jpg":
      return image.flatten({ background: settings.background }).jpeg(settings.jpeg);
  }
}

interface PlannedVariant extends CachedVariant {
  encoding: Encoding;
}

interface Totals extends CacheTotals {
  copied: number;
  skipped: string[];
}

/** Decodes the source once, resizes once per width and encodes each format from those pixels. */
async function* encodeMissing(
  input: Buffer,
  missing: readonly PlannedVariant[],
): AsyncIterable<readonly [PlannedVariant, Buffer]> {
  for (const width of new Set(missing.map((variant) => variant.width))) {
    const sameWidth = missing.filter((variant) => variant.width === width);
    const { data, info } = await sharp(input)
      .resize({ width, height: sameWidth[0]!.height, fit: "cover" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const variant of sameWidth) {
      const image = sharp(data, {
        raw: { width: info.width, height: info.height, channels: info.channels },
      });
      yield [variant, await encode(image, variant.encoding).toBuffer()] as const;
    }
  }
}

async function buildSource(
  source: ImageSource,
  cache: ImageCache,
  force: boolean,
  totals: Totals,
): Promise<void> {
  const copyUrl = COPIED_IMAGES[source.key];
  if (copyUrl) {
    const target = path.join(PUBLIC, copyUrl);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(source.file, target);
    totals.copied++;
    return;
  }
  if (!imageRule(source.key)) {
    totals.skipped.push(source.key);
    return;
  }
  const input = await readFile(source.file);
  const alpha = (await sharp(input).metadata()).hasAlpha;
  const planned = imageVariants(source.key).map((variant): PlannedVariant => {
    const settings = encoding(variant.format, alpha);
    return {
      width: variant.width,
      height: variant.height,
      format: variant.format,
      target: path.join(PUBLIC, variant.url),
      encoding: settings,
      // Everything besides the source's bytes that decides the output's bytes.
      settings: { fit: "cover", encoding: settings, libraries: sharp.versions },
    };
  });
  const done = await cache.writeVariants(
    input,
    planned,
    (missing) => encodeMissing(input, missing),
    {
      force,
    },
  );
  totals.cached += done.cached;
  totals.encoded += done.encoded;
  totals.damaged += done.damaged;
  totals.encodedBytes += done.encodedBytes;
}

/**
 * Empties public/generated/ when it holds another content folder's variants, or when nothing
 * says whose they are (node_modules reinstalled): refilling it from the cache costs copies only.
 */
async function startAfreshForAnotherFolder(): Promise<void> {
  const folder = displayPath(contentDir());
  const previous = await readFile(BUILT_FROM, "utf8").catch(() => undefined);
  if (previous?.trim() !== folder) {
    if (previous !== undefined) {
      console.log(
        `Images: public/generated/ held ${previous.trim()}; starting afresh for ${folder}.`,
      );
    }
    await rm(GENERATED, { recursive: true, force: true });
  }
  await mkdir(path.dirname(BUILT_FROM), { recursive: true });
  await writeFile(BUILT_FROM, `${folder}\n`);
}

async function main(): Promise<void> {
  const force = process.argv.includes("--force");
  const started = performance.now();
  await startAfreshForAnotherFolder();
  sharp.concurrency(1);
  const cache = new ImageCache();
  const queue = imageSourcesIn(contentDir());
  const count = queue.length;
  const totals: Totals = {
    cached: 0,
    encoded: 0,
    damaged: 0,
    encodedBytes: 0,
    copied: 0,
    skipped: [],
  };
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let source = queue.shift(); source; source = queue.shift()) {
        await buildSource(source, cache, force, totals);
      }
    }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Images: ${count} sources, ${totals.encoded} variants encoded ` +
      `(${(totals.encodedBytes / 1024 / 1024).toFixed(1)} MiB), ${totals.cached} from the cache, ` +
      `${totals.copied} copied, in ${seconds} s (cache: ${cache.dir}).`,
  );
  if (totals.damaged > 0) {
    console.warn(`Images: ${totals.damaged} damaged cache entries were encoded again.`);
  }
  if (totals.skipped.length > 0) {
    console.warn(`No rule in content-layer/image-variants.ts for: ${totals.skipped.join(", ")}`);
  }
}

await main();
