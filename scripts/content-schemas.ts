/**
 * `npm run content:schemas`: writes a JSON Schema of each content file into content-layer/schemas/,
 * generated from the zod schemas the build validates with. `.vscode/settings.json` maps each YAML
 * file to its schema (the files cannot name it: the CMS drops comments), so an editor with YAML
 * support completes field names and flags a mistake while the organiser types. A unit test fails when a
 * committed schema is out of date.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentSchemaFiles } from "#content-layer/json-schemas";
import { PROJECT_ROOT } from "#content-layer/load";

const dir = path.join(PROJECT_ROOT, "content-layer/schemas");
mkdirSync(dir, { recursive: true });
const files = contentSchemaFiles();
for (const [name, text] of Object.entries(files)) {
  // The English overlays' schemas sit in content-layer/schemas/en/.
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), text);
}
console.log(`Wrote ${Object.keys(files).length} JSON Schemas to content-layer/schemas/.`);
