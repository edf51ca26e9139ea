import type { z } from "zod";
import { polishErrors } from "./polish-errors.ts";
import { fileTitleOf, jsonSchemaOf, labelPath, type ContentProblem } from "./problems.ts";

/** A content file as the rules across files read it (validate.ts's ContentSource is one). */
export interface CrossFileSource {
  file: string;
  data: unknown;
  schema: unknown;
  title?: string;
  labels?: unknown;
}

/** One file of a rule across files, valid on its own: its data, and its problems' names. */
export interface ValidFile<T> {
  data: T;
  /** A problem at `path` in this file, named by its entries as every other problem is. */
  problem: (path: readonly PropertyKey[], message: string) => ContentProblem;
}

/**
 * The file of `schema` among the sources when it is there and valid on its own: the rules across
 * files check only such files, so one mistake gives one line.
 */
export function validFile<S extends z.ZodType>(
  sources: readonly CrossFileSource[],
  schema: S,
): ValidFile<z.output<S>> | undefined {
  const source = sources.find((candidate) => candidate.schema === schema);
  if (!source) return undefined;
  const parsed = schema.safeParse(source.data, { error: polishErrors });
  if (!parsed.success) return undefined;
  const root = jsonSchemaOf(schema);
  const fileTitle = source.title ?? fileTitleOf(schema);
  const labels = source.labels ?? source.data;
  return {
    data: parsed.data,
    problem: (path, message) => ({
      file: source.file,
      fileTitle,
      ...labelPath(root, labels, path),
      message,
    }),
  };
}
