import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { cmsConfig } from "./cms-config";
import { PROJECT_ROOT } from "./load";
import { CMS_YAML_OPTIONS, cmsContentFiles, formatContentYaml } from "./yaml-form";

const FIXTURES = path.join(PROJECT_ROOT, "tests/fixtures");
const FOLDERS = [
  "content",
  ...readdirSync(FIXTURES)
    .filter((name) => name.startsWith("edition-"))
    .map((name) => `tests/fixtures/${name}`),
];
const CONTENT_FILES = FOLDERS.flatMap((folder) =>
  cmsContentFiles()
    .filter((file) => existsSync(path.join(PROJECT_ROOT, folder, file)))
    .map((file) => ({ folder, file })),
);

/** The lines of `before` that `after` no longer has at the same place, and the new ones. */
function changedLines(before: string, after: string): string[] {
  const a = before.split("\n");
  const b = after.split("\n");
  const changed: string[] = [];
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    if (a[index] !== b[index]) changed.push(`${index + 1}: ${a[index]} → ${b[index]}`);
  }
  return changed;
}

describe("the content files' form is the one the CMS saves", () => {
  it("covers every content file, in content/, content/en/ and the test editions", () => {
    expect(CONTENT_FILES.map(({ folder, file }) => `${folder}/${file}`)).toEqual(
      expect.arrayContaining([
        "content/faq.yaml",
        "content/en/faq.yaml",
        "content/edition.yaml",
        "tests/fixtures/edition-2031/en/edition.yaml",
      ]),
    );
    expect(CONTENT_FILES.filter(({ folder }) => folder === "content")).toHaveLength(19);
  });

  it.each(CONTENT_FILES)(
    "$folder/$file comes back from the CMS's serializer with no line changed",
    ({ folder, file }) => {
      const text = readFileSync(path.join(PROJECT_ROOT, folder, file), "utf8");
      expect(changedLines(text, formatContentYaml(file, text))).toEqual([]);
    },
  );

  it("uses the serializer settings of the pinned Sveltia CMS bundle, which our config keeps", () => {
    // Sveltia's own serializer, read from its bundle: when an upgrade changes how it writes
    // YAML, this fails and yaml-form.ts (and every content file) must follow.
    const bundle = readFileSync(
      path.join(PROJECT_ROOT, "node_modules/@sveltia/cms/dist/sveltia-cms.js"),
      "utf8",
    );
    expect(bundle).toContain("{indent_size:r=2,indent_sequences:i=!0,quote:a=`none`}");
    expect(bundle).toContain(
      "{indent:r,indentSeq:i,lineWidth:0,defaultKeyType:`PLAIN`,defaultStringType:" +
        "o||a===`double`?`QUOTE_DOUBLE`:a===`single`?`QUOTE_SINGLE`:`PLAIN`," +
        "singleQuote:!(o||a===`double`)}).trim()",
    );
    // Every public folder that starts with neither "." nor "@" gets a leading "/".
    expect(bundle).toContain("publicPath:/^($|[.@])/.test(o)?o:`/${PO(o)}`");
    expect(CMS_YAML_OPTIONS).toMatchObject({
      indent: 2,
      indentSeq: true,
      lineWidth: 0,
      defaultStringType: "PLAIN",
      singleQuote: true,
    });
    const output = cmsConfig().output as Record<string, unknown>;
    expect(output).toEqual({ omit_empty_optional_fields: true });
  });

  it("orders keys by the CMS's fields, leaves out empty optional fields, and gives picture paths a leading /", () => {
    const text = [
      "# a comment the CMS would drop",
      "- answer: Tak.",
      "  question: Czy?",
      "- { question: 'Długie?', answer: Bardzo długa",
      "    odpowiedź. }",
      '- question: "O 16:30?"',
      "  answer: >-",
      "    Tak, o 16:30,",
      "    w piątek.",
    ].join("\n");
    expect(formatContentYaml("faq.yaml", text)).toBe(
      "- question: Czy?\n  answer: Tak.\n" +
        "- question: Długie?\n  answer: Bardzo długa odpowiedź.\n" +
        "- question: O 16:30?\n  answer: Tak, o 16:30, w piątek.\n",
    );
    const edition = parse(
      readFileSync(path.join(PROJECT_ROOT, "content/edition.yaml"), "utf8"),
    ) as { days: { lineup: { header?: string; acts: Record<string, unknown>[] }[] }[] };
    const group = edition.days[0]!.lineup[0]!;
    const { endsAt, ...first } = group.acts[0]!;
    // endsAt first: the CMS puts it back after startsAt, where its field is.
    const act = { endsAt, ...first, image_small: "artists/nowa-fala.jpg" };
    group.header = "";
    group.acts = [act];
    const formatted = formatContentYaml("edition.yaml", JSON.stringify(edition));
    expect(formatted).toContain("image_small: /artists/nowa-fala.jpg");
    expect(formatted).toContain("  - date: 2025-05-16\n    opensAt: 16:30\n");
    // The empty header is left out; the act's keys follow the fields, endsAt last.
    expect(formatted).toContain(
      "    lineup:\n      - acts:\n          - name: Mira Wolna\n            image_large: ",
    );
    expect(formatted).toMatch(/startsAt: 22:15\n {12}endsAt: 23:30\n/);
  });

  it("keeps the editor's schema for every content file, which the files themselves cannot hold", () => {
    const settings = JSON.parse(
      readFileSync(path.join(PROJECT_ROOT, ".vscode/settings.json"), "utf8"),
    ) as { "yaml.schemas": Record<string, string[]> };
    const mapped = Object.entries(settings["yaml.schemas"]);
    for (const file of cmsContentFiles()) {
      const schema = mapped.find(([, files]) => files.includes(`content/${file}`))?.[0];
      expect(schema, file).toBe(`./content-layer/schemas/${file.replace(".yaml", ".schema.json")}`);
      expect(existsSync(path.join(PROJECT_ROOT, schema ?? ""))).toBe(true);
    }
  });
});
