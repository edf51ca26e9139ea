import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  AnnouncementBodySchema,
  DecisionBodySchema,
  EmptyBodySchema,
  LoginBodySchema,
  ScreenBoardSchema,
  ScreenModeBodySchema,
  ScreenSettingsBodySchema,
  ScreenSettingsSchema,
  LateChangeBodySchema,
  LateChangeInForceSchema,
  LateChangeListSchema,
  LateChangeSchema,
} from "#core/contract";
import { DEFAULT_SCREEN_BOARD } from "#core/screen-board";
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

/** The text the server answers for `value` under `schema`, told what the request sent. */
const textOf = (schema: z.ZodType, value: unknown) =>
  validationText(issuesOf(schema, value), value);

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
      RULE_TEXTS.forbiddenCharacters,
    );
  });

  it("words an announcement's refused characters as the toast words a message's (76, 78)", () => {
    const textFor = (text: string) => validationText(issuesOf(AnnouncementBodySchema, { text }));
    const forbidden =
      "Wiadomość zawiera niewidoczne lub sterujące znaki. Usuń je i spróbuj ponownie.";
    for (const text of ["Brama \u202Ezamknięta", "Wej\u200Bście B", "Uwaga\u2066B\u2069", "a\nb"]) {
      expect(textFor(text), JSON.stringify(text)).toBe(forbidden);
    }
    expect(textFor(`Za${"\u0301".repeat(5)}lgo`)).toBe(RULE_TEXTS.stackedMarks);
    expect(RULE_TEXTS.stackedMarks).toMatch(/^Jedna litera może mieć najwyżej/);
    for (const text of ["Rodzina 👨‍👩‍👧 przy bramie", "Flaga 🏴󠁧󠁢󠁳󠁣󠁴󠁿 ❤️", "Zażółć gęślą jaźń"]) {
      expect(AnnouncementBodySchema.safeParse({ text }).success, text).toBe(true);
    }
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
    expect(textOf(ScreenSettingsSchema, { ...SETTINGS, paceSeconds: "10" })).toBe(
      "Pole „paceSeconds” musi być liczbą.",
    );
    expect(textOf(ScreenSettingsSchema, { ...SETTINGS, paceSeconds: undefined })).toBe(
      "Pole „paceSeconds” jest wymagane i musi być liczbą.",
    );
    // Without what the request sent there is no telling: worded as missing.
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

  it("tells a field of the wrong type its type, and a missing one that it is required", () => {
    const change = { setId: "2025-05-16-mira-wolna", delayMinutes: 20, cancelled: false };
    expect(textOf(LateChangeBodySchema, { ...change, delayMinutes: 7.5 })).toBe(
      "Pole „delayMinutes” musi być liczbą całkowitą.",
    );
    expect(textOf(LateChangeBodySchema, { ...change, delayMinutes: "20" })).toBe(
      "Pole „delayMinutes” musi być liczbą.",
    );
    expect(textOf(LateChangeBodySchema, { ...change, cancelled: "nie" })).toBe(
      "Pole „cancelled” musi być wartością true albo false.",
    );
    // null is sent, so of the wrong type too.
    expect(textOf(LateChangeBodySchema, { ...change, cancelled: null })).toBe(
      "Pole „cancelled” musi być wartością true albo false.",
    );
    expect(textOf(LateChangeBodySchema, { setId: change.setId, delayMinutes: 20 })).toBe(
      "Pole „cancelled” jest wymagane i musi być wartością true albo false.",
    );
    expect(textOf(LoginBodySchema, { name: "ewa", password: 12345 })).toBe(
      "Pole „password” musi być tekstem.",
    );
    expect(textOf(LoginBodySchema, { name: "ewa" })).toBe(
      "Pole „password” jest wymagane i musi być tekstem.",
    );
  });

  it("names every field a staff body does not have", () => {
    const change = { setId: "2025-05-16-mira-wolna", delayMinutes: 20, cancelled: false };
    expect(textOf(LateChangeBodySchema, { ...change, sequence: 4 })).toBe(
      "Nieznane pole: „sequence”.",
    );
    expect(textOf(EmptyBodySchema, { reason: "spam", force: true })).toBe(
      "Nieznane pola: „reason”, „force”.",
    );
    expect(textOf(DecisionBodySchema, { from: "pending", to: "approved" })).toBe(
      "Nieznane pole: „to”.",
    );
    expect(textOf(LoginBodySchema, { name: "ewa", password: "x", remember: true })).toBe(
      "Nieznane pole: „remember”.",
    );
    expect(textOf(ScreenModeBodySchema, { screen: null, mode: "live", all: true })).toBe(
      "Nieznane pole: „all”.",
    );
    expect(textOf(AnnouncementBodySchema, { text: "Uwaga", until: "22:00" })).toBe(
      "Nieznane pole: „until”.",
    );
    // The settings' body is strict and still checks the rule across its fields.
    expect(textOf(ScreenSettingsBodySchema, { ...SETTINGS, pace: 10 })).toBe(
      "Nieznane pole: „pace”.",
    );
    expect(textOf(ScreenSettingsBodySchema, { ...SETTINGS, minimumSeconds: 11 })).toBe(
      RULE_TEXTS.minimumWithinPace,
    );
    // With other problems, the unknown field is named beside them.
    expect(textOf(LateChangeBodySchema, { ...change, delayMinutes: -1, note: "x" })).toBe(
      "Pole „delayMinutes” musi wynosić co najmniej 0. Nieznane pole: „note”.",
    );
    expect(
      issueText({ keyword: "unrecognized_keys", instancePath: "/board", params: { keys: ["x"] } }),
    ).toBe("Nieznane pole: „board.x”.");
  });

  it("keeps what reads stored boards and answers tolerant of fields it does not know", () => {
    const change = { setId: "2025-05-16-mira-wolna", delayMinutes: 20, cancelled: false };
    const later = { ...change, sequence: 2, reason: "burza" };
    for (const schema of [LateChangeSchema, LateChangeInForceSchema]) {
      expect(schema.safeParse(later).success).toBe(true);
    }
    expect(LateChangeListSchema.safeParse({ lateChanges: [later] }).success).toBe(true);
    expect(ScreenSettingsSchema.safeParse({ ...SETTINGS, theme: "dark" }).success).toBe(true);
    const stored = {
      ...DEFAULT_SCREEN_BOARD,
      settings: { ...SETTINGS, theme: "dark" },
      lateChanges: [later],
    };
    expect(ScreenBoardSchema.parse(stored).lateChanges).toEqual([{ ...change, sequence: 2 }]);
  });
});
