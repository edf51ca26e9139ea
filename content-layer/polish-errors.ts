import { z } from "zod";
import { polishPlural } from "#core/polish-plural";

/**
 * zod's own messages (a wrong type, a list too short, a number too big…) in the organisers'
 * words, for content only: passed to each content parse (`schema.safeParse(data, { error })`),
 * never set globally, since the server's API speaks zod too. A schema's own message still wins;
 * what is not worded here falls back to zod's Polish locale.
 */

type Issue = z.core.$ZodRawIssue;

const KINDS: Readonly<Record<string, string>> = {
  string: "tekst",
  number: "liczba",
  int: "liczba całkowita",
  boolean: "tak albo nie (true/false)",
  array: "lista",
  object: "zestaw pól",
  record: "zestaw pól",
};

/** What a YAML value is, in the same words as KINDS. */
function kindOf(value: unknown): string {
  if (Array.isArray(value)) return "lista";
  if (typeof value === "object") return "zestaw pól";
  if (typeof value === "number") return Number.isInteger(value) ? "liczba" : "liczba ułamkowa";
  return KINDS[typeof value] ?? typeof value;
}

const entries = (count: number) =>
  polishPlural(count, { one: "pozycję", few: "pozycje", many: "pozycji" });
const characters = (count: number) =>
  polishPlural(count, { one: "znak", few: "znaki", many: "znaków" });

function invalidType(issue: Extract<Issue, { code: "invalid_type" }>): string {
  const expected = KINDS[issue.expected] ?? issue.expected;
  if (issue.input === undefined) return "brak wartości: to pole trzeba wypełnić";
  if (issue.input === null) return `pole jest puste: ma tu być ${expected}`;
  if (issue.expected === "int" && typeof issue.input === "number") {
    return "musi być liczbą całkowitą";
  }
  return `ma tu być ${expected}, a jest ${kindOf(issue.input)}`;
}

function bound(
  issue: Extract<Issue, { code: "too_small" | "too_big" }>,
  limit: number,
): string | undefined {
  const small = issue.code === "too_small";
  switch (issue.origin) {
    case "array":
    case "set":
      return `lista musi mieć ${small ? "co najmniej" : "najwyżej"} ${entries(limit)}`;
    case "string":
      return `tekst musi mieć ${small ? "co najmniej" : "najwyżej"} ${characters(limit)}`;
    case "number":
    case "int":
      if (issue.inclusive === false) {
        return `liczba musi być ${small ? "większa" : "mniejsza"} od ${limit}`;
      }
      return `liczba musi wynosić ${small ? "co najmniej" : "najwyżej"} ${limit}`;
    default:
      return undefined;
  }
}

function polishMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      return invalidType(issue);
    case "too_small":
      return bound(issue, Number(issue.minimum));
    case "too_big":
      return bound(issue, Number(issue.maximum));
    case "invalid_value":
      return `musi mieć wartość ${issue.values.map((value) => `„${String(value)}”`).join(" albo ")}`;
    case "invalid_key": {
      const inner = issue.issues[0]?.message;
      return inner ? `ta nazwa ${inner}` : `nazwa „${String(issue.input)}” jest niepoprawna`;
    }
    default:
      return undefined;
  }
}

const locale = z.locales.pl().localeError;

/** The error map of every content parse. */
export const polishErrors: z.core.$ZodErrorMap = (issue) => polishMessage(issue) ?? locale(issue);
