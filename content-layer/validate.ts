import type { z } from "zod";
import { GalleryFileNameSchema } from "./schema.ts";

/** One content file to check: where it lives, its data and the schema it must satisfy. */
export interface ContentSource {
  file: string;
  data: unknown;
  schema: z.ZodType;
  /** Folder that the entry's image paths are relative to. */
  imageRoot?: string;
}

export interface ContentProblem {
  file: string;
  entry: string;
  field: string;
  message: string;
}

const IMAGE_FIELD = /^(image|image_large|image_small|groupPhoto)$/;

function at(data: unknown, path: readonly PropertyKey[]): unknown {
  let node: unknown = data;
  for (const key of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** A readable name for the entry that holds a field: `members[3] (Julia Pawłowska)`. */
export function describeEntry(data: unknown, path: readonly PropertyKey[]): string {
  const lastIndex = path.findLastIndex((key) => typeof key === "number");
  if (lastIndex === -1) return "(top level)";
  const entryPath = path.slice(0, lastIndex + 1);
  const entry = at(data, entryPath);
  const label =
    entry && typeof entry === "object"
      ? ((entry as Record<string, unknown>).name ??
        (entry as Record<string, unknown>).question ??
        (entry as Record<string, unknown>).title ??
        (entry as Record<string, unknown>).header ??
        (entry as Record<string, unknown>).band ??
        (entry as Record<string, unknown>).date)
      : undefined;
  const location = entryPath
    .map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`))
    .join("")
    .replace(/^\./, "");
  return typeof label === "string" ? `${location} (${label})` : location;
}

export function fieldName(path: readonly PropertyKey[]): string {
  const lastIndex = path.findLastIndex((key) => typeof key === "number");
  const rest = path.slice(lastIndex + 1).map(String);
  return rest.length > 0 ? rest.join(".") : "(entry)";
}

function* imagePaths(
  node: unknown,
  path: PropertyKey[] = [],
): Generator<{ path: PropertyKey[]; value: string }> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* imagePaths(item, [...path, index]);
  } else if (node !== null && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (IMAGE_FIELD.test(key) && typeof value === "string") yield { path: [...path, key], value };
      else yield* imagePaths(value, [...path, key]);
    }
  }
}

/**
 * Checks every source against its schema, then that each referenced image exists.
 * `fileExists` is injected so the check stays testable without a file system.
 */
export function validateContent(
  sources: readonly ContentSource[],
  fileExists: (path: string) => boolean,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const source of sources) {
    const result = source.schema.safeParse(source.data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push({
          file: source.file,
          entry: describeEntry(source.data, issue.path),
          field: fieldName(issue.path),
          message: issue.message,
        });
      }
    }
    if (source.imageRoot === undefined) continue;
    for (const image of imagePaths(source.data)) {
      const fullPath = `${source.imageRoot}/${image.value}`;
      if (!fileExists(fullPath)) {
        problems.push({
          file: source.file,
          entry: describeEntry(source.data, image.path),
          field: fieldName(image.path),
          message: `image not found: ${fullPath}`,
        });
      }
    }
  }
  return problems;
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file} › ${problem.entry} › ${problem.field}: ${problem.message}`;
}

/**
 * Gallery files must be named YYYY-NNN.jpg and sit in the folder of their year
 * (docs/product.md#gallery).
 */
export function validateGalleryFolder(
  shownPath: string,
  folder: string,
  fileNames: readonly string[],
): ContentProblem[] {
  const file = `${shownPath}/`;
  const problems: ContentProblem[] = [];
  if (!/^\d{4}$/.test(folder)) {
    problems.push({
      file,
      entry: "(folder)",
      field: "name",
      message: "folder must be a year (YYYY)",
    });
  }
  for (const name of fileNames) {
    const parsed = GalleryFileNameSchema.safeParse(name);
    if (!parsed.success) {
      problems.push({
        file,
        entry: name,
        field: "file name",
        message: parsed.error.issues[0]?.message ?? "invalid",
      });
    } else if (!name.startsWith(`${folder}-`)) {
      problems.push({
        file,
        entry: name,
        field: "file name",
        message: `year must match the folder ${folder}`,
      });
    }
  }
  return problems;
}
