import { describe, expect, it } from "vitest";
import { groupGalleryByYear } from "./gallery";
import { contentSchemaFiles } from "./json-schemas";
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadContent, PROJECT_ROOT } from "./load";

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
      const committed = readFileSync(path.join(PROJECT_ROOT, "content/schemas", name), "utf8");
      expect(committed, `content/schemas/${name} is out of date`).toBe(text);
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
  it("the FAQ names the edition's messageRetentionDays, the number the server deletes after", () => {
    const { edition, faq } = loadContent(path.join(PROJECT_ROOT, "content"));
    const told = faq.flatMap((item) => [
      ...item.answer.matchAll(/(\d+) (?:dni|dzień) po festiwalu/g),
    ]);
    expect(told.map((match) => Number(match[1]))).toEqual([edition.messageRetentionDays]);
  });
});
