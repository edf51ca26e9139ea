/**
 * Turns a content file's JSON Schema, as zod writes it with our Polish metadata, into the CMS's
 * form fields (the Decap/Sveltia configuration format; docs/decisions/021-browser-cms.md). Pure:
 * the JSON Schema is the supported way to read what a zod schema allows, so no zod internals.
 *
 * The metadata keys read here are the ones content-layer/schema.ts sets: `title` (the label),
 * `description` (the hint), `patternMessage` (the form's words for a pattern), `widget`
 * ("image", "text"), `minWidth`/`minHeight` (an image's least size), `summaryField` (what names
 * a list entry), `pick: "stage"` (a value chosen from the edition's stages) and `picker` (a date or
 * time picker, DATE_PICKERS).
 */

export type JsonSchema = Readonly<Record<string, unknown>>;

/** One field of the CMS configuration: the keys both Decap and Sveltia read. */
export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

/** Where an image field's uploads go. */
export interface ImageFolders {
  /** The folder of the content images in the repository: `content/images`. */
  readonly mediaRoot: string;
  /** The subfolder under it that a field stores its pictures in: `artists`, `team`… */
  readonly subfolder: string;
}

/** How a field that names something else offers its choices: the edition's stages. */
export const PICK_LISTS = {
  stage: {
    widget: "relation",
    collection: "festiwal",
    file: "edition",
    value_field: "stages.*.id",
    display_fields: ["stages.*.name"],
    search_fields: ["stages.*.name"],
  },
} as const;

/** Image files the build takes (content-layer/schema.ts, ImagePathSchema). */
export const IMAGE_TYPES = "image/png,image/jpeg";

const isObject = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

/** A nullable or optional zod schema is `anyOf` one real schema: that schema. */
function unwrap(schema: JsonSchema): JsonSchema {
  const variants = schema.anyOf;
  if (!Array.isArray(variants)) return schema;
  const real = variants.filter((variant) => isObject(variant) && variant.type !== "null");
  const only = real[0];
  return real.length === 1 && isObject(only) ? { ...only, ...withoutAnyOf(schema) } : schema;
}

function withoutAnyOf(schema: JsonSchema): JsonSchema {
  const rest: Record<string, unknown> = { ...schema };
  delete rest.anyOf;
  return rest;
}

/** The label every field must have; a missing one is a bug in schema.ts, so it fails loudly. */
function labelOf(schema: JsonSchema, where: string): string {
  const title = text(schema.title);
  if (!title) throw new Error(`content-layer/schema.ts: ${where} has no Polish title`);
  return title;
}

/** The pattern as the form checks it, with the Polish words the build prints. */
function patternOf(schema: JsonSchema): [string, string] | undefined {
  const pattern = text(schema.pattern);
  if (!pattern) return undefined;
  return [pattern, text(schema.patternMessage) ?? "Niepoprawny format."];
}

function imageSize(schema: JsonSchema): string {
  const width = typeof schema.minWidth === "number" ? schema.minWidth : undefined;
  const height = typeof schema.minHeight === "number" ? schema.minHeight : undefined;
  return width && height ? ` Co najmniej ${width} × ${height}\u00a0px.` : "";
}

export interface FieldContext {
  /** An image field's folders, by its place: `edition.days[].lineup[].acts[].image_large`. */
  readonly imageFolders: (where: string) => ImageFolders;
  /**
   * A field with a control of our own (cms/, registered with the CMS), by its place: its widget
   * and options, or undefined for the CMS's own.
   */
  readonly customControl?: (where: string) => Readonly<Record<string, unknown>> | undefined;
}

/** The CMS field for one property of an object schema. */
export function cmsField(
  name: string,
  given: JsonSchema,
  required: boolean,
  context: FieldContext,
  where = name,
): CmsField {
  const schema = unwrap(given);
  const label = labelOf(schema, where);
  const base: CmsField = { name, label, widget: "string" };
  const hint = text(schema.description);
  if (hint) base.hint = hint;
  if (!required) base.required = false;
  if (schema.default !== undefined) base.default = schema.default;

  if (schema.pick === "stage") return { ...base, ...PICK_LISTS.stage };
  const custom = context.customControl?.(where);
  if (custom) return { ...base, ...custom } as CmsField;
  if (schema.widget === "image") {
    const folders = context.imageFolders(where);
    return {
      ...base,
      widget: "image",
      // The hint names the size already when it explains it; otherwise the least size is added.
      hint: `${hint ?? ""}${hint?.includes(" px") ? "" : imageSize(schema)} Plik PNG lub JPEG.`.trim(),
      media_folder: `/${folders.mediaRoot}/${folders.subfolder}`,
      public_folder: folders.subfolder,
      choose_url: false,
      accept: IMAGE_TYPES,
    };
  }
  if (schema.const !== undefined) {
    // A fixed value (the time zone) is kept as it is and not shown: nothing to explain.
    const hidden: CmsField = { ...base, widget: "hidden", default: schema.const };
    delete hidden.hint;
    return hidden;
  }
  if (Array.isArray(schema.enum)) return { ...base, widget: "select", options: schema.enum };

  switch (schema.type) {
    case "object":
      return objectField(base, schema, context, where);
    case "array":
      return listField(base, schema, context, where);
    case "number":
    case "integer":
      return {
        ...base,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(typeof schema.minimum === "number" ? { min: schema.minimum } : {}),
        ...(typeof schema.maximum === "number" ? { max: schema.maximum } : {}),
      };
    case "boolean":
      return { ...base, widget: "boolean" };
    default:
      return stringField(base, schema);
  }
}

/**
 * The CMS's date and time pickers, each writing exactly the string content:check accepts, so a
 * file the CMS saves keeps its values' form. The message window's times keep a text box: the
 * picker holds minutes only, and on opening the file it rewrote 23:59:59 as 23:59:00. The
 * picker's zone option is left out too: it adds an English city name ("Warsaw") to the form.
 */
export const DATE_PICKERS = {
  date: { widget: "datetime", type: "date", format: "YYYY-MM-DD" },
  time: { widget: "datetime", type: "time", format: "HH:mm" },
  // Stored in UTC with its "Z"; picked in the browser's time, Warsaw's for an organiser here.
  instant: {
    widget: "datetime",
    type: "datetime-local",
    format: "YYYY-MM-DDTHH:mm:ss[Z]",
    output_utc: true,
  },
} as const;

const isPicker = (value: unknown): value is keyof typeof DATE_PICKERS =>
  typeof value === "string" && value in DATE_PICKERS;

function stringField(base: CmsField, schema: JsonSchema): CmsField {
  const field: CmsField = { ...base, widget: schema.widget === "text" ? "text" : "string" };
  if (isPicker(schema.picker)) return { ...field, ...DATE_PICKERS[schema.picker] };
  const pattern = patternOf(schema);
  if (pattern) field.pattern = pattern;
  if (typeof schema.minLength === "number" && schema.minLength > 1) {
    field.minlength = schema.minLength;
  }
  if (typeof schema.maxLength === "number") field.maxlength = schema.maxLength;
  return field;
}

/** The object's properties as fields, in the schema's order. */
export function fieldsOf(schema: JsonSchema, context: FieldContext, where: string): CmsField[] {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(properties).map(([key, property]) =>
    cmsField(
      key,
      isObject(property) ? property : {},
      required.includes(key),
      context,
      `${where}.${key}`,
    ),
  );
}

function objectField(
  base: CmsField,
  schema: JsonSchema,
  context: FieldContext,
  where: string,
): CmsField {
  return { ...base, widget: "object", collapsed: false, fields: fieldsOf(schema, context, where) };
}

function listField(
  base: CmsField,
  schema: JsonSchema,
  context: FieldContext,
  where: string,
): CmsField {
  const items = unwrap(isObject(schema.items) ? schema.items : {});
  const field: CmsField = { ...base, widget: "list" };
  if (typeof schema.minItems === "number" && schema.minItems > 0) field.min = schema.minItems;
  if (typeof schema.maxItems === "number") field.max = schema.maxItems;
  const singular = text(items.title);
  if (singular) field.label_singular = singular;
  if (items.type === "object") {
    field.fields = fieldsOf(items, context, `${where}[]`);
    field.collapsed = true;
    const summary = text(items.summaryField);
    if (summary) field.summary = `{{fields.${summary}}}`;
    return field;
  }
  // A list of texts: one field per entry, labelled as one entry.
  field.field = cmsField("item", { ...items, title: singular ?? base.label }, true, context, where);
  return field;
}

/**
 * A list entry's name as the object of "Dodaj …": Organizacja → organizację, Wykonawca →
 * wykonawcę, Dzień → dzień. Feminine nouns and masculine nouns of persons in -a take -ę; the
 * other names our lists use read the same in both cases. Only the head noun is declined: the
 * words after it are genitives (Grupa wykonawców → grupę wykonawców). A name this rule would
 * get wrong (an adjective after a noun in -a) fails the list of names in cms-fields.test.ts.
 */
export function accusative(name: string): string {
  const [head = "", ...rest] = name.trim().split(/\s+/);
  const declined = head.endsWith("a") ? `${head.slice(0, -1)}ę` : head;
  return [declined.charAt(0).toLowerCase() + declined.slice(1), ...rest].join(" ");
}

/** The name the CMS's "Dodaj …" button gives a list: its entry's name, else its own label. */
function listEntryName(field: Record<string, unknown>): string | undefined {
  return text(field.label_singular) ?? text(field.label);
}

/** Every list's entry name in a CMS configuration, once each, in the order they appear. */
export function listEntryNames(config: unknown): string[] {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isObject(node)) return;
    const name = node.widget === "list" ? listEntryName(node) : undefined;
    if (name) names.add(name);
    Object.values(node).forEach(visit);
  };
  visit(config);
  return [...names];
}

const quoteLiteral = (value: string) => `|${value.replace(/[\\|]/g, "\\$&")}|`;
const quotePattern = (value: string) => value.replace(/[\\{}]/g, "\\$&");

/**
 * The CMS's "Dodaj {$name}" message (its `add_x` key, in MessageFormat 2) with a grammatical
 * variant for each list: the CMS passes the list's entry name in the nominative, which Polish
 * cannot put after "Dodaj". Any other name keeps the CMS's own form.
 */
export function addButtonMessage(names: readonly string[]): string {
  const variants = names.map(
    (name) => `${quoteLiteral(name)} {{Dodaj ${quotePattern(accusative(name))}}}`,
  );
  return [".input {$name :string} .match $name", ...variants, "* {{Dodaj {$name}}}"].join(" ");
}
