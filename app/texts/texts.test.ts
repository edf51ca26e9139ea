import { describe, expect, it } from "vitest";
import * as englishDates from "./en/dates";
import english from "./en/shell";
import * as polishDates from "./pl/dates";
import polish from "./pl/shell";
import { siteLanguage, siteTexts } from "./vite-plugin";

/** Every string of a dictionary, functions called with a sample value, with its key path. */
function strings(texts: object, prefix = ""): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]): [string, string][] => {
    const name = `${prefix}${key}`;
    if (typeof value === "string") return [[name, value]];
    if (typeof value === "function") return [[name, String((value as (n: number) => string)(18))]];
    return strings(value as object, `${name}.`);
  });
}

describe("the shell's wording", () => {
  it("has a text for every key in both languages", () => {
    for (const texts of [polish, english]) {
      for (const [key, text] of strings(texts)) expect(text.trim(), key).not.toBe("");
    }
    expect(strings(english).map(([key]) => key)).toEqual(strings(polish).map(([key]) => key));
  });

  it("leaves no Polish letter in the English dictionary", () => {
    for (const [key, text] of strings(english)) expect(text, key).not.toMatch(/[ąćęłńóśźż]/i);
  });
});

describe("the dates' wording", () => {
  it("gives the English pages every function the Polish pages use, with the same types", () => {
    // Compiles only when the English module can stand in for the Polish one.
    const standIn: typeof polishDates = englishDates;
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(polishDates).sort());
    const day = polishDates.calendarDate("2025-05-16");
    expect(englishDates.weekdayName(day)).toBe("Friday");
    expect(polishDates.weekdayName(day)).toBe("piątek");
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
