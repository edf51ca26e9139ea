/**
 * Subsets the two variable fonts to what Polish pages use — Basic Latin, the Polish letters, the
 * few Latin-1 signs the content needs (ó, ×, ·, ©, §, «», é …) and common typographic punctuation
 * — and narrows the weight axis to the weights the CSS asks for (Unbounded 400–900, Bricolage
 * 400–800). Fontsource ships Latin and Latin Extended as separate files; each is cut down to the
 * characters above. Anything else (a name with ñ on the big screen) falls back per glyph to the
 * metric-matched system font. Run after a font upgrade: `npx tsx scripts/subset-fonts.ts`
 * (outputs are committed; app/styles/fonts.css carries the matching unicode-range and weights).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");
export const LATIN_TEXT =
  range(0x20, 0x7e) + "\u00a0§©«°·»½ÉÓ×äéëöüó" + "ĄąĆćĘęŁłŃńŚśŹźŻż" + "–—‘’‚“”„…•€™←→↑↓−";

const FONTS = [
  {
    source: "node_modules/@fontsource-variable/unbounded/files/unbounded-latin-wght-normal.woff2",
    extended:
      "node_modules/@fontsource-variable/unbounded/files/unbounded-latin-ext-wght-normal.woff2",
    target: "app/styles/fonts/unbounded",
    weight: { min: 400, max: 900 },
  },
  {
    source:
      "node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
    extended:
      "node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-ext-wght-normal.woff2",
    target: "app/styles/fonts/bricolage-grotesque",
    weight: { min: 400, max: 800 },
  },
];

for (const font of FONTS) {
  for (const [part, source] of [
    ["latin", font.source],
    ["polish", font.extended],
  ] as const) {
    const output = await subsetFont(readFileSync(path.join(root, source)), LATIN_TEXT, {
      targetFormat: "woff2",
      variationAxes: { wght: font.weight },
    });
    const target = `${font.target}-${part}.woff2`;
    writeFileSync(path.join(root, target), output);
    console.log(`${target}: ${(output.length / 1024).toFixed(1)} KiB`);
  }
}
