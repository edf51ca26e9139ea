/**
 * What /admin needs for the checks at save (cms/save-checks.ts): the checks bundled for the
 * browser from content-layer's rules (one module, never a copy), and the Polish files' data as
 * this build read them, which an English file's lists are compared with until this browser saves
 * the Polish file itself, and Immutable.js, which the CMS needs to run the checks. Called by
 * scripts/build-admin.ts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { contentDir, readContentSources } from "#content-layer/load";
import { TRANSLATED_NAMES } from "#content-layer/translatable-fields";
import { browserScript } from "./browser-script.ts";
import { SNAPSHOT_FILE, type ContentSnapshot } from "./save-checks.ts";
import { LIBRARIES_PATH } from "./vendor-bundle.ts";

export const SAVE_CHECKS_FILE = "save-checks.js";

/** The checks as one browser script, run after the CMS's script has defined `window.CMS`. */
export function saveChecksScript(): string {
  return browserScript(
    { file: path.join(import.meta.dirname, "save-checks.ts") },
    SAVE_CHECKS_FILE,
  );
}

/** The translated Polish files' data, as the content folder holds them now. */
export function contentSnapshot(dir: string = contentDir()): ContentSnapshot {
  const { sources } = readContentSources(dir, TRANSLATED_NAMES);
  const files: Record<string, unknown> = {};
  for (const name of TRANSLATED_NAMES) {
    const source = sources.find((found) => found.file.endsWith(`/${name}.yaml`));
    if (source) files[name] = source.data;
  }
  return { builtAt: Date.now(), files };
}

const modules = path.resolve(import.meta.dirname, "../node_modules");

/**
 * Immutable.js where the CMS imports it for its event hooks (cms/vendor-bundle.ts): the file it
 * asks for, at the version its package names, from our installed copy.
 */
export function immutableFile(): { name: string; text: string } {
  const cms = JSON.parse(readFileSync(path.join(modules, "@sveltia/cms/package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  const version = cms.dependencies?.immutable?.replace(/^\D/, "");
  if (!version)
    throw new Error("@sveltia/cms no longer names Immutable.js: check cms/save-checks.ts");
  const file = "dist/immutable.es.js";
  return {
    name: `${LIBRARIES_PATH}/immutable@${version}/${file}`,
    text: readFileSync(path.join(modules, "immutable", file), "utf8"),
  };
}

/** The files, by their paths under /admin. */
export function saveChecksFiles(): Record<string, string> {
  const immutable = immutableFile();
  return {
    [SAVE_CHECKS_FILE]: saveChecksScript(),
    [SNAPSHOT_FILE]: JSON.stringify(contentSnapshot()),
    [immutable.name]: immutable.text,
  };
}
