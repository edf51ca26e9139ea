import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { containsProfanity, findProfanity } from ".";

/**
 * The profanity corpora (tests/fixtures/profanity): every line of vulgar.txt and vulgar-en.txt
 * must be caught and no line of clean.txt or clean-en.txt may be. Every corpus goes through the
 * one matcher that holds both languages' lists (core/README.md#profanity-filter), so the Polish
 * clean lines are also checked against the English list. Failures print the offending lines (and,
 * for false positives, what matched) so they can be fixed in patterns.ts or whitelist.ts.
 */
function corpus(name: string): string[] {
  const url = new URL(`../../tests/fixtures/profanity/${name}`, import.meta.url);
  return readFileSync(url, "utf8")
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "");
}

describe("profanity corpus", () => {
  const vulgar = corpus("vulgar.txt");
  const clean = corpus("clean.txt");

  it("has at least 150 vulgar and 2,000 clean lines", () => {
    expect(vulgar.length).toBeGreaterThanOrEqual(150);
    expect(clean.length).toBeGreaterThanOrEqual(2000);
  });

  it("catches 100 % of vulgar.txt", () => {
    const missed = vulgar.filter((line) => !containsProfanity(line));
    expect(missed, `${missed.length} vulgar line(s) not caught:\n${missed.join("\n")}`).toEqual([]);
  });

  it("has 0 false positives on clean.txt, with the English list too", () => {
    expectNoneFlagged(clean);
  });
});

describe("English profanity corpus", () => {
  const vulgar = corpus("vulgar-en.txt");
  const clean = corpus("clean-en.txt");

  it("has at least 60 vulgar and 60 clean lines", () => {
    expect(vulgar.length).toBeGreaterThanOrEqual(60);
    expect(clean.length).toBeGreaterThanOrEqual(60);
  });

  it("catches 100 % of vulgar-en.txt, look-alikes included", () => {
    const missed = vulgar.filter((line) => !containsProfanity(line));
    expect(missed, `${missed.length} vulgar line(s) not caught:\n${missed.join("\n")}`).toEqual([]);
  });

  it("has 0 false positives on clean-en.txt", () => {
    expectNoneFlagged(clean);
  });
});

function expectNoneFlagged(lines: readonly string[]): void {
  const flagged = lines.filter((line) => containsProfanity(line));
  const report = flagged.map((line) => `${line}  →  ${JSON.stringify(findProfanity(line))}`);
  expect(flagged, `${flagged.length} clean line(s) flagged:\n${report.join("\n")}`).toEqual([]);
}
