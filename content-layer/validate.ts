import type { z } from "zod";
import { imageProblem, type ImageReader } from "./image-checks.ts";
import { polishErrors } from "./polish-errors.ts";
import {
  fileTitleOf,
  jsonSchemaOf,
  labelPath,
  type ContentProblem,
  type JsonSchema,
} from "./problems.ts";
import { GalleryFileNameSchema } from "./schema.ts";
import { faqPointProblems, safetyPointProblems } from "./safety-rules.ts";
import { sitePlanStageProblems } from "./site-plan-rules.ts";
import { describeUnknownKey, explainedByTypo, unknownKeys } from "./unknown-keys.ts";

export { formatProblem, type ContentProblem } from "./problems.ts";
export type { ImageFile, ImageReader } from "./image-checks.ts";

/** One content file to check: where it lives, its data and the schema it must satisfy. */
export interface ContentSource {
  file: string;
  data: unknown;
  schema: z.ZodType;
  /** Folder that the entry's image paths are relative to. */
  imageRoot?: string;
  /** The file's name in problems; the schema's title by default. */
  title?: string;
  /**
   * The data whose entries name the problems' entries; `data` by default. An English text
   * merged over the Polish file is named by the Polish entries (content-layer/load.ts).
   */
  labels?: unknown;
  /**
   * Which of the pictures the data names to check (by their shown path); all by default. The
   * CMS checks the pictures uploaded with a save; the others are in the repository already.
   */
  checksImage?: (shownPath: string) => boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Every image field of the data (`widget: "image"` in the schema), with its path and least size. */
function* imageFields(
  node: JsonSchema,
  value: unknown,
  path: PropertyKey[] = [],
): Generator<{ path: PropertyKey[]; value: string; node: JsonSchema }> {
  if (node.widget === "image") {
    if (typeof value === "string") yield { path, value, node };
    return;
  }
  if (Array.isArray(value) && isObject(node.items)) {
    for (const [index, item] of value.entries()) {
      yield* imageFields(node.items, item, [...path, index]);
    }
  } else if (isObject(value)) {
    const properties = isObject(node.properties) ? node.properties : {};
    for (const [key, inner] of Object.entries(value)) {
      const schema = properties[key] ?? node.additionalProperties;
      if (isObject(schema)) yield* imageFields(schema, inner, [...path, key]);
    }
  }
}

const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * Checks every source against its schema, then each picture it names (when `readImage` is given):
 * there, a PNG or JPEG, large enough for its field and not too large. Problems are in Polish and
 * name the entry and the field by their labels. `readImage` is injected so the check stays
 * testable without a file system.
 */
export function validateContent(
  sources: readonly ContentSource[],
  readImage?: ImageReader,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const source of sources) {
    const root = jsonSchemaOf(source.schema);
    const fileTitle = source.title ?? fileTitleOf(source.schema);
    const labels = source.labels ?? source.data;
    const report = (path: readonly PropertyKey[], message: string) =>
      problems.push({ file: source.file, fileTitle, ...labelPath(root, labels, path), message });
    const result = source.schema.safeParse(source.data, { error: polishErrors });
    const issues = result.success ? [] : result.error.issues;
    const typos = unknownKeys(root, source.data, issues);
    for (const issue of issues) {
      if (issue.code === "unrecognized_keys") {
        for (const typo of typos.filter((found) => found.path === issue.path)) {
          report(typo.path, describeUnknownKey(root, labels, typo));
        }
      } else if (!explainedByTypo(issue.path, typos)) {
        report(issue.path, issue.message);
      }
    }
    if (source.imageRoot === undefined || !readImage) continue;
    for (const image of imageFields(root, source.data)) {
      // A path the schema refused is reported once, by the schema.
      if (issues.some((issue) => samePath(issue.path, image.path))) continue;
      const shownPath = `${source.imageRoot}/${image.value.replace(/^\//, "")}`;
      if (source.checksImage && !source.checksImage(shownPath)) continue;
      const problem = imageProblem(readImage(shownPath), shownPath, {
        minWidth: typeof image.node.minWidth === "number" ? image.node.minWidth : undefined,
        minHeight: typeof image.node.minHeight === "number" ? image.node.minHeight : undefined,
      });
      if (problem) report(image.path, problem);
    }
  }
  problems.push(...crossFileProblems(sources));
  return problems;
}

/**
 * The rules across files: they need both files, so the CMS's save of one file runs them with the
 * other files' data as it last knew them (content-layer/save-checks.ts).
 */
export function crossFileProblems(sources: readonly ContentSource[]): ContentProblem[] {
  return [
    ...sitePlanStageProblems(sources),
    ...safetyPointProblems(sources),
    ...faqPointProblems(sources),
  ];
}

const GALLERY_TITLE = "Galeria";

/**
 * Gallery files must be named YYYY-NNN.jpg and sit in the folder of their year
 * (app/features/gallery/README.md#what-the-visitor-sees).
 */
export function validateGalleryFolder(
  shownPath: string,
  folder: string,
  fileNames: readonly string[],
): ContentProblem[] {
  const problem = (entry: string, field: string, message: string): ContentProblem => ({
    file: `${shownPath}/`,
    fileTitle: GALLERY_TITLE,
    entry,
    field,
    message,
  });
  const problems: ContentProblem[] = [];
  if (!/^\d{4}$/.test(folder)) {
    problems.push(problem("", `Folder ${folder}`, "nazwa folderu musi być rokiem, np. 2019"));
  }
  for (const name of fileNames) {
    const parsed = GalleryFileNameSchema.safeParse(name, { error: polishErrors });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "niepoprawna nazwa pliku";
      problems.push(problem(`Folder ${folder}`, `plik ${name}`, message));
    } else if (!name.startsWith(`${folder}-`)) {
      problems.push(
        problem(
          `Folder ${folder}`,
          `plik ${name}`,
          `rok w nazwie musi być rokiem folderu (${folder})`,
        ),
      );
    }
  }
  return problems;
}
