import type { z } from "zod";
import { dataAt, labelPath, schemaAt, type JsonSchema } from "./problems.ts";

/**
 * A key no schema knows (`dresscode:`, a typo such as `startAt:`) is refused by name, in every
 * file: the content schemas are strict objects, and zod reports all of an object's unknown keys
 * in one issue. This module turns that issue into one Polish line per key, naming the field the
 * organiser probably meant, and says which paths a typo explains, so that the line for the
 * missing field it was meant to be is not printed as a second, noisier problem.
 */

type Path = readonly PropertyKey[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The edit distance of two keys, ignoring case: how many letters differ. */
function distance(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const substitution = previous[j - 1]! + (left[i - 1] === right[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[right.length]!;
}

/**
 * The known key an unknown one is a typo of: the closest of those the entry lacks, differing in
 * at most half its letters (`heading` for `header`), so that `dresscode` suggests nothing.
 */
export function closestKey(unknown: string, candidates: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.floor(unknown.length / 2));
  let best: { key: string; distance: number } | undefined;
  for (const key of candidates) {
    const found = distance(unknown, key);
    if (found <= limit && (!best || found < best.distance)) best = { key, distance: found };
  }
  return best?.key;
}

/** The fields an entry's schema knows, which its data does not give: what a typo may be of. */
export function missingKeys(root: JsonSchema, data: unknown, path: Path): string[] {
  const node = schemaAt(root, path);
  const given = dataAt(data, path);
  const known = isObject(node.properties) ? Object.keys(node.properties) : [];
  return known.filter((key) => !isObject(given) || given[key] === undefined);
}

/** The Polish words for an unknown key: its name and, for a typo, the field meant. */
export function unknownKeyMessage(key: string, meant?: { key: string; label: string }): string {
  if (!meant) return `nieznane pole „${key}”: takiego pola tu nie ma, usuń je albo popraw nazwę`;
  return `nieznane pole „${key}”: czy chodziło o „${meant.key}” (${meant.label})?`;
}

/** One unknown key of an entry: where the entry is, the key, and the known key it is a typo of. */
export interface UnknownKey {
  path: PropertyKey[];
  key: string;
  meant?: string;
}

/** The unknown keys of a parse's issues, each with the key it is probably a typo of. */
export function unknownKeys(
  root: JsonSchema,
  data: unknown,
  issues: readonly z.core.$ZodIssue[],
): UnknownKey[] {
  return issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({
          path: issue.path,
          key,
          meant: closestKey(key, missingKeys(root, data, issue.path)),
        }))
      : [],
  );
}

/** The line's message for an unknown key, with the meant field's label from the schema. */
export function describeUnknownKey(root: JsonSchema, data: unknown, found: UnknownKey): string {
  if (!found.meant) return unknownKeyMessage(found.key);
  const label = labelPath(root, data, [...found.path, found.meant]).field;
  return unknownKeyMessage(found.key, { key: found.meant, label });
}

const samePath = (a: Path, b: Path) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/** Whether an issue is the meant field's absence, which the typo's line already explains. */
export const explainedByTypo = (issuePath: Path, typos: readonly UnknownKey[]): boolean =>
  typos.some((typo) => typo.meant !== undefined && samePath(issuePath, [...typo.path, typo.meant]));
