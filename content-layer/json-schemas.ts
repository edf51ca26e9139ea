import { z } from "zod";
import { cmsConfigYaml } from "./cms-config";
import { CONTENT_FILES, CONTENT_NAMES } from "./load";
import { englishTitle, overlayJsonSchema } from "./overlay";
import { TRANSLATABLE_FIELDS, TRANSLATED_NAMES } from "./translatable-fields";

/**
 * The JSON Schema of each content file, as the text of `content-layer/schemas/<name>.schema.json`.
 * From the same zod schemas the build validates with; rules across fields (days in order, the
 * window within the days, unique ids) have no JSON Schema form and are checked by the build.
 * The English overlays' schemas, `en/<name>.schema.json`, allow only the translatable fields
 * (docs/new-edition.md#english-texts); their entry counts are checked by the build.
 */
export function contentSchemaFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const polish = (name: (typeof CONTENT_NAMES)[number]) =>
    z.toJSONSchema(CONTENT_FILES[name].schema, { io: "input", unrepresentable: "any" });
  // The files' titles are the Polish ones organisers know them by (content-layer/schema.ts).
  for (const name of CONTENT_NAMES) {
    files[`${name}.schema.json`] = JSON.stringify(polish(name), null, 2) + "\n";
  }
  for (const name of TRANSLATED_NAMES) {
    const schema = overlayJsonSchema(TRANSLATABLE_FIELDS[name], polish(name));
    const text = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      ...schema,
      title: englishTitle(CONTENT_FILES[name].schema),
      description: `Angielskie teksty pliku content/${name}.yaml: tylko pola do przetłumaczenia.`,
    };
    files[`en/${name}.schema.json`] = JSON.stringify(text, null, 2) + "\n";
  }
  // The CMS's collections, from the same schemas (content-layer/cms-config.ts).
  files["cms-config.yml"] = cmsConfigYaml();
  return files;
}
