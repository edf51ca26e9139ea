/**
 * English overlays (docs/new-edition.md#english-texts): `content/en/<name>.yaml` mirrors the
 * Polish file's structure but holds only its translatable fields (content-layer/translatable-fields.ts).
 * This module checks an overlay against its Polish file and merges the two; content-layer/load.ts reads
 * the files. Pure (no fs), so both stay testable on plain data.
 */
import type { z } from "zod";
import { polishPlural } from "#core/polish-plural";
import {
  fileTitleOf,
  jsonSchemaOf,
  labelPath,
  schemaAt,
  type ContentProblem,
  type JsonSchema as SchemaNode,
} from "./problems.ts";
import type { TranslatableShape } from "./translatable-fields.ts";
import { closestKey, unknownKeyMessage, unknownKeys } from "./unknown-keys.ts";
import { validateContent } from "./validate.ts";

/** One overlay to check: its data, and the Polish file's data it translates. */
export interface OverlaySource {
  /** The overlay as messages show it: `content/en/faq.yaml`. */
  file: string;
  polish: unknown;
  data: unknown;
  shape: TranslatableShape;
  /** The Polish file's schema: its labels name the overlay's entries and fields. */
  schema: z.ZodType;
}

type Json = Record<string, unknown>;

/** How problems name an overlay: "Edycja festiwalu — teksty angielskie". */
export const englishTitle = (schema: z.ZodType): string =>
  `${fileTitleOf(schema)} — teksty angielskie`;

const count = (entries: number) =>
  polishPlural(entries, { one: "pozycję", few: "pozycje", many: "pozycji" });

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Every way the overlay fails to translate its Polish file: a missing or empty English text, a
 * list whose entry count differs from the Polish one (entries pair by position, so the rest would
 * pair wrongly), a field that is not translatable, and a text the Polish file does not have.
 * Where the Polish file's own shape is wrong (a typo, a missing field), nothing is said about the
 * overlay: the Polish file's problems name the mistake, in the file it is in.
 */
export function checkOverlay(source: OverlaySource): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const root = jsonSchemaOf(source.schema);
  const fileTitle = englishTitle(source.schema);
  const polishMistakes = polishShapeMistakes(source.schema, root, source.polish);
  const report = (path: PropertyKey[], message: string) => {
    if (polishMistakes.some((mistake) => startsWith(path, mistake))) return;
    problems.push({
      file: source.file,
      fileTitle,
      ...labelPath(root, source.polish, path),
      message,
    });
  };
  const removeIt = "w wersji polskiej nie ma tu tekstu do przetłumaczenia: usuń to pole";

  /**
   * The entries left without a pair, by their labels: entries pair by position, so the last
   * ones of the longer list are those.
   */
  function unpaired(path: PropertyKey[], polish: number, english: number): string {
    const pairEach = "podaj jedną angielską pozycję na każdą polską, w tej samej kolejności";
    if (english > polish) {
      const extra = english - polish === 1 ? "angielska pozycja" : "angielskie pozycje od";
      const verb = english - polish === 1 ? "nie ma" : "nie mają";
      return `${extra} ${polish + 1}. ${verb} polskiej pary; ${pairEach}`;
    }
    const names = Array.from({ length: polish - english }, (_, offset) => {
      const entry = labelPath(root, source.polish, [...path, english + offset]).entry;
      return `„${entry.split(" › ").at(-1) ?? entry}”`;
    });
    const shown =
      names.length > 3 ? `${names.slice(0, 3).join(", ")} i dalszych` : names.join(", ");
    const missing = names.length === 1 ? "angielskiej pozycji" : "angielskich pozycji";
    return `brak ${missing} dla ${shown}; ${pairEach}`;
  }

  function walk(
    shape: TranslatableShape,
    polish: unknown,
    given: unknown,
    path: PropertyKey[],
  ): void {
    // YAML reads an entry left empty (`-` or `key:`) as null: the same as no text.
    const english = given === null ? undefined : given;
    if (polish === undefined) {
      if (english !== undefined) report(path, removeIt);
      return;
    }
    switch (shape.kind) {
      case "text":
        if (typeof polish !== "string") return;
        if (english === undefined || (typeof english === "string" && english.trim() === "")) {
          report(path, "brak tekstu angielskiego");
        } else if (typeof english !== "string") {
          report(path, "ma tu być tekst");
        }
        return;
      case "fields": {
        if (!isObject(polish)) return;
        if (english !== undefined && !isObject(english)) {
          report(path, "ma tu być zestaw pól do przetłumaczenia");
          return;
        }
        const overlay = english ?? {};
        const polishFields = schemaAt(root, path).properties;
        const untranslated = Object.keys(overlay).filter(
          (key) => !Object.hasOwn(shape.fields, key),
        );
        // A typo's line names the field meant: that field's missing text is not a second line.
        const meantKeys = new Set<string>();
        for (const key of untranslated) {
          if (isObject(polishFields) && Object.hasOwn(polishFields, key)) {
            report(
              [...path, key],
              "tego pola się nie tłumaczy, zostaje takie jak w wersji polskiej: usuń je stąd",
            );
            continue;
          }
          const absent = Object.keys(shape.fields).filter((name) => overlay[name] === undefined);
          const meant = closestKey(key, absent);
          const label = meant && labelPath(root, source.polish, [...path, meant]).field;
          report(path, unknownKeyMessage(key, meant && label ? { key: meant, label } : undefined));
          if (meant) meantKeys.add(meant);
        }
        for (const [key, inner] of Object.entries(shape.fields)) {
          if (!meantKeys.has(key)) walk(inner, polish[key], overlay[key], [...path, key]);
        }
        return;
      }
      case "list": {
        if (!Array.isArray(polish)) return;
        if (english === undefined) {
          if (polish.length > 0) report(path, "brak tekstów angielskich");
          return;
        }
        if (!Array.isArray(english)) {
          report(
            path,
            `ma tu być lista: ${count(polish.length)}, po jednej na każdą pozycję wersji polskiej`,
          );
          return;
        }
        if (english.length !== polish.length) {
          const sizes = `lista ma ${count(english.length)}, a w wersji polskiej ${count(polish.length)}`;
          report(path, `${sizes}: ${unpaired(path, polish.length, english.length)}`);
          return;
        }
        polish.forEach((item, index) => walk(shape.item, item, english[index], [...path, index]));
        return;
      }
    }
  }

  walk(source.shape, source.polish, source.data, []);
  return problems;
}

type Path = readonly PropertyKey[];

const startsWith = (path: Path, prefix: Path) =>
  prefix.length <= path.length && prefix.every((key, index) => path[index] === key);

/**
 * The paths where the Polish data's shape is wrong: a missing or malformed field, an entry that
 * is not one, an unknown key and the field it was meant to be. Rules across fields (custom
 * issues) leave the shape as it is, so the overlay is still checked there.
 */
function polishShapeMistakes(schema: z.ZodType, root: SchemaNode, polish: unknown): Path[] {
  const result = schema.safeParse(polish);
  if (result.success) return [];
  const issues = result.error.issues;
  const shape = issues.filter((issue) => !["custom", "unrecognized_keys"].includes(issue.code));
  const typos = unknownKeys(root, polish, issues).flatMap((typo) => [
    [...typo.path, typo.key],
    ...(typo.meant ? [[...typo.path, typo.meant]] : []),
  ]);
  return [...shape.map((issue) => issue.path), ...typos];
}

/**
 * An overlay's problems, and its data merged over the Polish file's when it translates it: the
 * merged data is validated again with the Polish schema (an English question may not repeat
 * another), and those problems name the overlay too. content:check and the CMS's save both
 * check an English file with this.
 */
export function checkEnglishFile(source: OverlaySource): {
  problems: ContentProblem[];
  merged?: unknown;
} {
  const problems = checkOverlay(source);
  if (problems.length > 0 || !source.schema.safeParse(source.polish).success) return { problems };
  const merged = mergeOverlay(source.shape, source.polish, source.data);
  // Named like the overlay's own problems: its title, the Polish entries' labels.
  const title = englishTitle(source.schema);
  const again = { file: source.file, schema: source.schema, data: merged, title };
  return { problems: validateContent([{ ...again, labels: source.polish }]), merged };
}

/**
 * The Polish data with each translatable text replaced by the overlay's (lists by position, maps
 * by key); everything else is the Polish data as it is. Meant for an overlay `checkOverlay`
 * accepted: where the overlay has no text, the Polish one stays.
 */
export function mergeOverlay(shape: TranslatableShape, polish: unknown, english: unknown): unknown {
  switch (shape.kind) {
    case "text":
      return typeof english === "string" ? english : polish;
    case "fields": {
      if (!isObject(polish) || !isObject(english)) return polish;
      const merged: Json = { ...polish };
      for (const [key, inner] of Object.entries(shape.fields)) {
        if (Object.hasOwn(polish, key))
          merged[key] = mergeOverlay(inner, polish[key], english[key]);
      }
      return merged;
    }
    case "list":
      if (!Array.isArray(polish) || !Array.isArray(english)) return polish;
      return polish.map((item: unknown, index) => mergeOverlay(shape.item, item, english[index]));
  }
}

/** A JSON Schema node, as z.toJSONSchema writes them; read loosely, only for what overlays reuse. */
type JsonSchema = Record<string, unknown>;

const child = (node: unknown, key: string): JsonSchema => {
  const value = isObject(node) ? node[key] : undefined;
  return isObject(value) ? value : {};
};

/**
 * The JSON Schema of an overlay, for editors: the translatable fields only, required where the
 * Polish file's schema (`polish`, its JSON Schema) requires them, and no other field. Entry counts
 * depend on the Polish file's data, so only the build checks them.
 */
export function overlayJsonSchema(shape: TranslatableShape, polish: unknown = {}): JsonSchema {
  return { ...labelsOf(polish), ...overlayShape(shape, polish) };
}

/** The Polish node's labels and hints (content-layer/schema.ts metadata): the same words in the CMS. */
const LABEL_KEYS = ["title", "description", "summaryField", "widget", "patternMessage"];

function labelsOf(polish: unknown): JsonSchema {
  const node = isObject(polish) && Array.isArray(polish.anyOf) ? polish.anyOf[0] : polish;
  const labels: JsonSchema = {};
  for (const source of [node, polish]) {
    if (!isObject(source)) continue;
    for (const key of LABEL_KEYS) if (source[key] !== undefined) labels[key] = source[key];
  }
  return labels;
}

function overlayShape(shape: TranslatableShape, polish: unknown): JsonSchema {
  switch (shape.kind) {
    case "text":
      return { type: "string", minLength: 1 };
    case "fields": {
      const properties: Record<string, JsonSchema> = {};
      for (const [key, inner] of Object.entries(shape.fields)) {
        properties[key] = overlayJsonSchema(inner, child(child(polish, "properties"), key));
      }
      const polishRequired =
        isObject(polish) && Array.isArray(polish.required) ? polish.required : [];
      const required = polishRequired.filter(
        (key): key is string => typeof key === "string" && Object.hasOwn(properties, key),
      );
      return {
        type: "object",
        properties,
        ...(required.length > 0 ? { required } : {}),
        additionalProperties: false,
      };
    }
    case "list":
      return { type: "array", items: overlayJsonSchema(shape.item, child(polish, "items")) };
  }
}
