import { describe, expect, it } from "vitest";
import { PLACEHOLDER, visibleTexts, type Language, type VisibleText } from "./visible-texts";

/**
 * One typographic style for every visible text, Polish and English (docs/redakcja.md, "Pisownia
 * i typografia"): the rules below, each a pattern that must not occur, are checked over the
 * site's words, the message results, the server's texts, the content and the editor's hints
 * (./visible-texts.ts). A failure names the file, the rule and the text.
 */

interface Rule {
  name: string;
  languages: readonly Language[];
  pattern: RegExp;
}

/** Units written after a number, which a line must not separate from it. */
const UNITS = "min|s|h|m|km|kg|zł|PLN|px|KiB|MB|GB|%";

const RULES: readonly Rule[] = [
  {
    name: "Polish quotes are „…”: no straight double quote",
    languages: ["pl"],
    pattern: /"/,
  },
  { name: "Polish quotes are „…”: no English “", languages: ["pl"], pattern: /“/ },
  {
    name: "a Polish quote opens with „ and closes with ”",
    languages: ["pl"],
    pattern: /„[^”„]*(?:„|$)|^[^„]*”/,
  },
  {
    name: "English quotes are “…”: no straight double quote",
    languages: ["en"],
    pattern: /"/,
  },
  { name: "English quotes are “…”: no Polish „", languages: ["en"], pattern: /„/ },
  {
    name: "an English quote opens with “ and closes with ”",
    languages: ["en"],
    pattern: /“[^”“]*(?:“|$)|^[^“]*”/,
  },
  {
    name: "a dash between words is an en dash with spaces ( – ), never a hyphen",
    languages: ["pl", "en"],
    pattern: /(?:^|\s)-(?:\s|$)|\s--?\s/,
  },
  { name: "no em dash: the dash is an en dash with spaces", languages: ["pl", "en"], pattern: /—/ },
  {
    name: "an en dash between words has a space on each side",
    languages: ["pl", "en"],
    pattern: /[^\d\s\u00a0(\ue000]–|–[^\d\s\u00a0\ue000]/u,
  },
  {
    name: "a range of numbers or times is an unspaced en dash (16–17, 16:30–23:30)",
    languages: ["pl", "en"],
    // Not a postal code ("00-001") and not a date ("2025-05-16"), which use hyphens; two
    // placeholders joined by a hyphen are a range too ("${min}-${max}").
    pattern:
      /(?<![\d-])(?!\d\d-\d{3}(?!\d))(?:\d{1,2}(?::\d\d)?|\ue000)-(?:\d{1,3}|\ue000)(?![\d-])|\d[ \u00a0]+–[ \u00a0]+\d/,
  },
  {
    name: "a number and its unit are joined by a non-breaking space (30\u00a0min, 70\u00a0zł)",
    languages: ["pl", "en"],
    pattern: new RegExp(`[\\d\ue000][ \\t]+(?:${UNITS})(?![\\p{L}\\d])`, "u"),
  },
  {
    name: "an English apostrophe is ’, as the quotes are curly",
    languages: ["en"],
    pattern: /\p{L}'/u,
  },
  { name: "an ellipsis is one character (…)", languages: ["pl", "en"], pattern: /\.\.\./ },
  {
    name: "one spelling of the line-up: lineup, as the spec's LINEUP PIĄTEK",
    languages: ["pl", "en"],
    pattern: /line-up/i,
  },
];

/**
 * Texts the spec gives verbatim, which keep its hyphen: the toast's length labels ("3-32
 * znaków", "5-128 znaków", here with their placeholders) and the footer's date ("16-17 MAJA
 * 2025"), written by core/dates with the same placeholders. Each is removed from its file's
 * texts before the rules run, so the rest of the text is still checked.
 */
const VERBATIM: ReadonlyArray<{ file: string; text: string; reason: string }> = [
  {
    file: "app/texts/pl/toast.ts",
    text: `${PLACEHOLDER}-${PLACEHOLDER} znaków`,
    reason: "the spec's field labels '3-32 znaków' and '5-128 znaków'",
  },
  // The guide's own style rules quote what they forbid, and the spec's labels.
  ...[
    '(nigdy prosty "…")',
    "w tekstach angielskich “…”",
    "ani pauza (—)",
    "„3-32 znaków” i „5-128 znaków”",
  ].map((text) => ({
    file: "docs/redakcja.md",
    text,
    reason: "the organisers' guide quotes the rule",
  })),
];

function withoutVerbatim({ file, text }: VisibleText): string {
  return VERBATIM.filter((entry) => entry.file === file).reduce(
    (rest, entry) => rest.split(entry.text).join(" "),
    text,
  );
}

const texts = visibleTexts();

describe("the visible texts' typography", () => {
  it("finds the texts of every source", () => {
    const files = new Set(texts.map((text) => text.file.split("/").slice(0, 2).join("/")));
    for (const source of ["app/texts", "core/codes.ts", "server/texts", "content/faq.yaml"]) {
      expect([...files].some((file) => source.startsWith(file) || file.startsWith(source))).toBe(
        true,
      );
    }
    expect(texts.some((text) => text.file.endsWith("cms-config.yml"))).toBe(true);
    expect(texts.some((text) => text.language === "en")).toBe(true);
  });

  it("allows each verbatim text only where it is", () => {
    for (const entry of VERBATIM) {
      expect(texts.some((text) => text.file === entry.file && text.text.includes(entry.text))).toBe(
        true,
      );
    }
  });

  it.each(RULES.map((rule) => [rule.name, rule] as const))("%s", (_name, rule) => {
    const breaches = texts
      .filter((text) => rule.languages.includes(text.language))
      .filter((text) => rule.pattern.test(withoutVerbatim(text)))
      .map((text) => `${text.file}: ${text.text.split(PLACEHOLDER).join("${…}")}`);
    expect(breaches).toEqual([]);
  });
});
