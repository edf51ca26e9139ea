/**
 * `npm run content:format`: writes every content file (content/, content/en/ and the test
 * editions in tests/fixtures/) in the form the browser CMS saves (content-layer/yaml-form.ts), so
 * that a save in the CMS changes only what the organiser changed. `--check` writes nothing and
 * exits 1 naming each file not in that form (`npm run lint` runs it in CI).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { displayPath, PROJECT_ROOT } from "#content-layer/load";
import { cmsContentFiles, formatContentYaml } from "#content-layer/yaml-form";

const check = process.argv.includes("--check");
const fixtures = path.join(PROJECT_ROOT, "tests/fixtures");
const folders = [
  path.join(PROJECT_ROOT, "content"),
  ...readdirSync(fixtures)
    .filter((name) => name.startsWith("edition-"))
    .map((name) => path.join(fixtures, name)),
];

const unformatted: string[] = [];
let count = 0;
for (const folder of folders) {
  for (const file of cmsContentFiles()) {
    const full = path.join(folder, file);
    if (!existsSync(full)) continue;
    count++;
    const text = readFileSync(full, "utf8");
    let formatted: string;
    try {
      formatted = formatContentYaml(file, text);
    } catch (error) {
      // Not YAML: content:check names the line; the formatter leaves the file as it is.
      console.error(`${displayPath(full)}: ${error instanceof Error ? error.message : error}`);
      process.exitCode = 1;
      continue;
    }
    if (formatted === text) continue;
    unformatted.push(displayPath(full));
    if (!check) writeFileSync(full, formatted);
  }
}

if (check && unformatted.length > 0) {
  console.error(
    `Nie w formie, w jakiej zapisuje CMS (popraw: npm run content:format):\n` +
      unformatted.map((file) => `  ${file}`).join("\n"),
  );
  process.exitCode = 1;
} else if (check) {
  console.log(`${count} plików treści jest w formie, w jakiej zapisuje je CMS.`);
} else {
  console.log(`Sformatowano ${unformatted.length} z ${count} plików treści.`);
}
