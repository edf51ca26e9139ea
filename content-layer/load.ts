/**
 * Reads an edition's content folder: the YAML files an organiser edits (docs/new-edition.md),
 * each checked against its zod schema, and the images they name. The build, the server, the
 * artwork generator and the tests all read content through here; the site gets the result from
 * the build (content-layer/vite-plugin.ts). `CONTENT_DIR` picks another folder (the test edition in
 * tests/fixtures/); the default is content/. `loadContent(dir, "en")` gives the same content with the
 * English texts of `<dir>/en/` over the Polish ones (docs/new-edition.md#english-texts).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, YAMLParseError } from "yaml";
import type { z } from "zod";
import { CONTENT_FILES, CONTENT_NAMES, type ContentName } from "./content-files.ts";
import { readImageFile } from "./image-files.ts";
import { checkEnglishFile, englishTitle } from "./overlay.ts";
import { fileTitleOf, problemReport, type ContentProblem } from "./problems.ts";
import { isTranslated, TRANSLATABLE_FIELDS } from "./translatable-fields.ts";
import { validateContent, type ContentSource, type ImageReader } from "./validate.ts";

export const PROJECT_ROOT = path.resolve(import.meta.dirname, "..");

export { CONTENT_FILES, CONTENT_NAMES, type ContentName };

/** The whole edition's content, validated. */
export type Content = {
  [Name in ContentName]: z.output<(typeof CONTENT_FILES)[Name]["schema"]>;
};

/** The content folder in use: `CONTENT_DIR` (relative to the project) or content/. */
export function contentDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(PROJECT_ROOT, env.CONTENT_DIR || "content");
}

/** A path as messages show it: relative to the project when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(PROJECT_ROOT, file);
  return (relative.startsWith("..") ? file : relative).split(path.sep).join("/");
}

export const contentFile = (dir: string, name: ContentName) => path.join(dir, `${name}.yaml`);
/** The English overlay of a content file: only its translatable fields (translatable-fields.ts). */
export const englishFile = (dir: string, name: ContentName) => path.join(dir, "en", `${name}.yaml`);

/** The site's languages: Polish, the content files' own, and English, from the overlays. */
export type Language = "pl" | "en";

/** The pictures content names, read from disk (paths relative to the project). */
export const projectImages: ImageReader = (relative) =>
  readImageFile(path.resolve(PROJECT_ROOT, relative));

/** Thrown when content does not validate: one line per problem, as the build prints them. */
export class ContentError extends Error {
  constructor(
    readonly problems: readonly ContentProblem[],
    where?: string,
  ) {
    super(problemReport(problems, where));
  }
}

/** Why a file could not be read, in Polish: where YAML stumbled, or that it cannot be opened. */
function unreadable(error: unknown, shown: string): string {
  if (error instanceof YAMLParseError) {
    const at = error.linePos?.[0];
    const place = at ? `, wiersz ${at.line}, kolumna ${at.col}` : "";
    return `plik ${shown} nie jest poprawnym YAML-em${place}: sprawdź wcięcia, dwukropki i cudzysłowy`;
  }
  return `nie da się odczytać pliku ${shown}`;
}

/** Reads and parses one file; an unreadable file or broken YAML becomes a problem, not a crash. */
function readYaml(
  file: string,
  fileTitle: string,
): { data: unknown } | { problem: ContentProblem } {
  const shown = displayPath(file);
  const problem = (message: string) => ({
    problem: { file: shown, fileTitle, entry: "", field: "", message },
  });
  if (!existsSync(file)) return problem(`nie ma pliku ${shown}`);
  try {
    return { data: parse(readFileSync(file, "utf8")) as unknown };
  } catch (error) {
    return problem(unreadable(error, shown));
  }
}

/** The content sources of a folder, ready for `validateContent`, plus files that did not parse. */
export function readContentSources(
  dir: string,
  names: readonly ContentName[] = CONTENT_NAMES,
): { sources: ContentSource[]; problems: ContentProblem[] } {
  const sources: ContentSource[] = [];
  const problems: ContentProblem[] = [];
  for (const name of names) {
    const file = contentFile(dir, name);
    const read = readYaml(file, fileTitleOf(CONTENT_FILES[name].schema));
    if ("problem" in read) {
      problems.push(read.problem);
      continue;
    }
    sources.push({
      file: displayPath(file),
      data: read.data,
      schema: CONTENT_FILES[name].schema,
      imageRoot: CONTENT_FILES[name].images ? displayPath(path.join(dir, "images")) : undefined,
    });
  }
  return { sources, problems };
}

function parsed<Name extends ContentName>(name: Name, data: unknown): Content[Name] {
  return CONTENT_FILES[name].schema.parse(data) as Content[Name];
}

/**
 * The English overlays of `dir` checked against the Polish files (`sources`, as read) and merged
 * over them: every content file's data in English, and the problems that stop the build. A file
 * without translatable fields (organisations) is the Polish data as it is. The merged data is
 * validated again with the Polish schema (an English question may not repeat another), and the
 * problems then name the overlay.
 */
export function readEnglishContent(
  dir: string,
  sources: readonly ContentSource[],
): { data: Partial<Record<ContentName, unknown>>; problems: ContentProblem[] } {
  const data: Partial<Record<ContentName, unknown>> = {};
  const problems: ContentProblem[] = [];
  for (const name of CONTENT_NAMES) {
    const polish = sources.find((source) => source.file === displayPath(contentFile(dir, name)));
    // A Polish file that could not be read is reported already; there is nothing to translate.
    if (!polish) continue;
    if (!isTranslated(name)) {
      data[name] = polish.data;
      continue;
    }
    const file = englishFile(dir, name);
    const title = englishTitle(polish.schema);
    const read = readYaml(file, title);
    if ("problem" in read) {
      problems.push(read.problem);
      continue;
    }
    const checked = checkEnglishFile({
      file: displayPath(file),
      polish: polish.data,
      schema: polish.schema,
      data: read.data,
      shape: TRANSLATABLE_FIELDS[name],
    });
    if (checked.merged !== undefined) data[name] = checked.merged;
    problems.push(...checked.problems);
  }
  return { data, problems };
}

/**
 * Reads, validates and returns every content file of `dir`; throws a ContentError otherwise.
 * In English (`"en"`), the texts of `<dir>/en/` replace the Polish ones, and a problem of the
 * overlays is a problem too; Polish reads no overlay.
 */
export function loadContent(dir: string = contentDir(), language: Language = "pl"): Content {
  const { sources, problems } = readContentSources(dir);
  problems.push(...validateContent(sources, projectImages));
  const english = language === "en" ? readEnglishContent(dir, sources) : undefined;
  if (english) problems.push(...english.problems);
  if (problems.length > 0) throw new ContentError(problems, `${displayPath(dir)}/`);
  const content: Partial<Record<ContentName, unknown>> = {};
  CONTENT_NAMES.forEach((name, index) => {
    content[name] = parsed(name, english ? english.data[name] : sources[index]?.data);
  });
  return content as Content;
}

/** Only the edition's facts (edition.yaml), for the server; throws a ContentError when invalid. */
export function loadEdition(dir: string = contentDir()): Content["edition"] {
  const { sources, problems } = readContentSources(dir, ["edition"]);
  const source = sources[0];
  if (source) problems.push(...validateContent([source]));
  if (problems.length > 0 || !source) throw new ContentError(problems, `${displayPath(dir)}/`);
  return parsed("edition", source.data);
}
