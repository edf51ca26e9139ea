/**
 * Proves that a change left every page looking as it did: photographs two builds the same way
 * (scripts/lib/page-shots.ts: every public page in both languages and /404 at 375 and 1400 px,
 * /homepage and /about again on a festival evening, /moderacja's sign-in form and its panel,
 * /telebim at 1920 × 1080) and compares each pair pixel by pixel.
 *
 *   npm run screenshots:compare -- --before /tmp/before-build --after build
 *
 * Options: `--out <dir>` (default test-results/screenshot-compare/), `--tolerance <0–255>`,
 * `--only <text>` (the shots whose name contains it). Writes before/<shot>.png, after/<shot>.png
 * and, for a pair that differs, diff/<shot>.png; prints a table and exits with 1 when a pair
 * differs. A build compared with itself must give 0 everywhere: anything else is a shot that is
 * not deterministic yet, to be fixed here before any other result is trusted.
 */
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { comparePngs, type Comparison, type Size } from "./lib/pixel-compare";
import { photographBuild, plannedShots } from "./lib/page-shots";
import { freePort } from "#tests/support/serve-build";

/**
 * How far apart one colour channel of a pixel may be (out of 255) and still count as the same.
 * The same engine draws the same page to the same bytes, so a build compared with itself gives 0
 * at any tolerance. Two steps leave room for a colour written another way in CSS (a hex colour
 * turned into a custom property or a color-mix) that rounds one step differently; nobody sees
 * that, while a moved line of text or a changed colour is dozens of steps off.
 */
const DEFAULT_TOLERANCE = 2;

const { values } = parseArgs({
  options: {
    before: { type: "string" },
    after: { type: "string" },
    out: { type: "string", default: "test-results/screenshot-compare" },
    tolerance: { type: "string", default: String(DEFAULT_TOLERANCE) },
    only: { type: "string" },
  },
});

function buildFolder(option: string, value: string | undefined): string {
  if (!value) throw new Error(`--${option} <build folder> is required`);
  const folder = path.resolve(value);
  if (!existsSync(path.join(folder, "client", "homepage", "index.html"))) {
    throw new Error(`${value} is not a build folder: it has no client/homepage/index.html`);
  }
  return folder;
}

const beforeBuild = buildFolder("before", values.before);
const afterBuild = buildFolder("after", values.after);
const tolerance = Number(values.tolerance);
if (!Number.isInteger(tolerance) || tolerance < 0 || tolerance > 255) {
  throw new Error("--tolerance must be a whole number from 0 to 255");
}
const out = path.resolve(values.out);
const folders = { before: "before", after: "after", diff: "diff" } as const;
for (const folder of Object.values(folders)) {
  rmSync(path.join(out, folder), { recursive: true, force: true });
}

const shots = plannedShots().filter((shot) => !values.only || shot.name.includes(values.only));
if (shots.length === 0) throw new Error(`no shot's name contains "${values.only}"`);

// One port for both servers, one build after the other: pages that write their own address
// (a link to share, a QR code) show the same one, and the two servers never share the cores.
const port = await freePort();
for (const side of ["before", "after"] as const) {
  const build = side === "before" ? beforeBuild : afterBuild;
  console.log(`Photographing ${build} (${side}), ${shots.length} shots…`);
  const started = Date.now();
  await photographBuild(build, path.join(out, folders[side]), shots, port, (shot, notes) =>
    console.log(`  ${shot.name}${notes.length > 0 ? `: ${notes.join("; ")}` : ""}`),
  );
  console.log(`  done in ${Math.round((Date.now() - started) / 1000)} s`);
}

const sizeText = ({ width, height }: Size) => `${width}×${height}`;
const rows: string[][] = [];
let differingPairs = 0;
for (const shot of shots) {
  const file = `${shot.name}.png`;
  const result: Comparison = await comparePngs(
    path.join(out, folders.before, file),
    path.join(out, folders.after, file),
    path.join(out, folders.diff, file),
    tolerance,
  );
  const same = result.differing === 0;
  if (!same) differingPairs += 1;
  const where = result.box
    ? `x ${result.box.left}–${result.box.right}, y ${result.box.top}–${result.box.bottom}`
    : "";
  rows.push([
    shot.name.replace(/-\d+$/, ""),
    String(shot.width),
    sizeText(result.before),
    sizeText(result.after),
    String(result.differing),
    String(result.largestStep),
    same ? "same" : `DIFFERENT (${where})`,
  ]);
}

const header = ["page", "width", "before", "after", "differing px", "max step", "verdict"];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]!.length)),
);
const line = (cells: readonly string[]) =>
  cells
    .map((cell, column) => cell.padEnd(widths[column]!))
    .join("  ")
    .trimEnd();
console.log(`\n${line(header)}\n${line(widths.map((width) => "-".repeat(width)))}`);
for (const row of rows) console.log(line(row));
console.log(
  `\n${shots.length - differingPairs} of ${shots.length} pairs the same (tolerance ${tolerance} ` +
    `of 255 per channel); screenshots in ${path.relative(process.cwd(), out) || "."}/`,
);
if (differingPairs > 0) {
  console.log(
    `${differingPairs} differ: see ${path.join(path.relative(process.cwd(), out), "diff")}/`,
  );
  process.exitCode = 1;
}
