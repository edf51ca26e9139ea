import { readdirSync } from "node:fs";
import path from "node:path";
import { contentDir, loadContent } from "../../content/load";
import englishShell from "../../app/texts/en/shell";
import polishShell from "../../app/texts/pl/shell";

/**
 * The Polish interface wording the app defines (app/texts/pl/), for the English pages' check that
 * none of it is left: each area's dictionary, listed here by hand so the check reads plain
 * modules; `POLISH_AREAS_MISSING` names any area the folder has and this list lacks.
 */
const DICTIONARIES: Record<string, { polish: object; english: object }> = {
  shell: { polish: polishShell, english: englishShell },
};

/** Areas that are not wording: the date functions and the build's language settings. */
const NOT_WORDING = new Set(["dates", "language"]);

export const POLISH_AREAS_MISSING = readdirSync(
  path.join(import.meta.dirname, "../../app/texts/pl"),
)
  .map((file) => file.replace(/\.ts$/, ""))
  .filter((area) => !NOT_WORDING.has(area) && !(area in DICTIONARIES));

/** Every string leaf of a dictionary (texts with values in them are functions, left out). */
function leaves(texts: object): string[] {
  return Object.values(texts).flatMap((value): string[] => {
    if (typeof value === "string") return [value];
    if (typeof value === "object" && value !== null) return leaves(value);
    return [];
  });
}

/**
 * Polish strings an English page must not show: those of four letters or more that the English
 * dictionary does not say alike ("FAQ" and "JUWETEAM" are the same in both).
 */
export const POLISH_UI_STRINGS: readonly string[] = [
  ...new Set(
    Object.values(DICTIONARIES).flatMap(({ polish, english }) => {
      const same = new Set(leaves(english));
      return leaves(polish).filter((text) => text.length >= 4 && !same.has(text));
    }),
  ),
];

const POLISH_LETTER = /[ąćęłńóśźż]/i;

/**
 * Words with Polish letters that English pages may show: names, which stay as they are, found
 * in the English content (a word that is there was kept on purpose).
 */
export const NAMES_WITH_POLISH_LETTERS: ReadonlySet<string> = new Set(
  JSON.stringify(loadContent(contentDir(), "en"))
    .split(/[^\p{L}]+/u)
    .filter((word) => POLISH_LETTER.test(word)),
);

/** Words with a Polish letter in `text` that no English content names. */
export function polishWordsIn(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[^\p{L}]+/u)
        .filter((word) => POLISH_LETTER.test(word) && !NAMES_WITH_POLISH_LETTERS.has(word)),
    ),
  ];
}
