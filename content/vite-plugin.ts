/**
 * Gives the site its content: each content file becomes a module `virtual:content/<name>`
 * whose default export is the validated data (content/index.ts re-exports them). One module per
 * file, so each page's scripts carry only the content that page shows, as with any import.
 * Content that does not validate stops `react-router build` and `dev` with the same lines as
 * `npm run build`'s first step. `virtual:content/gallery` lists the gallery's file names
 * (`gallery/<year>/<year>-NNN.jpg`): the images themselves go through the image pipeline.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { CONTENT_NAMES, contentDir, contentFile, loadContent, type Content } from "./load.ts";

const PREFIX = "virtual:content/";
const GALLERY = "gallery";

/** The gallery's .jpg file names in the content folder, sorted. */
function galleryFileNamesIn(dir: string): string[] {
  const root = path.join(dir, GALLERY);
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => readdirSync(path.join(root, entry.name)))
    .filter((name) => name.endsWith(".jpg"))
    .sort();
}
const RESOLVED_PREFIX = `\0${PREFIX}`;

export function editionContent(dir: string = contentDir()): Plugin {
  let content: Content | undefined;
  return {
    name: "edition-content",
    buildStart() {
      content = loadContent(dir);
      for (const name of CONTENT_NAMES) this.addWatchFile(contentFile(dir, name));
    },
    watchChange(id) {
      if (id.startsWith(dir)) content = undefined;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const name = id.slice(RESOLVED_PREFIX.length);
      if (name === GALLERY) {
        this.addWatchFile(path.join(dir, GALLERY));
        return `export default ${JSON.stringify(galleryFileNamesIn(dir))};`;
      }
      content ??= loadContent(dir);
      if (!(name in content)) throw new Error(`No content file named ${name}.yaml`);
      return `export default ${JSON.stringify(content[name as keyof Content])};`;
    },
  };
}
