import type { Page } from "@playwright/test";
import sharp from "sharp";

/**
 * Where a text's ink goes: screenshots of a page with its text shown and hidden
 * (`visibility: hidden` keeps the layout), compared outside the text's boxes. If they are the
 * same there, the text drew nothing outside its boxes.
 */

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The border boxes of the elements matching `selector`, in page (not viewport) coordinates. */
export function boxesOf(page: Page, selector: string): Promise<Box[]> {
  return page.evaluate(
    (css) =>
      Array.from(document.querySelectorAll(css), (element) => {
        const rect = element.getBoundingClientRect();
        return {
          x: rect.x + window.scrollX,
          y: rect.y + window.scrollY,
          width: rect.width,
          height: rect.height,
        };
      }),
    selector,
  );
}

/** Adds a style sheet to the page; the returned function takes it away again. */
export async function withStyle(page: Page, css: string): Promise<() => Promise<void>> {
  const sheet = await page.addStyleTag({ content: css });
  return () => sheet.evaluate((element) => void element.parentNode?.removeChild(element));
}

/** Waits for the fonts and for every animation that ends (an entrance, not a blinking dot). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished));
  });
}

/** The page as it is, whole, with animations finished and no caret. */
export async function shoot(page: Page): Promise<Buffer> {
  await settle(page);
  return page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
}

/**
 * A channel may differ by this much without the pixel counting as changed: a clip turns the
 * anti-aliased edge of a rounded shape nearby a shade or two lighter (seen: 2 of 255), which no
 * one sees and is not ink; a stray mark or a cut-off accent differs by far more.
 */
const SHADE_TOLERANCE = 16;

/**
 * Pixels that differ between two screenshots of the same page, not counting those inside the
 * boxes (grown by a pixel, for the anti-aliased edge). Screenshots of different sizes differ
 * everywhere: the layout moved.
 */
export async function pixelsDifferingOutside(
  first: Buffer,
  second: Buffer,
  boxes: readonly Box[],
): Promise<number> {
  const [a, b] = await Promise.all(
    [first, second].map((png) =>
      sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
    ),
  );
  if (!a || !b) throw new Error("no screenshot");
  const { width, height } = a.info;
  if (width !== b.info.width || height !== b.info.height) return Number.POSITIVE_INFINITY;
  const inside = (x: number, y: number) =>
    boxes.some(
      (box) =>
        x >= Math.floor(box.x) - 1 &&
        x < Math.ceil(box.x + box.width) + 1 &&
        y >= Math.floor(box.y) - 1 &&
        y < Math.ceil(box.y + box.height) + 1,
    );
  let differing = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 4;
      let changed = false;
      for (let channel = 0; channel < 4; channel++) {
        const delta = Math.abs((a.data[offset + channel] ?? 0) - (b.data[offset + channel] ?? 0));
        if (delta > SHADE_TOLERANCE) changed = true;
      }
      if (changed && !inside(x, y)) differing++;
    }
  }
  return differing;
}
