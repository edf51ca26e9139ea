import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { composeCmsConfig } from "#server/plugins/cms-admin";
import { cmsConfig, cmsConfigYaml, ENGLISH_COLLECTION, polishJsonSchema } from "./cms-config";
import { CONTENT_NAMES, PROJECT_ROOT } from "./load";
import { overlayJsonSchema } from "./overlay";
import { isTranslated, TRANSLATABLE_FIELDS } from "./translatable-fields";

type Node = {
  type?: string;
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
  const?: unknown;
};
type Field = {
  name: string;
  label: string;
  widget: string;
  fields?: Field[];
  field?: Field;
  root?: boolean;
};
type FileEntry = { name: string; file: string; fields: Field[] };
type Collection = { name: string; files: FileEntry[] };

const collections = cmsConfig().collections as Collection[];
const files = collections.flatMap((collection) => collection.files);

const real = (node: Node): Node => node.anyOf?.find((variant) => variant.type !== "null") ?? node;

/**
 * Every property of `schema` has its field and every field its property, all the way down, each
 * with a Polish label that is not the property's name. Returns what differs, as paths.
 */
function compare(schema: Node, fields: readonly Field[], at: string): string[] {
  const differences: string[] = [];
  const properties = schema.properties ?? {};
  for (const key of Object.keys(properties)) {
    if (!fields.some((item) => item.name === key)) differences.push(`${at}.${key}: no field`);
  }
  for (const item of fields) {
    const property = properties[item.name];
    if (!property) {
      differences.push(`${at}.${item.name}: no property`);
      continue;
    }
    if (item.label.trim() === "" || item.label === item.name) {
      differences.push(`${at}.${item.name}: no Polish label`);
    }
    differences.push(...compareNode(real(property), item, `${at}.${item.name}`));
  }
  return differences;
}

function compareNode(node: Node, item: Field, at: string): string[] {
  if (node.type === "object") return compare(node, item.fields ?? [], at);
  if (node.type === "array" && item.widget === "list") {
    const items = real(node.items ?? {});
    if (items.type === "object") return compare(items, item.fields ?? [], `${at}[]`);
    return item.field ? [] : [`${at}[]: no field for the entries`];
  }
  return [];
}

function fileFieldsAgainst(schema: Node, entry: FileEntry): string[] {
  if (schema.type === "array") {
    const [list] = entry.fields;
    if (!list?.root) return [`${entry.file}: a list file without a root list`];
    return compareNode(schema, list, entry.file);
  }
  return compare(schema, entry.fields, entry.file);
}

describe("the CMS's configuration", () => {
  it("is generated from the content schemas and committed as it is generated", () => {
    const committed = readFileSync(
      path.join(PROJECT_ROOT, "content-layer/schemas/cms-config.yml"),
      "utf8",
    );
    expect(committed, "run npm run content:schemas").toBe(cmsConfigYaml());
  });

  it("edits every content file and every field, in Polish", () => {
    for (const name of CONTENT_NAMES) {
      const entry = files.find((file) => file.file === `content/${name}.yaml`);
      expect(entry, `content/${name}.yaml has no form`).toBeDefined();
      expect(fileFieldsAgainst(polishJsonSchema(name) as Node, entry!)).toEqual([]);
    }
  });

  it("edits every English text beside the Polish one, and nothing else of the English files", () => {
    const english = collections.find((collection) => collection.name === ENGLISH_COLLECTION);
    for (const name of CONTENT_NAMES.filter(isTranslated)) {
      const entry = english?.files.find((file) => file.file === `content/en/${name}.yaml`);
      expect(entry, `content/en/${name}.yaml has no form`).toBeDefined();
      const schema = overlayJsonSchema(TRANSLATABLE_FIELDS[name], polishJsonSchema(name));
      expect(fileFieldsAgainst(schema as Node, entry!)).toEqual([]);
    }
  });

  it("picks a set's stage from the edition's stages, and uploads pictures where the pipeline cuts them", () => {
    const text = cmsConfigYaml();
    const config = parse(text) as { collections: Collection[] };
    const edition = config.collections[0]!.files.find((file) => file.name === "edition")!;
    const acts = JSON.stringify(edition.fields);
    expect(acts).toContain('"value_field":"stages.*.id"');
    expect(acts).toContain('"media_folder":"/content/images/artists/large"');
  });

  it("is a configuration the CMS accepts, with each git host", () => {
    const schema = JSON.parse(
      readFileSync(
        path.join(PROJECT_ROOT, "node_modules/@sveltia/cms/schema/sveltia-cms.json"),
        "utf8",
      ),
    ) as object;
    const validate = new Ajv({ allErrors: true, strict: false, formats: { regex: true } }).compile(
      schema,
    );
    for (const host of [
      { backend: "github", repo: "samorzady/juwenalia", branch: "main" },
      { backend: "gitlab", repo: "samorzady/juwenalia", branch: "main", appId: "x" },
      {
        backend: "gitea",
        repo: "samorzady/juwenalia",
        branch: "main",
        hostUrl: "https://git.samorzad.example",
      },
    ] as const) {
      const config = parse(composeCmsConfig(cmsConfigYaml(), host)) as unknown;
      expect(validate(config), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    }
  });
});
