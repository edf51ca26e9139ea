import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/**
 * Two screenshots compared pixel by pixel (scripts/compare-screenshots.ts). Sharp, which the
 * build already uses for images, decodes both PNGs to raw RGBA; no image-diff package is
 * installed, and counting pixels needs none.
 */

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The smallest rectangle holding every differing pixel, in the screenshots' coordinates. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface Comparison {
  readonly before: Size;
  readonly after: Size;
  /** Pixels with a channel further apart than the tolerance, plus any the other image lacks. */
  readonly differing: number;
  /** The largest difference of one channel among the pixels both images have (0–255). */
  readonly largestStep: number;
  readonly box: Box | null;
}

interface Rgba extends Size {
  readonly data: Buffer;
}

async function decode(file: string): Promise<Rgba> {
  const { data, info } = await sharp(file)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Compares `beforeFile` with `afterFile`; when they differ, writes `diffFile`: the after image
 * faded to a pale grey, with every differing pixel in full red, so the eye finds them at once.
 * Images of different sizes are laid over each other from the top left corner: a page that grew
 * counts its new rows as differing, and what sits above them is still compared.
 */
export async function comparePngs(
  beforeFile: string,
  afterFile: string,
  diffFile: string,
  tolerance: number,
): Promise<Comparison> {
  const [before, after] = await Promise.all([decode(beforeFile), decode(afterFile)]);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const diff = Buffer.alloc(width * height * 4, 255);
  let differing = 0;
  let largestStep = 0;
  let box: { left: number; top: number; right: number; bottom: number } | null = null;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const out = (y * width + x) * 4;
      const inBefore = x < before.width && y < before.height;
      const inAfter = x < after.width && y < after.height;
      let step = 255;
      if (inBefore && inAfter) {
        const b = (y * before.width + x) * 4;
        const a = (y * after.width + x) * 4;
        step = 0;
        for (let channel = 0; channel < 4; channel += 1) {
          const d = Math.abs(before.data[b + channel]! - after.data[a + channel]!);
          if (d > step) step = d;
        }
        largestStep = Math.max(largestStep, step);
        const grey =
          (after.data[a]! * 0.3 + after.data[a + 1]! * 0.59 + after.data[a + 2]! * 0.11) | 0;
        diff.fill(215 + ((grey * 40) >> 8), out, out + 3);
      }
      if (step <= tolerance) continue;
      differing += 1;
      diff[out] = 255;
      diff[out + 1] = 0;
      diff[out + 2] = 0;
      if (box === null) box = { left: x, top: y, right: x, bottom: y };
      else {
        box.left = Math.min(box.left, x);
        box.right = Math.max(box.right, x);
        box.bottom = y;
      }
    }
  }
  if (differing > 0) {
    mkdirSync(path.dirname(diffFile), { recursive: true });
    await sharp(diff, { raw: { width, height, channels: 4 } })
      .png()
      .toFile(diffFile);
  }
  const size = ({ width, height }: Size): Size => ({ width, height });
  return { before: size(before), after: size(after), differing, largestStep, box };
}
