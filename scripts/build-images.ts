/**
 * Build step: turns the source images of the content folder (content/images/**,
 * content/gallery/**, or CONTENT_DIR's) into the responsive variants the site serves, as listed
 * by content/image-variants.ts:
 * AVIF + WebP at each width under public/generated/images/… (gitignored), plus the favicon set
 * copied to public/generated/.
 *
 * Incremental: an output newer than its source is kept, so a second build only redoes what
 * changed (`--force` rebuilds everything). The variants of one content folder at a time live in
 * public/generated/: building another folder (the test edition) starts that folder afresh, so no
 * picture of one edition is ever served with another. Two sources are encoded at a time, one libvips thread
 * each: CI has 2 cores.
 */
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import {
  COPIED_IMAGES,
  imageRule,
  imageVariants,
  type ImageFormat,
  type ImageVariant,
} from "../content/image-variants";
import { contentDir, displayPath } from "../content/load";

const ROOT = path.resolve(import.meta.dirname, "..");
const PUBLIC = path.join(ROOT, "public");
const GENERATED = path.join(PUBLIC, "generated");
/** Names the content folder whose variants public/generated/ holds (kept out of the site). */
const BUILT_FROM = path.join(ROOT, "node_modules/.cache/build-images/built-from.txt");
const CONCURRENCY = 2;
const SOURCE_EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".svg"]);

/**
 * Encoder settings. AVIF at effort 2 rather than 0: the team's group photo at 800 px, the
 * largest image on /team's first screen, is 24 KiB instead of 35 KiB at the same quality (all
 * AVIF variants: 7.0 MiB instead of 8.4 MiB), and a clean build of all ~1,240 variants still
 * takes under two minutes on 2 cores. Higher efforts save little more (effort 4: 22.6 KiB) for
 * five times the time.
 */
const ENCODERS: Record<ImageFormat, (image: Sharp, alpha: boolean) => Sharp> = {
  avif: (image) => image.avif({ quality: 52, effort: 2 }),
  webp: (image, alpha) =>
    image.webp({ quality: 76, alphaQuality: 90, effort: 3, smartSubsample: !alpha }),
  jpg: (image) => image.flatten({ background: "#0b1437" }).jpeg({ quality: 82, mozjpeg: true }),
};

interface Source {
  /** The name image-variants.ts knows it by: relative to content/images, or gallery/<year>/… */
  key: string;
  file: string;
}

async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter(
      (entry) => entry.isFile() && SOURCE_EXTENSIONS.has(path.extname(entry.name).toLowerCase()),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function sources(): Promise<Source[]> {
  const images = path.join(contentDir(), "images");
  const gallery = path.join(contentDir(), "gallery");
  const toKey = (base: string, prefix: string) => (file: string) => ({
    key: prefix + path.relative(base, file).split(path.sep).join("/"),
    file,
  });
  return [
    ...(await listFiles(images)).map(toKey(images, "")),
    ...(await listFiles(gallery)).map(toKey(gallery, "gallery/")),
  ];
}

async function mtime(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

/** True when `output` exists and is at least as new as `source`. */
async function upToDate(output: string, sourceTime: number, force: boolean): Promise<boolean> {
  if (force) return false;
  const outputTime = await mtime(output);
  return outputTime !== undefined && outputTime >= sourceTime;
}

interface Totals {
  written: number;
  kept: number;
  copied: number;
  bytes: number;
  skipped: string[];
}

async function buildSource(source: Source, force: boolean, totals: Totals): Promise<void> {
  const sourceTime = (await mtime(source.file)) ?? Date.now();
  const copyUrl = COPIED_IMAGES[source.key];
  if (copyUrl) {
    const target = path.join(PUBLIC, copyUrl);
    if (await upToDate(target, sourceTime, force)) {
      totals.kept++;
      return;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(source.file, target);
    totals.copied++;
    return;
  }
  if (!imageRule(source.key)) {
    totals.skipped.push(source.key);
    return;
  }
  const pending: ImageVariant[] = [];
  for (const variant of imageVariants(source.key)) {
    if (await upToDate(path.join(PUBLIC, variant.url), sourceTime, force)) totals.kept++;
    else pending.push(variant);
  }
  if (pending.length === 0) return;

  // Decode once; resize once per width; encode each format from the same pixels.
  const input = await readFile(source.file);
  const alpha = (await sharp(input).metadata()).hasAlpha;
  const widths = [...new Set(pending.map((variant) => variant.width))];
  for (const width of widths) {
    const first = pending.find((variant) => variant.width === width);
    if (!first) continue;
    const { data, info } = await sharp(input)
      .resize({ width, height: first.height, fit: "cover" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const variant of pending.filter((candidate) => candidate.width === width)) {
      const target = path.join(PUBLIC, variant.url);
      await mkdir(path.dirname(target), { recursive: true });
      const image = sharp(data, {
        raw: { width: info.width, height: info.height, channels: info.channels },
      });
      const { size } = await ENCODERS[variant.format](image, alpha).toFile(target);
      totals.written++;
      totals.bytes += size;
    }
  }
}

/** Empties public/generated/ when it holds another content folder's variants. */
async function startAfreshForAnotherFolder(): Promise<void> {
  const folder = displayPath(contentDir());
  const previous = await readFile(BUILT_FROM, "utf8").catch(() => undefined);
  if (previous !== undefined && previous.trim() !== folder) {
    console.log(
      `Images: public/generated/ held ${previous.trim()}; starting afresh for ${folder}.`,
    );
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
  const queue = await sources();
  const count = queue.length;
  const totals: Totals = { written: 0, kept: 0, copied: 0, bytes: 0, skipped: [] };
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let source = queue.shift(); source; source = queue.shift()) {
        await buildSource(source, force, totals);
      }
    }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Images: ${count} sources, ${totals.written} variants written ` +
      `(${(totals.bytes / 1024 / 1024).toFixed(1)} MiB), ${totals.kept} up to date, ` +
      `${totals.copied} copied, in ${seconds} s.`,
  );
  if (totals.skipped.length > 0) {
    console.warn(`No rule in content/image-variants.ts for: ${totals.skipped.join(", ")}`);
  }
}

await main();
