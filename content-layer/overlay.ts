/**
 * English overlays (docs/new-edition.md#english-texts): `content/en/<name>.yaml` mirrors the
 * Polish file's structure but holds only its translatable fields (content-layer/translatable-fields.ts).
 * This module checks an overlay against its Polish file and merges the two; content-layer/load.ts reads
 * the files. Pure (no fs), so both stay testable on plain data.
 */
import type { TranslatableShape } from "./translatable-fields.ts";
import { describeEntry, fieldName, type ContentProblem } from "./validate.ts";

/** One overlay to check: its data, and the Polish file's data it translates. */
export interface OverlaySource {
  /** The overlay as messages show it: `content/en/faq.yaml`. */
  file: string;
  /** The Polish file as messages show it: `content/faq.yaml`. */
  polishFile: string;
  polish: unknown;
  data: unknown;
  shape: TranslatableShape;
}

type Json = Record<string, unknown>;

const count = (entries: number) => (entries === 1 ? "1 entry" : `${entries} entries`);

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * Every way the overlay fails to translate its Polish file: a missing or empty English text, a
 * list whose entry count differs from the Polish one (entries pair by position, so the rest would
 * pair wrongly), a field that is not translatable, and a text the Polish file does not have.
 * Shapes the Polish schema rejects are skipped: the Polish file's own problems name them.
 */
export function checkOverlay(source: OverlaySource): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (path: PropertyKey[], message: string) =>
    problems.push({
      file: source.file,
      entry: describeEntry(source.polish, path),
      field: path.length === 0 ? "(file)" : fieldName(path),
      message,
    });

  function walk(
    shape: TranslatableShape,
    polish: unknown,
    given: unknown,
    path: PropertyKey[],
  ): void {
    // YAML reads an entry left empty (`-` or `key:`) as null: the same as no text.
    const english = given === null ? undefined : given;
    if (polish === undefined) {
      if (english !== undefined) {
        report(path, `has no Polish text to translate in ${source.polishFile}; remove it`);
      }
      return;
    }
    switch (shape.kind) {
      case "text":
        if (typeof polish !== "string") return;
        if (english === undefined || (typeof english === "string" && english.trim() === "")) {
          report(path, "missing English text");
        } else if (typeof english !== "string") {
          report(path, "must be text");
        }
        return;
      case "fields": {
        if (!isObject(polish)) return;
        if (english !== undefined && !isObject(english)) {
          report(path, "must be a mapping of the translatable fields");
          return;
        }
        const overlay = english ?? {};
        for (const key of Object.keys(overlay)) {
          if (!Object.hasOwn(shape.fields, key)) {
            report(
              [...path, key],
              `is not translatable: it stays as ${source.polishFile} gives it`,
            );
          }
        }
        for (const [key, inner] of Object.entries(shape.fields)) {
          walk(inner, polish[key], overlay[key], [...path, key]);
        }
        return;
      }
      case "list": {
        if (!Array.isArray(polish)) return;
        if (english === undefined) {
          if (polish.length > 0) report(path, "missing English text");
          return;
        }
        if (!Array.isArray(english)) {
          report(
            path,
            `must be a list of ${count(polish.length)}, one per entry of ${source.polishFile}`,
          );
          return;
        }
        if (english.length !== polish.length) {
          report(
            path,
            `has ${count(english.length)}, ${source.polishFile} has ${polish.length}: give one English entry per Polish entry, in the same order`,
          );
          return;
        }
        polish.forEach((item, index) => walk(shape.item, item, english[index], [...path, index]));
        return;
      }
      case "byKey": {
        if (!isObject(polish)) return;
        if (english !== undefined && !isObject(english)) {
          report(path, "must be a mapping by the same keys as the Polish file");
          return;
        }
        const overlay = english ?? {};
        for (const key of Object.keys(overlay)) {
          if (!Object.hasOwn(polish, key)) {
            report(
              [...path, key],
              `has no Polish text to translate in ${source.polishFile}; remove it`,
            );
          }
        }
        for (const [key, value] of Object.entries(polish)) {
          walk(shape.value, value, overlay[key], [...path, key]);
        }
      }
    }
  }

  walk(source.shape, source.polish, source.data, []);
  return problems;
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
    case "byKey": {
      if (!isObject(polish) || !isObject(english)) return polish;
      const merged: Json = {};
      for (const [key, value] of Object.entries(polish)) {
        merged[key] = mergeOverlay(shape.value, value, english[key]);
      }
      return merged;
    }
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
    case "byKey":
      return {
        type: "object",
        additionalProperties: overlayJsonSchema(shape.value, child(polish, "additionalProperties")),
      };
  }
}
