import { z } from "zod";
import { calendarDate } from "#core/dates/calendar-date";
import { polishDates } from "#core/dates/polish-words";
import { polishPlural } from "#core/polish-plural";

/**
 * One content problem, one line an organiser reads (docs/new-edition.md, "Sprawdzenie treści"):
 * `[<file title>] <entry by labels> › <field label>: <message>.` The file, the entries and the
 * fields are named by the Polish labels of the schemas (content-layer/schema.ts), read from their
 * JSON Schema, the supported way to see a zod schema's metadata. Pure (no fs).
 */

export interface ContentProblem {
  /** The file as the project names it: `content/edition.yaml`. */
  file: string;
  /** What organisers call the file: "Edycja festiwalu". */
  fileTitle: string;
  /** The labels down to the entry: "Dzień 2 (sobota 17 maja) › Scena studencka › występ 3". */
  entry: string;
  /** The field's label, "Godzina zakończenia"; empty when the problem is the entry's own. */
  field: string;
  /** Polish, without the final period. */
  message: string;
}

/** A JSON Schema node, as z.toJSONSchema writes it; read loosely. */
export type JsonSchema = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const cache = new WeakMap<z.ZodType, JsonSchema>();

/** A content schema's JSON Schema (the input side, as organisers write it), made once. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let json = cache.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    cache.set(schema, json);
  }
  return json;
}

/** The file's Polish title, from its schema's metadata. */
export function fileTitleOf(schema: z.ZodType): string {
  const title = jsonSchemaOf(schema).title;
  return typeof title === "string" ? title : "Treść";
}

/** An optional or nullable node is `anyOf` one real schema: that schema. */
function unwrap(node: unknown): JsonSchema {
  if (!isObject(node)) return {};
  const variants = Array.isArray(node.anyOf) ? node.anyOf.filter(isObject) : [];
  const real = variants.filter((variant) => variant.type !== "null");
  return real.length === 1 ? { ...real[0], ...node } : node;
}

const child = (node: JsonSchema, key: string): JsonSchema => unwrap(node[key]);
const titleOf = (node: JsonSchema): string | undefined =>
  typeof node.title === "string" && node.title !== "" ? node.title : undefined;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function valueAt(data: unknown, key: PropertyKey): unknown {
  if (Array.isArray(data) && typeof key === "number") return data[key];
  return isObject(data) ? data[String(key)] : undefined;
}

/** The value at a data path; undefined where the data has nothing there. */
export const dataAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => valueAt(value, key), data);

/** The JSON Schema node at a data path: list entries by `items`, fields by `properties`. */
export function schemaAt(root: JsonSchema, path: readonly PropertyKey[]): JsonSchema {
  return path.reduce<JsonSchema>((node, key) => {
    if (typeof key === "number") return child(node, "items");
    const properties = isObject(node.properties) ? node.properties : {};
    const name = String(key);
    return Object.hasOwn(properties, name)
      ? child(properties, name)
      : unwrap(node.additionalProperties);
  }, unwrap(root));
}

/** "sobota 17 maja": a festival day as organisers say it; the text as it is when not a date. */
export function polishDay(isoDate: string): string {
  try {
    const date = calendarDate(isoDate);
    return `${polishDates.weekdayName(date)} ${polishDates.dayAndMonth(date)}`;
  } catch {
    return isoDate;
  }
}

/** Enough of a summary to find the entry by; a long question is cut. */
const SUMMARY_LENGTH = 60;

/** What names one entry: the value of its item's `summaryField`, a date as a Polish day. */
function summaryOf(item: JsonSchema, entry: unknown): string | undefined {
  const field = item.summaryField;
  if (typeof field !== "string") return undefined;
  const given = valueAt(entry, field);
  const value = typeof given === "number" ? String(given) : given;
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const format = child(isObject(item.properties) ? item.properties : {}, field).format;
  if (format === "date") return polishDay(value);
  const text = value.trim();
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : text;
}

/**
 * A top-level list goes without its own title when its entries' title tells it apart from the
 * file's other lists: "Dzień 2", not "Dni festiwalu › dzień 2". Five lists of organisations keep
 * theirs ("Sponsorzy › organizacja 1").
 */
function speaksForItself(root: JsonSchema, list: JsonSchema): boolean {
  const itemTitle = titleOf(child(list, "items"));
  if (!itemTitle || !isObject(root.properties)) return false;
  const same = Object.values(root.properties).filter(
    (property) => titleOf(child(unwrap(property), "items")) === itemTitle,
  );
  return same.length === 1;
}

/**
 * The labels of a data path, walking the file's JSON Schema beside its data (whose entries give
 * the summaries): a list entry is its item's title and 1-based number, lower-case after the
 * first segment, with its summary in brackets; a field is its title; a map entry its value's
 * title and key. The last segment is the field, unless the path ends at an entry.
 */
export function labelPath(
  root: JsonSchema,
  data: unknown,
  path: readonly PropertyKey[],
): { entry: string; field: string } {
  const segments: string[] = [];
  let node = root;
  let value = data;
  let endsAtField = false;
  path.forEach((key, index) => {
    const first = segments.length === 0;
    const cased = (title: string) => (first ? upperFirst(title) : lowerFirst(title));
    if (typeof key === "number") {
      const item = child(node, "items");
      value = valueAt(value, key);
      const summary = summaryOf(item, value);
      const label = `${cased(titleOf(item) ?? "pozycja")} ${key + 1}`;
      segments.push(summary ? `${label} (${summary})` : label);
      node = item;
      endsAtField = false;
      return;
    }
    const name = String(key);
    const properties = isObject(node.properties) ? node.properties : {};
    value = valueAt(value, name);
    if (Object.hasOwn(properties, name)) {
      const property = unwrap(properties[name]);
      const listEntryNext = typeof path[index + 1] === "number";
      if (!(first && listEntryNext && speaksForItself(root, property))) {
        segments.push(titleOf(property) ?? `„${name}”`);
      }
      node = property;
      endsAtField = true;
    } else if (isObject(node.additionalProperties)) {
      const entry = unwrap(node.additionalProperties);
      segments.push(`${cased(titleOf(entry) ?? "pozycja")} „${name}”`);
      node = entry;
      endsAtField = false;
    } else {
      segments.push(`„${name}”`);
      node = {};
      endsAtField = true;
    }
  });
  const field = endsAtField ? (segments.pop() ?? "") : "";
  return { entry: segments.join(" › "), field };
}

/** The line an organiser reads, ending with a period. */
export function formatProblem(problem: ContentProblem): string {
  const where = [problem.entry, problem.field].filter((part) => part !== "").join(" › ");
  const message = /[.!?]$/.test(problem.message) ? problem.message : `${problem.message}.`;
  return where === ""
    ? `[${problem.fileTitle}] ${upperFirst(message)}`
    : `[${problem.fileTitle}] ${where}: ${message}`;
}

/** "3 problemy" */
export const problemCount = (count: number): string =>
  polishPlural(count, { one: "problem", few: "problemy", many: "problemów" });

/** The report of failed content: a count, then one line per problem. */
export function problemReport(problems: readonly ContentProblem[], where?: string): string {
  return [
    `Treść${where ? ` w ${where}` : ""} do poprawienia: ${problemCount(problems.length)}.`,
    ...problems.map(formatProblem),
  ].join("\n");
}
