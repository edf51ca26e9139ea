/**
 * The checks the CMS runs when an organiser saves one file (cms/save-checks.ts), made of the same
 * rules as `npm run content:check`: the file's schema with its rules across fields, the pictures
 * uploaded with the save, and for an English file its lists against the Polish file's. The lines
 * are content:check's own (formatProblem). Pure and free of Node, so the CMS runs it bundled for
 * the browser (scripts/build-admin.ts) and the unit tests run it in Node.
 */
import { CONTENT_FILES, isContentName, type ContentName } from "./content-files.ts";
import { MAX_IMAGE_BYTES, readImageHeader, type ImageFile } from "./image-checks.ts";
import { checkEnglishFile } from "./overlay.ts";
import { formatProblem } from "./problems.ts";
import { isTranslated, TRANSLATABLE_FIELDS } from "./translatable-fields.ts";
import { crossFileProblems, validateContent } from "./validate.ts";

/** Where the repository keeps the pictures, as content:check names them in its lines. */
const IMAGE_ROOT = "content/images";

/** The content file at a repository path: `content/faq.yaml` is Polish, `content/en/faq.yaml` English. */
export function contentFileAt(path: string): { name: ContentName; english: boolean } | undefined {
  const match = /^content\/(en\/)?([a-z-]+)\.yaml$/.exec(path.replace(/^\//, ""));
  const name = match?.[2];
  if (!name || !isContentName(name)) return undefined;
  const english = match[1] !== undefined;
  return english && !isTranslated(name) ? undefined : { name, english };
}

/** The facts of an uploaded picture, read from its bytes as content:check reads a file on disk. */
export function imageFacts(bytes: Uint8Array): ImageFile {
  if (bytes.length > MAX_IMAGE_BYTES) return { bytes: bytes.length };
  return { bytes: bytes.length, ...readImageHeader(bytes) };
}

const nameOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** One save, as the CMS hands it over. */
export interface SavedFile {
  /** The file's repository path: `content/edition.yaml`, `content/en/faq.yaml`. */
  path: string;
  /** The file's data as it will be written. */
  data: unknown;
  /**
   * The pictures uploaded with this save, by the file name the CMS stores them under
   * (`logo-partnera.jpg`): a picture field naming a path with that name is checked with them.
   */
  uploads?: ReadonlyMap<string, ImageFile>;
  /** For an English file: the Polish file's data, which its lists must match. */
  polish?: unknown;
  /**
   * For a Polish file: the other Polish files' data as the CMS last knew them, by name, for the
   * rules across files (a programme stage's point on the site plan, the safety section's points).
   */
  related?: Partial<Record<ContentName, unknown>>;
}

/**
 * content:check's lines for one saved file; none when it may be saved. A path that is not a
 * content file, or an English file without its Polish data, is left to content:check.
 */
export function saveProblems(saved: SavedFile): string[] {
  const file = contentFileAt(saved.path);
  if (!file) return [];
  const { schema, images } = CONTENT_FILES[file.name];
  const shownPath = saved.path.replace(/^\//, "");
  if (file.english) {
    if (saved.polish === undefined || !isTranslated(file.name)) return [];
    const shape = TRANSLATABLE_FIELDS[file.name];
    const checked = checkEnglishFile({
      file: shownPath,
      polish: saved.polish,
      schema,
      data: saved.data,
      shape,
    });
    return checked.problems.map(formatProblem);
  }
  const uploads = saved.uploads ?? new Map<string, ImageFile>();
  const source = {
    file: shownPath,
    data: saved.data,
    schema,
    ...(images
      ? { imageRoot: IMAGE_ROOT, checksImage: (path: string) => uploads.has(nameOf(path)) }
      : {}),
  };
  const related = Object.entries(saved.related ?? {}).flatMap(([name, data]) =>
    isContentName(name) && name !== file.name && data !== undefined
      ? [{ file: `content/${name}.yaml`, data, schema: CONTENT_FILES[name].schema }]
      : [],
  );
  return [
    ...validateContent([source], (path) => uploads.get(nameOf(path))),
    ...(related.length > 0 ? crossFileProblems([source, ...related]) : []),
  ].map(formatProblem);
}
