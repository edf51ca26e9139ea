/**
 * Gives the site its content: each content file becomes a module `virtual:content/<name>`
 * whose default export is the validated data (content/index.ts re-exports them). One module per
 * file, so each page's scripts carry only the content that page shows, as with any import.
 * Content that does not validate stops `react-router build` and `dev` with the same lines as
 * `npm run build`'s first step.
 */
import type { Plugin } from "vite";
import { CONTENT_NAMES, contentDir, contentFile, loadContent, type Content } from "./load";

const PREFIX = "virtual:content/";
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
      content ??= loadContent(dir);
      if (!(name in content)) throw new Error(`No content file named ${name}.yaml`);
      return `export default ${JSON.stringify(content[name as keyof Content])};`;
    },
  };
}
