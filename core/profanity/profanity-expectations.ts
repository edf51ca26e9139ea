import { expect } from "vitest";
import { containsProfanity, findProfanity } from "./matcher";

/**
 * The profanity tests' shared expectations (matcher.test.ts, english.test.ts): each failure lists
 * every text that went the wrong way, with what matched a false positive.
 */

/** Space-separated word lists keep the tests' tables readable. */
export const words = (list: string): string[] => list.trim().split(/\s+/);

export const expectCaught = (texts: readonly string[]) => {
  const missed = texts.filter((text) => !containsProfanity(text));
  expect(missed, `not caught: ${JSON.stringify(missed)}`).toEqual([]);
};

export const expectClean = (texts: readonly string[]) => {
  const flagged = texts.filter((text) => containsProfanity(text));
  const details = flagged.map((text) => `${text} → ${JSON.stringify(findProfanity(text))}`);
  expect(flagged, `false positives:\n${details.join("\n")}`).toEqual([]);
};
