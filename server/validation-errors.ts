import { CHARACTER_RULE_TEXTS } from "#core/contract";
import { polishPlural } from "#core/polish-plural";

/*
 * What a staff request broke, in Polish, for a lead's script or any future client: the field and
 * the rule, worded once here from the contract's validation issues
 * (server/routes/README.md#api-errors). The public submission keeps its own answer, fixed by the
 * message rules.
 */

/** One issue of a request the contract refused, as fastify-type-provider-zod reports it. */
export interface ValidationIssue {
  /** zod's issue code: too_small, too_big, invalid_type, invalid_value, custom… */
  keyword: string;
  /** Where it is: "/minimumSeconds", "/" for the whole body. */
  instancePath: string;
  /** The rest of zod's issue: bounds, expected type, allowed values, a refinement's params. */
  params: Record<string, unknown>;
}

/**
 * Rules a contract checks across fields, named by the `params.rule` of its refinement, and the
 * ones a route checks against the clock.
 */
export const RULE_TEXTS = {
  minimumWithinPace: "Minimalny czas nie może być dłuższy niż tempo rotacji.",
  // An announcement's text obeys the messages' character rules, worded as the toast words them.
  ...CHARACTER_RULE_TEXTS,
  endsAhead: "Pole „endsAt” musi wskazywać chwilę w przyszłości.",
} as const;
export type ValidationRule = keyof typeof RULE_TEXTS;

const TYPE_NAMES: Record<string, string> = {
  string: "tekstem",
  number: "liczbą",
  int: "liczbą całkowitą",
  boolean: "wartością true albo false",
  object: "obiektem JSON",
  array: "listą",
  null: "wartością null",
};

const characters = (count: number) =>
  polishPlural(count, { one: "znak", few: "znaki", many: "znaków" });
const items = (count: number) =>
  polishPlural(count, { one: "element", few: "elementy", many: "elementów" });

/** The issue's path as its parts: [] for the whole body. */
const pathOf = (issue: ValidationIssue): string[] =>
  issue.instancePath.split("/").filter((part) => part !== "");

/** "Pole „minimumSeconds”", or the whole body's name when the issue has no path. */
function fieldOf(issue: ValidationIssue): string {
  const path = pathOf(issue).join(".");
  return path === "" ? "Treść żądania" : `Pole „${path}”`;
}

/**
 * Whether the request sent the issue's field at all: zod words a missing field and one of the
 * wrong type alike (`invalid_type`), and only the request itself tells them apart.
 */
function sent(issue: ValidationIssue, input: unknown): boolean {
  let value = input;
  for (const part of pathOf(issue)) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, part)) return false;
    value = (value as Record<string, unknown>)[part];
  }
  return value !== undefined;
}

/** "Nieznane pole: „x”." or "Nieznane pola: „x”, „y”.", each named with where it is. */
function unknownFields(issue: ValidationIssue): string {
  const keys = Array.isArray(issue.params.keys) ? issue.params.keys.map(String) : [];
  const names = keys.map((key) => `„${[...pathOf(issue), key].join(".")}”`).join(", ");
  return `${keys.length === 1 ? "Nieznane pole" : "Nieznane pola"}: ${names}.`;
}

function bound(issue: ValidationIssue, side: "minimum" | "maximum"): string {
  const value = Number(issue.params[side]);
  const inclusive = issue.params.inclusive !== false;
  const field = fieldOf(issue);
  switch (issue.params.origin) {
    case "string":
      if (side === "minimum" && value <= 1) return `${field} nie może być puste.`;
      return side === "minimum"
        ? `${field} musi mieć co najmniej ${characters(value)}.`
        : `${field} może mieć co najwyżej ${characters(value)}.`;
    case "array":
      return side === "minimum"
        ? `${field} musi mieć co najmniej ${items(value)}.`
        : `${field} może mieć co najwyżej ${items(value)}.`;
    default:
      if (side === "minimum") {
        return inclusive
          ? `${field} musi wynosić co najmniej ${value}.`
          : `${field} musi być większe niż ${value}.`;
      }
      return inclusive
        ? `${field} może wynosić co najwyżej ${value}.`
        : `${field} musi być mniejsze niż ${value}.`;
  }
}

/**
 * One issue in Polish: the field and the rule it broke. `input` is what the request sent (its
 * body, query or path parameters), to tell a missing field from one of the wrong type; without
 * it a field of the wrong type is worded as missing.
 */
export function issueText(issue: ValidationIssue, input?: unknown): string {
  const field = fieldOf(issue);
  switch (issue.keyword) {
    case "too_small":
      return bound(issue, "minimum");
    case "too_big":
      return bound(issue, "maximum");
    case "invalid_type": {
      const expected = String(issue.params.expected);
      const name = TYPE_NAMES[expected] ?? expected;
      return pathOf(issue).length === 0 || sent(issue, input)
        ? `${field} musi być ${name}.`
        : `${field} jest wymagane i musi być ${name}.`;
    }
    case "invalid_value": {
      const values = Array.isArray(issue.params.values) ? issue.params.values : [];
      return `${field} musi mieć jedną z wartości: ${values.map((value) => JSON.stringify(value)).join(", ")}.`;
    }
    case "invalid_format":
      return issue.params.format === "datetime"
        ? `${field} musi być datą z godziną i strefą w formacie ISO 8601, np. 2025-05-16T22:30:00+02:00.`
        : `${field} ma niepoprawny format.`;
    case "not_multiple_of":
      return `${field} musi być wielokrotnością ${String(issue.params.divisor)}.`;
    case "unrecognized_keys":
      return unknownFields(issue);
    case "custom": {
      const rule = (issue.params.params as { rule?: string } | undefined)?.rule;
      if (rule !== undefined && rule in RULE_TEXTS) return RULE_TEXTS[rule as ValidationRule];
      return `${field} ma niepoprawną wartość.`;
    }
    default:
      return `${field} ma niepoprawną wartość.`;
  }
}

/** At most this many issues are worded: enough to fix a request, short enough to read. */
const WORDED_ISSUES = 3;

/**
 * The answer's `error` for a refused staff request: each distinct problem, in order. `input` is
 * what the request sent, as `issueText` takes it.
 */
export function validationText(issues: readonly ValidationIssue[], input?: unknown): string {
  const texts = issues.map((issue) => issueText(issue, input));
  return [...new Set(texts)].slice(0, WORDED_ISSUES).join(" ");
}
