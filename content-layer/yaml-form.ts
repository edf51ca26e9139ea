/**
 * The one form content files are stored in: the form the browser CMS writes on every save, so
 * that an edit in the CMS changes only the lines it edits (docs/decisions/009). Sveltia CMS
 * 0.221 saves a file as the `yaml` package's `stringify` of its values, with the options below
 * (its `output.yaml` defaults: two spaces, indented lists, plain strings), each object's keys in
 * the order of the collection's fields and any others after them in sorted order, an empty
 * optional field left out (`output.omit_empty_optional_fields`), and no comments. It writes an
 * uploaded picture's path with a leading "/" (it starts every public folder so), so stored paths
 * take that form too. `npm run content:format` writes this form; `--check` fails on a file not in
 * it; tests/e2e/cms.spec.ts checks that the real CMS keeps it.
 */
import { parse, stringify, type ToStringOptions } from "yaml";
import { cmsConfig } from "./cms-config.ts";
import type { CmsField } from "./cms-fields.ts";

/** The CMS's serializer settings (its `output.yaml` defaults, as our configuration keeps them). */
export const CMS_YAML_OPTIONS: ToStringOptions = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  defaultKeyType: "PLAIN",
  defaultStringType: "PLAIN",
  singleQuote: true,
};

/** The CMS orders keys it has no field for as it sorts other names: numbers by value. */
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

type Fields = readonly CmsField[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.keys(value).length === 0);

const subfields = (field: CmsField | undefined): Fields | undefined =>
  Array.isArray(field?.fields) ? (field.fields as Fields) : undefined;

/** A value in the CMS's form, as the field (or, with none, nothing) describes it. */
function shape(value: unknown, field: CmsField | undefined): unknown {
  if (Array.isArray(value)) {
    const item = isRecord(field?.field) ? (field.field as CmsField) : undefined;
    return value.map((entry) =>
      field?.widget === "list" && subfields(field)
        ? shapeObject(entry, subfields(field))
        : shape(entry, item),
    );
  }
  if (isRecord(value)) return shapeObject(value, subfields(field));
  if (field?.widget === "image" && typeof value === "string" && value !== "") {
    return value.startsWith("/") ? value : `/${value}`;
  }
  return value;
}

function shapeObject(value: unknown, fields: Fields | undefined): unknown {
  if (!isRecord(value)) return shape(value, undefined);
  const result: Record<string, unknown> = {};
  for (const field of fields ?? []) {
    if (!(field.name in value)) continue;
    const item = value[field.name];
    if (field.required === false && isEmpty(item)) continue;
    result[field.name] = shape(item, field);
  }
  const known = new Set((fields ?? []).map((field) => field.name));
  const others = Object.keys(value)
    .filter((key) => !known.has(key))
    .sort(collator.compare);
  for (const key of others) result[key] = shape(value[key], undefined);
  return result;
}

/** Each content file's fields, by its path in a content folder ("en/faq.yaml"). */
function fieldsByFile(): ReadonlyMap<string, Fields> {
  type FileEntry = { file: string; fields: Fields };
  const collections = cmsConfig().collections as { files: FileEntry[] }[];
  return new Map(
    collections.flatMap((collection) =>
      collection.files.map((entry) => [entry.file.replace(/^content\//, ""), entry.fields]),
    ),
  );
}

let fieldsCache: ReadonlyMap<string, Fields> | undefined;

/** Every content file the CMS edits, by its path in a content folder ("edition.yaml"). */
export function cmsContentFiles(): string[] {
  fieldsCache ??= fieldsByFile();
  return [...fieldsCache.keys()];
}

/**
 * A content file's text in the CMS's form. `file` is its path in the content folder
 * ("en/faq.yaml"), which picks its fields. Throws on text that is not YAML.
 */
export function formatContentYaml(file: string, text: string): string {
  fieldsCache ??= fieldsByFile();
  const fields = fieldsCache.get(file);
  if (!fields) throw new Error(`content-layer/yaml-form.ts: the CMS does not edit ${file}`);
  const data: unknown = parse(text);
  if (data === null || data === undefined) return "";
  // A file that is one list (faq.yaml) has that list as its only, root field.
  const root = fields.length === 1 && fields[0]?.root === true ? fields[0] : undefined;
  const shaped = root ? shape(data, root) : shapeObject(data, fields);
  return `${stringify(shaped, CMS_YAML_OPTIONS).trim()}\n`;
}
