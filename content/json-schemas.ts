import { z } from "zod";
import { CONTENT_FILES, CONTENT_NAMES } from "./load";

/**
 * The JSON Schema of each content file, as the text of `content/schemas/<name>.schema.json`.
 * From the same zod schemas the build validates with; rules across fields (days in order, the
 * window within the days, unique ids) have no JSON Schema form and are checked by the build.
 */
export function contentSchemaFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of CONTENT_NAMES) {
    const schema = z.toJSONSchema(CONTENT_FILES[name].schema, {
      io: "input",
      unrepresentable: "any",
    });
    files[`${name}.schema.json`] =
      JSON.stringify({ ...schema, title: `content/${name}.yaml` }, null, 2) + "\n";
  }
  return files;
}
