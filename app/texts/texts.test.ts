import { describe, expect, it } from "vitest";
import * as englishDates from "./en/dates";
import * as polishDates from "./pl/dates";
import { siteLanguage, siteTexts } from "./vite-plugin";

/**
 * What a text with values in it is called with: 2 wherever a number or a string is read, and
 * itself wherever a property is, so a text that reads `edition.venue.name` gets a sample too.
 */
const SAMPLE: unknown = new Proxy(() => 2, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => 2 : SAMPLE),
});

/** Every string of a dictionary, functions called with a sample value, with its key path. */
function strings(texts: object, prefix = ""): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]): [string, string][] => {
    const name = `${prefix}${key}`;
    if (typeof value === "string") return [[name, value]];
    if (typeof value === "function") {
      // A text with a value in it ("… (18+)", "3 z 5"): called with a sample for each argument.
      const text = value as (...samples: unknown[]) => unknown;
      return [[name, String(text(...Array.from({ length: text.length }, () => SAMPLE)))]];
    }
    return strings(value as object, `${name}.`);
  });
}

/** Every area's dictionary in each language, by area name ("shell", "toast", …); dates aside. */
const areas = (modules: Record<string, { default: object }>) =>
  Object.fromEntries(
    Object.entries(modules)
      .map(([file, module]) => [/([a-z-]+)\.ts$/.exec(file)?.[1] ?? file, module.default] as const)
      .filter(([area]) => area !== "dates"),
  );
const polishAreas = areas(import.meta.glob("./pl/*.ts", { eager: true }));
const englishAreas = areas(import.meta.glob("./en/*.ts", { eager: true }));

describe("the interface's wording", () => {
  it("has the same areas in both languages", () => {
    expect(Object.keys(englishAreas).sort()).toEqual(Object.keys(polishAreas).sort());
    expect(Object.keys(polishAreas)).toContain("shell");
  });

  describe.each(Object.keys(polishAreas))("%s", (area) => {
    const polishTexts = polishAreas[area] ?? {};
    const englishTexts = englishAreas[area] ?? {};
    it("has a text for every key in both languages", () => {
      for (const texts of [polishTexts, englishTexts]) {
        for (const [key, text] of strings(texts)) expect(text.trim(), key).not.toBe("");
      }
      expect(strings(englishTexts).map(([key]) => key)).toEqual(
        strings(polishTexts).map(([key]) => key),
      );
    });

    it("leaves no Polish letter in the English dictionary", () => {
      for (const [key, text] of strings(englishTexts)) {
        expect(text, key).not.toMatch(/[ąćęłńóśźż]/i);
      }
    });
  });
});

describe("the dates' wording", () => {
  it("gives the English pages every function the Polish pages use, with the same types", () => {
    // Compiles only when the English module can stand in for the Polish one.
    const standIn: typeof polishDates = englishDates;
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(polishDates).sort());
    const day = polishDates.calendarDate("2025-05-16");
    expect(englishDates.weekdayName(englishDates.dateWords, day)).toBe("Friday");
    expect(polishDates.weekdayName(polishDates.dateWords, day)).toBe("piątek");
  });
});

describe("the build's language", () => {
  it("is Polish unless SITE_LANGUAGE says English, and nothing else", () => {
    expect(siteLanguage({})).toBe("pl");
    expect(siteLanguage({ SITE_LANGUAGE: "en" })).toBe("en");
    expect(() => siteLanguage({ SITE_LANGUAGE: "de" })).toThrow(/SITE_LANGUAGE must be one of/);
  });

  it("resolves an area's texts to that language's module", () => {
    const resolve = (language: "pl" | "en", id: string) => {
      const hook = siteTexts(language).resolveId;
      if (typeof hook !== "function") throw new Error("no resolveId hook");
      return (hook as (id: string) => string | undefined)(id);
    };
    expect(resolve("en", "virtual:texts/shell")).toMatch(/app\/texts\/en\/shell\.ts$/);
    expect(resolve("pl", "virtual:texts/shell")).toMatch(/app\/texts\/pl\/shell\.ts$/);
    expect(resolve("pl", "virtual:content/faq")).toBeUndefined();
    expect(() => resolve("pl", "virtual:texts/../secrets")).toThrow(/No texts area/);
  });
});
