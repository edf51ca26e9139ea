import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { z } from "zod";
import { CONTENT_FILES, CONTENT_NAMES, PROJECT_ROOT } from "./load";
import { jsonSchemaOf, type JsonSchema } from "./problems";
import { EditionSchema, FaqSchema, GalleryFileNameSchema } from "./schema";
import { formatProblem, validateContent } from "./validate";

/** The default edition, as organisers will edit it. */
type Json = Record<string, unknown>;
const edition = () =>
  parse(readFileSync(path.join(PROJECT_ROOT, "content/edition.yaml"), "utf8")) as Json;
const days = (data: Json) => data.days as Json[];

const problemsOf = (data: unknown, schema: z.ZodType = EditionSchema) =>
  validateContent([{ file: "content/edition.yaml", data, schema }]).map(formatProblem);

describe("a content problem is one Polish line naming the entry and the field by their labels", () => {
  it("names a student-stage slot that ends before it starts", () => {
    const data = edition();
    const slots = days(data)[1]!.studentStage as Json[];
    slots[2] = { startsAt: "17:30", endsAt: "17:15" };
    expect(problemsOf(data)).toEqual([
      "[Edycja festiwalu] Dzień 2 (sobota 17 maja) › Scena studencka › występ 3 › Godzina zakończenia: musi być późniejsza niż godzina rozpoczęcia (17:30).",
    ]);
  });

  it("refuses a text over its maximum, saying both lengths", () => {
    const data = edition();
    ((days(data)[0]!.lineup as Json[])[0]!.acts as Json[])[0]!.name = "Mira Wolna ".repeat(6);
    expect(problemsOf(data)).toEqual([
      "[Edycja festiwalu] Dzień 1 (piątek 16 maja) › Grupy wykonawców › grupa wykonawców 1 › Wykonawcy › wykonawca 1 (Mira Wolna Mira Wolna Mira Wolna Mira Wolna Mira Wolna Mira…) › Nazwa wykonawcy: tekst ma 65 znaków, a może mieć najwyżej 60 znaków.",
    ]);
  });

  it("words zod's own checks in Polish: a wrong type, a missing field, too few entries", () => {
    const data = edition();
    data.year = "2025";
    delete (data.venue as Json).city;
    data.ticketPrices = [];
    expect(problemsOf(data)).toEqual([
      "[Edycja festiwalu] Rok: ma tu być liczba, a jest tekst.",
      "[Edycja festiwalu] Miejsce › Miasto: brak wartości: to pole trzeba wypełnić.",
      "[Edycja festiwalu] Ceny biletów: lista musi mieć co najmniej 1 pozycję.",
    ]);
    expect(problemsOf({ question: "Czy?" }, FaqSchema)).toEqual([
      "[Pytania i odpowiedzi (FAQ)] Ma tu być lista, a jest zestaw pól.",
    ]);
  });
});

/** Every node of a JSON Schema with its place, for the label checks below. */
function* nodes(node: JsonSchema, at: string): Generator<[string, JsonSchema]> {
  yield [at, node];
  const object = (value: unknown): value is JsonSchema =>
    value !== null && typeof value === "object" && !Array.isArray(value);
  if (object(node.properties)) {
    for (const [key, inner] of Object.entries(node.properties)) {
      if (object(inner)) yield* nodes(inner, `${at}.${key}`);
    }
  }
  if (object(node.items)) yield* nodes(node.items, `${at}[]`);
  if (object(node.additionalProperties)) yield* nodes(node.additionalProperties, `${at}{}`);
  if (object(node.propertyNames)) yield* nodes(node.propertyNames, `${at}{key}`);
}

describe("the schemas' metadata (what the CMS and the problems' lines read)", () => {
  const schemas = [
    ...CONTENT_NAMES.map((name) => [name, jsonSchemaOf(CONTENT_FILES[name].schema)] as const),
    ["gallery file name", jsonSchemaOf(GalleryFileNameSchema)] as const,
  ];

  it("gives every file, property and list entry a Polish title, never the field's own name", () => {
    for (const [name, schema] of schemas) {
      for (const [at, node] of nodes(schema, name)) {
        const key = at.split(/[.[{]/).at(-1);
        expect(node.title, `${at} has no title`).toEqual(expect.stringMatching(/\S/));
        expect(node.title, `${at}'s title is its key`).not.toBe(key);
      }
    }
  });

  it("gives the files the titles organisers know them by", () => {
    expect(
      Object.fromEntries(schemas.slice(0, -1).map(([name, node]) => [name, node.title])),
    ).toEqual({
      edition: "Edycja festiwalu",
      links: "Linki i kontakt",
      events: "Wydarzenia towarzyszące",
      organisations: "Organizatorzy i partnerzy",
      team: "Zespół organizatorów",
      faq: "Pytania i odpowiedzi (FAQ)",
      map: "Mapa dojazdu",
      about: "O wydarzeniu",
      "site-plan": "Plan terenu",
      safety: "Bezpieczeństwo",
    });
  });

  it("words every pattern for the CMS, names every list entry, sizes every picture", () => {
    for (const [name, schema] of schemas) {
      for (const [at, node] of nodes(schema, name)) {
        if (node.pattern) expect(node.patternMessage, `${at}`).toEqual(expect.any(String));
        if (node.widget === "image") {
          expect([node.minWidth, node.minHeight], at).toEqual([
            expect.any(Number),
            expect.any(Number),
          ]);
        }
        const item = node.items as JsonSchema | undefined;
        if (item?.type === "object" && item.summaryField !== undefined) {
          expect(Object.keys(item.properties as JsonSchema), at).toContain(item.summaryField);
        }
        // A choice from a fixed list (enum) needs no length.
        const free = !node.pattern && !node.const && !node.enum && node.widget !== "image";
        if (node.type === "string" && free) {
          expect(node.maxLength, `${at} has no maximum length`).toEqual(expect.any(Number));
        }
      }
    }
  });
});
