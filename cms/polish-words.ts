/**
 * The CMS's interface words in Polish, as /admin serves them: Sveltia CMS's own pl.json with our
 * words over it (cms/polish-words.json). The package's Polish file lags its English one, and
 * the CMS shows the English sentence for every key Polish lacks, so an organiser met "Show
 * Errors" in the middle of a Polish form. The build stops when a key of the English file is
 * still missing after the merge: an upgrade that adds words fails loudly until they are written.
 */

/** A locale file: words by key, nested in groups. */
export interface Messages {
  readonly [key: string]: string | Messages;
}

export class PolishWordsError extends Error {}

const isGroup = (value: unknown): value is Messages =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Every word of a locale file by its dotted key: `save_conflict.title`. */
export function flatten(messages: Messages, prefix = ""): Map<string, string> {
  const words = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (isGroup(value)) {
      for (const [inner, word] of flatten(value, `${prefix}${key}.`)) words.set(inner, word);
    } else {
      words.set(`${prefix}${key}`, value);
    }
  }
  return words;
}

/** `base` with `over`'s words in place of its own, group by group. */
export function merge(base: Messages, over: Messages): Messages {
  const merged: Record<string, string | Messages> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = merged[key];
    merged[key] = isGroup(value) && isGroup(current) ? merge(current, value) : value;
  }
  return merged;
}

/** The variables a message uses, `{$count}` → `count`, in order of first use. */
export function variablesOf(message: string): string[] {
  return [
    ...new Set([...message.matchAll(/\{\$([A-Za-z_][\w-]*)/g)].map((match) => match[1] ?? "")),
  ];
}

/** What is wrong with the merged words against the English file, one line each. */
export function polishProblems(english: Messages, merged: Messages, ours: Messages): string[] {
  const englishWords = flatten(english);
  const mergedWords = flatten(merged);
  const problems: string[] = [];
  for (const key of englishWords.keys()) {
    if (!mergedWords.has(key)) problems.push(`${key}: no Polish words`);
  }
  for (const [key, word] of flatten(ours)) {
    const original = englishWords.get(key);
    if (original === undefined) {
      problems.push(`${key}: Sveltia CMS no longer has this key`);
      continue;
    }
    const missing = variablesOf(original).filter((name) => !variablesOf(word).includes(name));
    const unknown = variablesOf(word).filter((name) => !variablesOf(original).includes(name));
    if (missing.length > 0 || unknown.length > 0) {
      problems.push(`${key}: variables differ from the English words (${original})`);
    }
  }
  return problems;
}

/**
 * The Polish file /admin serves: the package's words, ours over them, and `extra` (words built
 * from our configuration, such as the list buttons' accusatives). Throws when any English key
 * is still without Polish words, or one of ours no longer matches the English file.
 */
export function polishMessages(
  english: Messages,
  polish: Messages,
  ours: Messages,
  extra: Messages = {},
): Messages {
  const merged = merge(merge(polish, ours), extra);
  const problems = polishProblems(english, merged, merge(ours, extra));
  if (problems.length > 0) {
    throw new PolishWordsError(
      `Sveltia CMS's words are not all Polish; write them in cms/polish-words.json:\n` +
        problems.join("\n"),
    );
  }
  return merged;
}
