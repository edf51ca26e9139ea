import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  AnnouncementBodySchema,
  ScreenModeBodySchema,
  ScreenSettingsSchema,
} from "../core/contract";
import { issueText, RULE_TEXTS, validationText, type ValidationIssue } from "./validation-errors";

/** The issues of `value` under `schema`, shaped as the server's validator hands them over. */
function issuesOf(schema: z.ZodType, value: unknown): ValidationIssue[] {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected the contract to refuse it");
  return result.error.issues.map(({ code, path, message: _message, ...params }) => ({
    keyword: code,
    instancePath: `/${path.join("/")}`,
    params,
  }));
}

const SETTINGS = {
  paceSeconds: 10,
  minimumSeconds: 5,
  senderGapMinutes: 0,
  waitWarningMinutes: 10,
};

describe("a refused staff request, in Polish: the field and the rule", () => {
  it("names a rule across fields by its own sentence", () => {
    expect(
      validationText(issuesOf(ScreenSettingsSchema, { ...SETTINGS, minimumSeconds: 11 })),
    ).toBe(RULE_TEXTS.minimumWithinPace);
    expect(validationText(issuesOf(AnnouncementBodySchema, { text: "Uwaga\u0007" }))).toBe(
      RULE_TEXTS.noControlCharacters,
    );
  });

  it("names the field and its bounds", () => {
    expect(validationText(issuesOf(AnnouncementBodySchema, { text: "   " }))).toBe(
      "Pole „text” nie może być puste.",
    );
    expect(validationText(issuesOf(AnnouncementBodySchema, { text: "x".repeat(161) }))).toBe(
      "Pole „text” może mieć co najwyżej 160 znaków.",
    );
    expect(validationText(issuesOf(ScreenSettingsSchema, { ...SETTINGS, paceSeconds: 0 }))).toMatch(
      /^Pole „paceSeconds” musi wynosić co najmniej \d+\./,
    );
    expect(
      validationText(issuesOf(ScreenSettingsSchema, { ...SETTINGS, waitWarningMinutes: 10_000 })),
    ).toMatch(/^Pole „waitWarningMinutes” może wynosić co najwyżej \d+\.$/);
  });

  it("names a missing or mistyped field, a value out of the list and a bad date", () => {
    expect(validationText(issuesOf(ScreenSettingsSchema, { ...SETTINGS, paceSeconds: "10" }))).toBe(
      "Pole „paceSeconds” jest wymagane i musi być liczbą.",
    );
    expect(validationText(issuesOf(ScreenModeBodySchema, { screen: null, mode: "off" }))).toMatch(
      /^Pole „mode” musi mieć jedną z wartości: "live", /,
    );
    expect(
      validationText(issuesOf(AnnouncementBodySchema, { text: "Uwaga", endsAt: "jutro" })),
    ).toMatch(/^Pole „endsAt” musi być datą z godziną i strefą w formacie ISO 8601/);
    expect(validationText(issuesOf(ScreenSettingsSchema, []))).toBe(
      "Treść żądania musi być obiektem JSON.",
    );
  });

  it("words each distinct problem once, at most three", () => {
    const text = validationText(
      issuesOf(ScreenSettingsSchema, {
        paceSeconds: "a",
        minimumSeconds: "b",
        senderGapMinutes: "c",
        waitWarningMinutes: "d",
      }),
    );
    expect(text.split(". ").length).toBe(3);
    expect(issueText({ keyword: "something_new", instancePath: "/x", params: {} })).toBe(
      "Pole „x” ma niepoprawną wartość.",
    );
  });
});
