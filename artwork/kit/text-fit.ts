/**
 * Text measuring and fitting in DejaVu Sans, the font the SVGs are set in: widths come from
 * rendering the text with sharp's Pango input, so a fitted line never runs past its box.
 */
import { loadSharp } from "./sharp";
import { escapeXml } from "./svg";

const textWidthCache = new Map<string, number>();

/**
 * Width in px of `value` set in DejaVu Sans at `size` px. Measured by rendering it with sharp's
 * Pango text input (the same shaper librsvg uses), at 100 px and scaled; cached.
 */
export async function measureText(
  value: string,
  size: number,
  weight: 400 | 700 = 700,
): Promise<number> {
  const key = `${weight}|${value}`;
  let at100 = textWidthCache.get(key);
  if (at100 === undefined) {
    const sharp = await loadSharp();
    const font = weight === 700 ? "DejaVu Sans Bold 100" : "DejaVu Sans 100";
    const { info } = await sharp({ text: { text: escapeXml(value), font, dpi: 72 } })
      .png()
      .toBuffer({ resolveWithObject: true });
    at100 = info.width;
    textWidthCache.set(key, at100);
  }
  return (at100 * size) / 100;
}

/** The largest font size ≤ `max` at which `value` fits in `width` px (letter spacing included). */
export async function fitText(
  value: string,
  width: number,
  max: number,
  weight: 400 | 700 = 700,
  spacingEm = 0,
): Promise<number> {
  const at100 = await measureText(value, 100, weight);
  const perPx = at100 / 100 + spacingEm * [...value].length;
  return Math.min(max, width / perPx);
}

/** Greedy word wrap by measured width. */
export async function wrapText(
  value: string,
  width: number,
  size: number,
  weight: 400 | 700 = 700,
): Promise<string[]> {
  const lines: string[] = [];
  let line = "";
  for (const word of value.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && (await measureText(candidate, size, weight)) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Sets `value` in at most `maxLines` lines of `width`, as large as possible up to `max` px. */
export async function fitLines(
  value: string,
  width: number,
  max: number,
  maxLines: number,
  min = 18,
) {
  for (let size = max; size >= min; size -= 2) {
    const lines = await wrapText(value, width, size);
    const widest = Math.max(...(await Promise.all(lines.map((line) => measureText(line, size)))));
    if (lines.length <= maxLines && widest <= width) return { size, lines };
  }
  return { size: min, lines: await wrapText(value, width, min) };
}
