/**
 * Subsets the two variable fonts to what Polish pages use — Basic Latin, Latin-1, the Polish
 * letters and common typographic punctuation — keeping the weight axis. Fontsource ships Latin
 * and Latin Extended as separate files; each is cut down to the characters above, so the
 * Extended half (which every Polish page needs for ą, ę, ł …) drops from ~120 KiB to a few KiB.
 * Run after a font upgrade: `npx tsx scripts/subset-fonts.ts` (outputs are committed).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");
export const POLISH_TEXT =
  range(0x20, 0x7e) + range(0xa0, 0xff) + "ĄąĆćĘęŁłŃńŚśŹźŻż" + "–—‘’‚“”„…•·€™←→↑↓−×";

const FONTS = [
  {
    source: "node_modules/@fontsource-variable/unbounded/files/unbounded-latin-wght-normal.woff2",
    extended:
      "node_modules/@fontsource-variable/unbounded/files/unbounded-latin-ext-wght-normal.woff2",
    target: "app/styles/fonts/unbounded",
  },
  {
    source:
      "node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
    extended:
      "node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-ext-wght-normal.woff2",
    target: "app/styles/fonts/bricolage-grotesque",
  },
];

for (const font of FONTS) {
  for (const [part, source] of [
    ["latin", font.source],
    ["polish", font.extended],
  ] as const) {
    const output = await subsetFont(readFileSync(path.join(root, source)), POLISH_TEXT, {
      targetFormat: "woff2",
    });
    const target = `${font.target}-${part}.woff2`;
    writeFileSync(path.join(root, target), output);
    console.log(`${target}: ${(output.length / 1024).toFixed(1)} KiB`);
  }
}
