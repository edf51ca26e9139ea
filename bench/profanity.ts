/**
 * Scans every word form of the Polish dictionary through the profanity filter
 * (core/README.md#profanity-filter) to find false positives: every flagged form must be genuinely
 * vulgar; innocent ones go to `core/profanity/whitelist.ts` (or the pattern is narrowed in
 * `patterns.ts`).
 *
 *   npx tsx bench/profanity.ts [dictionary-path]
 *
 * Prints the number of flagged forms, how many per vulgarity, and the time taken, and writes the
 * flagged forms (one per line, with the matched vulgarity) to build/profanity-flagged.txt.
 */
import { createReadStream, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createInterface } from "node:readline";

import { containsProfanity, findProfanity } from "#core/profanity";

const DICTIONARY = process.argv[2] ?? "/usr/share/dict/polish";
const OUTPUT = "build/profanity-flagged.txt";

async function main(): Promise<void> {
  if (!existsSync(DICTIONARY)) {
    console.error(
      `${DICTIONARY} not found. Install the Polish word list (about 4.3 M forms) with\n` +
        "  sudo apt-get install wpolish\n" +
        "or pass another one-word-per-line file as the first argument.",
    );
    process.exitCode = 1;
    return;
  }

  const started = performance.now();
  const lines = createInterface({
    input: createReadStream(DICTIONARY, "utf8"),
    crlfDelay: Infinity,
  });
  const flagged: string[] = [];
  const perWord = new Map<string, number>();
  let scanned = 0;

  for await (const line of lines) {
    const form = line.trim();
    if (form === "") continue;
    scanned++;
    if (!containsProfanity(form)) continue;
    const words = [...new Set(findProfanity(form).map((match) => match.word))];
    for (const word of words) perWord.set(word, (perWord.get(word) ?? 0) + 1);
    flagged.push(`${form}\t${words.join(",")}`);
  }

  const seconds = (performance.now() - started) / 1000;
  mkdirSync(dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, flagged.length > 0 ? `${flagged.join("\n")}\n` : "");

  const breakdown = [...perWord.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([word, count]) => `  ${word}: ${count}`)
    .join("\n");
  console.log(`Scanned ${scanned} forms of ${DICTIONARY} in ${seconds.toFixed(1)} s`);
  console.log(`(${((seconds * 1e6) / Math.max(scanned, 1)).toFixed(1)} µs per form).`);
  console.log(`Flagged ${flagged.length} forms, written to ${OUTPUT}:`);
  console.log(breakdown);
}

await main();
