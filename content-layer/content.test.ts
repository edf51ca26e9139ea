import { describe, expect, it } from "vitest";
import { groupGalleryByYear } from "./gallery";
import { contentSchemaFiles } from "./json-schemas";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PUSH_SUBSCRIPTIONS_KEPT_DAYS } from "#core/contract";
import { loadContent, PROJECT_ROOT } from "./load";
import {
  TRANSLATABLE_FIELDS,
  TRANSLATED_NAMES,
  type TranslatableShape,
} from "./translatable-fields";
import polishAbout from "virtual:content/about";
import polishFaq from "virtual:content/faq";
import englishAbout from "virtual:content/en/about";
import englishFaq from "virtual:content/en/faq";
import englishOrganisations from "virtual:content/en/organisations";

/** A node of a generated JSON Schema, as far as these tests read it. */
type JsonNode = {
  type?: string;
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
  additionalProperties?: JsonNode;
};

/**
 * The days the FAQ's privacy answers name, in their order: the messages' (the edition's
 * messageRetentionDays) and the notifications' (PUSH_SUBSCRIPTIONS_KEPT_DAYS).
 */
const KEPT_DAYS = (messageRetentionDays: number) => [
  messageRetentionDays,
  PUSH_SUBSCRIPTIONS_KEPT_DAYS,
];

describe("gallery grouping (by year, from file names)", () => {
  it("groups files by the year in their names, newest year first", () => {
    expect(groupGalleryByYear(["2016-002.jpg", "2023-001.jpg", "2016-001.jpg"])).toEqual([
      { year: 2023, files: ["2023-001.jpg"] },
      { year: 2016, files: ["2016-001.jpg", "2016-002.jpg"] },
    ]);
  });

  it("rejects a file name without a year", () => {
    expect(() => groupGalleryByYear(["zdjecie.jpg"])).toThrow();
  });
});

describe("JSON Schemas for editors", () => {
  it("are generated from the zod schemas and up to date (npm run content:schemas)", () => {
    for (const [name, text] of Object.entries(contentSchemaFiles())) {
      const committed = readFileSync(
        path.join(PROJECT_ROOT, "content-layer/schemas", name),
        "utf8",
      );
      expect(committed, `content-layer/schemas/${name} is out of date`).toBe(text);
    }
  });

  it("describe the edition's days and line-up groups", () => {
    const schema = JSON.parse(contentSchemaFiles()["edition.schema.json"]!) as {
      properties: { days: { maxItems: number; items: { required: string[] } } };
    };
    expect(schema.properties.days.maxItems).toBe(4);
    expect(schema.properties.days.items.required).toEqual(
      expect.arrayContaining(["date", "opensAt", "lastConcertEndsAt", "lineup", "studentStage"]),
    );
  });
});

describe("what visitors are told about their messages", () => {
  it("the FAQ names the days the server deletes messages and notifications after", () => {
    const { edition, faq } = loadContent(path.join(PROJECT_ROOT, "content"));
    const told = faq.flatMap((item) => [
      ...item.answer.matchAll(/(\d+) (?:dni|dzień) po festiwalu/g),
    ]);
    expect(told.map((match) => Number(match[1]))).toEqual(KEPT_DAYS(edition.messageRetentionDays));
  });
});

describe("the English texts (docs/new-edition.md#english-texts)", () => {
  const dir = path.join(PROJECT_ROOT, "content");

  it("translate only fields that are text in the Polish file's schema", () => {
    const files = contentSchemaFiles();
    /** Each text of a shape, as a walk through the Polish JSON Schema. */
    function textsOf(shape: TranslatableShape, node: JsonNode, at: string): [string, JsonNode][] {
      switch (shape.kind) {
        case "text":
          return [[at, node]];
        case "fields":
          return Object.entries(shape.fields).flatMap(([key, inner]) =>
            textsOf(inner, node.properties?.[key] ?? {}, `${at}.${key}`),
          );
        case "list":
          return textsOf(shape.item, node.items ?? {}, `${at}[]`);
      }
    }
    for (const name of TRANSLATED_NAMES) {
      const polish = JSON.parse(files[`${name}.schema.json`]!) as JsonNode;
      for (const [at, node] of textsOf(TRANSLATABLE_FIELDS[name], polish, name)) {
        expect(node.type, `${at} is not text in content/${name}.yaml`).toBe("string");
      }
    }
  });

  it("say the same times and prices as each Polish FAQ answer, with prices in PLN", () => {
    const polish = loadContent(dir).faq;
    const english = loadContent(dir, "en").faq;
    const facts = (text: string, currency: string) => ({
      times: [...text.matchAll(/\b\d{1,2}:\d{2}\b/g)].map((match) => match[0]),
      prices: [...text.matchAll(new RegExp(`(\\d+) ${currency}`, "g"))].map((match) => match[1]),
    });
    polish.forEach((item, index) => {
      const translated = english[index]!;
      expect(facts(translated.answer, "PLN"), translated.question).toEqual(
        facts(item.answer, "zł"),
      );
      expect(translated.answer).not.toMatch(/zł|PLN \d/);
    });
  });

  it("the English FAQ names the same days", () => {
    const { edition, faq } = loadContent(dir, "en");
    const told = faq.flatMap((item) => [
      ...item.answer.matchAll(/(\d+) days? after the festival/g),
    ]);
    expect(told.map((match) => Number(match[1]))).toEqual(KEPT_DAYS(edition.messageRetentionDays));
  });

  it("are served as virtual:content/en/<name>, and the Polish modules stay Polish", () => {
    const polish = loadContent(dir);
    const english = loadContent(dir, "en");
    expect(polishFaq).toEqual(polish.faq);
    expect(polishAbout).toEqual(polish.about);
    expect(englishFaq).toEqual(english.faq);
    expect(englishAbout).toEqual(english.about);
    expect(englishOrganisations).toEqual(polish.organisations);
    expect(JSON.stringify(polishFaq)).not.toContain(english.faq[0]!.question);
  });
});
