/**
 * Gives the site its content: each content file becomes a module `virtual:content/<name>`
 * whose default export is the validated data (content-layer/index.ts re-exports them). One module per
 * file, so each page's scripts carry only the content that page shows, as with any import.
 * Content that does not validate stops `react-router build` and `dev` with the same lines as
 * `npm run build`'s first step. `virtual:content/gallery` lists the gallery's file names
 * (`gallery/<year>/<year>-NNN.jpg`): the images themselves go through the image pipeline.
 * `virtual:content/en/<name>` is the same file with the English texts of `<dir>/en/` over the
 * Polish ones (docs/new-edition.md#english-texts): a separate module, so Polish pages never carry
 * an English string and English pages import only English data. The build checks the English
 * texts from the start, whether a page imports them yet or not.
 *
 * With `versionImages` (the site's build), every image path the content names carries its
 * content hash (content-layer/image-versions.ts), and `virtual:image/<key>` gives a picture that code
 * names rather than content (the banner) the same way; `virtual:image-url/<key>` is the URL of a
 * file copied as it is (the favicon).
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import {
  CONTENT_NAMES,
  contentDir,
  contentFile,
  englishFile,
  loadContent,
  type Content,
  type Language,
} from "./load.ts";
import {
  copiedImageUrl,
  imageVersionsOf,
  versionedImagePath,
  withImageVersions,
  type ImageVersions,
} from "./image-versions.ts";
import { editionSchedule, stagePoints } from "./schedule.ts";
import { isTranslated } from "./translatable-fields.ts";

const PREFIX = "virtual:content/";
const IMAGE = "virtual:image/";
const IMAGE_URL = "virtual:image-url/";
const GALLERY = "gallery";
/** The schedule worked out from edition.yaml (content-layer/schedule.ts), not a file of its own. */
const SCHEDULE = "schedule";
/**
 * Each programme stage's point on the site plan (content-layer/schedule.ts): what the stage links
 * of the timetable and the line-up need, without the whole plan on every page's first load.
 */
const STAGE_POINTS = "stage-points";

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
const ENGLISH = "en/";

/**
 * `language` is the build's (app/texts/vite-plugin.ts): the English build gets the English
 * texts under the plain names too, so components import `virtual:content/<name>` in both.
 */
export function editionContent(
  dir: string = contentDir(),
  language: Language = "pl",
  { versionImages = false }: { versionImages?: boolean } = {},
): Plugin {
  let content: Partial<Record<Language, Content>> = {};
  let publicDir = "";
  // Hashed when a module first needs them, not at buildStart: `react-router typegen` starts the
  // plugins too, on a clean clone before any image is built, and loads no module.
  let versions: ImageVersions | undefined;
  const imageVersions = (): ImageVersions =>
    (versions ??= versionImages ? imageVersionsOf(publicDir, dir) : new Map());
  const load = (language: Language) => (content[language] ??= loadContent(dir, language));
  const exported = (data: unknown) => `export default ${JSON.stringify(data)};`;
  return {
    name: "edition-content",
    configResolved(config) {
      publicDir = config.publicDir;
    },
    buildStart() {
      versions = undefined;
      content = { pl: loadContent(dir), en: loadContent(dir, "en") };
      for (const name of CONTENT_NAMES) {
        this.addWatchFile(contentFile(dir, name));
        if (isTranslated(name)) this.addWatchFile(englishFile(dir, name));
      }
    },
    watchChange(id) {
      if (id.startsWith(dir)) content = {};
    },
    resolveId(id) {
      return [PREFIX, IMAGE, IMAGE_URL].some((prefix) => id.startsWith(prefix))
        ? `\0${id}`
        : undefined;
    },
    load(id) {
      if (id.startsWith(`\0${IMAGE}`)) {
        return exported(versionedImagePath(id.slice(IMAGE.length + 1), imageVersions()));
      }
      if (id.startsWith(`\0${IMAGE_URL}`)) {
        return exported(copiedImageUrl(id.slice(IMAGE_URL.length + 1), imageVersions()));
      }
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const moduleName = id.slice(RESOLVED_PREFIX.length);
      const prefixed = moduleName.startsWith(ENGLISH);
      const name = prefixed ? moduleName.slice(ENGLISH.length) : moduleName;
      const moduleLanguage: Language = prefixed ? "en" : language;
      if (name === GALLERY) {
        // Not a watch file: a folder is no module (Vite would try to import it), and the dev
        // server's watcher sees the content folder's files anyway (watchChange).
        return exported(
          galleryFileNamesIn(dir).map((name) =>
            path.posix.basename(
              versionedImagePath(`gallery/${name.slice(0, 4)}/${name}`, imageVersions()),
            ),
          ),
        );
      }
      const data = load(moduleLanguage);
      if (name === SCHEDULE) return exported(editionSchedule(data.edition.days));
      if (name === STAGE_POINTS) {
        return exported(stagePoints(data.edition.stages, data["site-plan"].points));
      }
      if (!(name in data)) throw new Error(`No content file named ${name}.yaml`);
      return exported(withImageVersions(data[name as keyof Content], imageVersions()));
    },
  };
}
