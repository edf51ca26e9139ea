import { afterEach, describe, expect, it } from "vitest";
import { ZALGO_AUTHOR, ZALGO_MESSAGE, zalgo } from "#tests/fixtures/zalgo";

import {
  AUTHOR_MAX_LENGTH,
  AUTHOR_MIN_LENGTH,
  checkSubmission,
  EMPTY_FIELD,
  hasForbiddenCharacters,
  hasStackedMarks,
  isBlank,
  MAX_CODE_UNITS_PER_CHARACTER,
  MAX_MARKS_PER_CHARACTER,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  editionMessageWindow,
  formatWindowMeta,
  MESSAGE_WINDOW_META_NAME,
  messageWindowInstants,
  messageWindowLocal,
  mostMarksPerCharacter,
  parseWallClock,
  parseWindowMeta,
  validateForServer,
  visibleLength,
  windowState,
  zonedWallClockToDate,
  type EditionMessageWindow,
  type MessageWindow,
} from "./message-rules";

const SECOND = 1000;
const at = (date: Date, offsetMs: number): Date => new Date(date.getTime() + offsetMs);

/**
 * A made-up edition's window (not the content's: core takes the edition as an argument, and these
 * tests must hold whatever year the content folder describes). A summer window, so Warsaw is on
 * CEST (+02:00) at both ends.
 */
const EDITION_WINDOW: EditionMessageWindow = {
  opensAt: "2031-06-11T16:00:00",
  closesAt: "2031-06-13T23:59:59",
  timeZone: "Europe/Warsaw",
};

/** The toast's window, whatever the TZ of the machine running the tests. */
const WINDOW: MessageWindow = messageWindowLocal(EDITION_WINDOW);
const DURING = at(WINDOW.opensAt, 60 * 60 * SECOND);
const VALID = { author: "Ania", message: "Pozdrawiamy z sektora B!" } as const;

describe("limits", () => {
  it("are 3-32 for the author and 5-128 for the message", () => {
    expect([AUTHOR_MIN_LENGTH, AUTHOR_MAX_LENGTH]).toEqual([3, 32]);
    expect([MESSAGE_MIN_LENGTH, MESSAGE_MAX_LENGTH]).toEqual([5, 128]);
  });
});

describe("visibleLength", () => {
  it("does not count surrounding whitespace", () => {
    expect(visibleLength("  abc  ")).toBe(3);
    expect(visibleLength("\t\u00a0abc\u3000")).toBe(3);
    expect(visibleLength("a b")).toBe(3);
  });

  it("counts Polish letters as one, also when typed as letter + combining mark", () => {
    expect(visibleLength("Żółć")).toBe(4);
    expect(visibleLength("a\u0328ł")).toBe(2); // "ą" decomposed
  });

  it("counts each emoji as one, including modifiers and ZWJ sequences", () => {
    expect(visibleLength("❤️")).toBe(1);
    expect(visibleLength("👍🏽")).toBe(1);
    expect(visibleLength("👨‍👩‍👧‍👦")).toBe(1);
    expect(visibleLength("🇵🇱")).toBe(1);
    expect(visibleLength("Hej 🎉🎉")).toBe(6);
  });

  it("does not count invisible characters", () => {
    expect(visibleLength("\u200b\u200b")).toBe(0);
    expect(visibleLength("ab\u200bc")).toBe(3);
    expect(visibleLength("\u3164")).toBe(0); // Hangul filler
    expect(isBlank(" \u200b\u202e ")).toBe(true);
    expect(isBlank(" . ")).toBe(false);
  });
});

describe("message window", () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it("is taken from an edition's messageWindow and timeZone", () => {
    const edition = {
      name: "Festiwal Testowy",
      timeZone: "Europe/Warsaw",
      messageWindow: { opensAt: "2031-06-11T16:00:00", closesAt: "2031-06-13T23:59:59" },
    };
    expect(editionMessageWindow(edition)).toEqual(EDITION_WINDOW);
  });

  it("is read in the runtime's local time for the toast", () => {
    expect(WINDOW.opensAt.getTime()).toBe(new Date(2031, 5, 11, 16, 0, 0).getTime());
    expect(WINDOW.closesAt.getTime()).toBe(new Date(2031, 5, 13, 23, 59, 59).getTime());
  });

  it("follows the browser's time zone, not Warsaw's", () => {
    process.env.TZ = "America/New_York";
    expect(messageWindowLocal(EDITION_WINDOW).opensAt.toISOString()).toBe(
      "2031-06-11T20:00:00.000Z",
    );
    process.env.TZ = "Asia/Tokyo";
    expect(messageWindowLocal(EDITION_WINDOW).opensAt.toISOString()).toBe(
      "2031-06-11T07:00:00.000Z",
    );
  });

  it("is read in Europe/Warsaw (CEST, +02:00) for the server, whatever the runtime's zone", () => {
    for (const tz of ["UTC", "America/New_York", "Asia/Tokyo"]) {
      process.env.TZ = tz;
      const instants = messageWindowInstants(EDITION_WINDOW);
      expect(instants.opensAt.toISOString()).toBe("2031-06-11T14:00:00.000Z");
      expect(instants.closesAt.toISOString()).toBe("2031-06-13T21:59:59.000Z");
    }
  });

  it("is read in the edition's time zone, whichever it is", () => {
    process.env.TZ = "Europe/Warsaw";
    const lisbon = messageWindowInstants({ ...EDITION_WINDOW, timeZone: "Europe/Lisbon" });
    expect(lisbon.opensAt.toISOString()).toBe("2031-06-11T15:00:00.000Z");
  });

  it("takes the Warsaw offset from Intl: +01:00 in winter, DST gap and overlap", () => {
    const warsaw = (text: string) => zonedWallClockToDate(text, "Europe/Warsaw").toISOString();
    expect(warsaw("2031-01-10T12:00:00")).toBe("2031-01-10T11:00:00.000Z");
    expect(warsaw("2031-07-01T00:00:00")).toBe("2031-06-30T22:00:00.000Z");
    // 02:30 does not exist on 30 March 2031: shifted forward to 03:30 CEST.
    expect(warsaw("2031-03-30T02:30:00")).toBe("2031-03-30T01:30:00.000Z");
    // 02:30 happens twice on 26 October 2031: the earlier one (CEST).
    expect(warsaw("2031-10-26T02:30:00")).toBe("2031-10-26T00:30:00.000Z");
  });

  it("rejects wall-clock strings with an offset or in another format", () => {
    expect(parseWallClock("2031-06-11T16:00")).toMatchObject({ hour: 16, minute: 0, second: 0 });
    expect(() => parseWallClock("2031-06-11T16:00:00+02:00")).toThrow();
    expect(() => parseWallClock("11.06.2031 16:00")).toThrow();
  });

  it("is open from exactly 16:00:00.000 to 23:59:59.999, inclusive to the second", () => {
    expect(windowState(at(WINDOW.opensAt, -SECOND), WINDOW)).toBe("before");
    expect(windowState(at(WINDOW.opensAt, -1), WINDOW)).toBe("before");
    expect(windowState(WINDOW.opensAt, WINDOW)).toBe("open");
    expect(windowState(WINDOW.closesAt, WINDOW)).toBe("open");
    expect(windowState(at(WINDOW.closesAt, 999), WINDOW)).toBe("open");
    expect(windowState(at(WINDOW.closesAt, SECOND), WINDOW)).toBe("after");
  });
});

describe("the window meta of a rehearsal (a server's SUBMISSIONS_OPEN_AT / _CLOSE_AT)", () => {
  const REHEARSAL: MessageWindow = {
    opensAt: new Date("2031-06-10T16:00:00.000Z"),
    closesAt: new Date("2031-06-10T18:30:00.000Z"),
  };

  it("is named message-window and carries two ISO instants separated by a slash", () => {
    expect(MESSAGE_WINDOW_META_NAME).toBe("message-window");
    expect(formatWindowMeta(REHEARSAL)).toBe("2031-06-10T16:00:00.000Z/2031-06-10T18:30:00.000Z");
  });

  it("reads back what it writes, to the millisecond", () => {
    expect(parseWindowMeta(formatWindowMeta(REHEARSAL))).toEqual(REHEARSAL);
    expect(parseWindowMeta(formatWindowMeta(WINDOW))).toEqual(WINDOW);
  });

  it("reads instants with an offset the same as in UTC", () => {
    expect(parseWindowMeta("2031-06-10T18:00:00+02:00/2031-06-10T20:30:00+02:00")).toEqual(
      REHEARSAL,
    );
  });

  it("is absent (undefined) when missing or malformed, so the content's window applies", () => {
    for (const content of [
      undefined,
      null,
      "",
      "2031-06-10T16:00:00.000Z",
      "2031-06-10T16:00:00.000Z/",
      "2031-06-10T16:00:00.000Z/2031-06-10T18:30:00.000Z/2031-06-10T19:00:00.000Z",
      // Wall-clock times without an offset would mean a different instant in every time zone.
      "2031-06-10T16:00:00/2031-06-10T18:30:00",
      "2031/2032",
      "jutro/pojutrze",
      // The start must come before the end.
      "2031-06-10T18:30:00.000Z/2031-06-10T16:00:00.000Z",
      "2031-06-10T16:00:00.000Z/2031-06-10T16:00:00.000Z",
    ]) {
      expect(parseWindowMeta(content), String(content)).toBeUndefined();
    }
  });
});

describe("checkSubmission: the toast's checks in their documented order", () => {
  it("does nothing when a field is empty, even outside the window", () => {
    const before = at(WINDOW.opensAt, -SECOND);
    expect(checkSubmission({ author: "", message: "Hej hej!" }, DURING, WINDOW)).toEqual({
      ok: false,
      code: EMPTY_FIELD,
    });
    expect(checkSubmission({ author: "Ania", message: "   " }, before, WINDOW)).toEqual({
      ok: false,
      code: "empty",
    });
    expect(checkSubmission({ author: "\u200b", message: "kurwa" }, DURING, WINDOW).ok).toBe(false);
    expect(checkSubmission({ author: "\u200b", message: "kurwa" }, DURING, WINDOW)).toMatchObject({
      code: "empty",
    });
  });

  it("answers 69 one second before the start and passes the window exactly at the start", () => {
    expect(checkSubmission(VALID, at(WINDOW.opensAt, -SECOND), WINDOW)).toEqual({
      ok: false,
      code: 69,
    });
    expect(checkSubmission(VALID, WINDOW.opensAt, WINDOW).ok).toBe(true);
  });

  it("passes during the last second and answers 70 after it", () => {
    expect(checkSubmission(VALID, WINDOW.closesAt, WINDOW).ok).toBe(true);
    expect(checkSubmission(VALID, at(WINDOW.closesAt, 999), WINDOW).ok).toBe(true);
    expect(checkSubmission(VALID, at(WINDOW.closesAt, SECOND), WINDOW)).toEqual({
      ok: false,
      code: 70,
    });
  });

  // Each row: what is checked first, and the code a draft failing several checks gets.
  it.each([
    ["the window before the lengths and the profanity", "Al", "kurwa", -1, 69],
    ["the window's end before the lengths", "Al", "hej", 1, 70],
    ["the author length before the message length and the profanity", "ch", "kurwa", 0, 71],
    ["the author length before the message length", "Al", "hej", 0, 71],
    ["the message length before the profanity", "kurwa", "chuj", 0, 72],
    ["profanity in the author", "Kurwiszon", VALID.message, 0, 73],
    ["profanity in the message", "Ania", "Ale zajebisty koncert", 0, 73],
  ] as const)("checks %s (%s / %s)", (_check, author, message, when, code) => {
    // when: -1 a second before the window opens, 1 a second after it closes, 0 during it.
    const now =
      when < 0 ? at(WINDOW.opensAt, -SECOND) : when > 0 ? at(WINDOW.closesAt, SECOND) : DURING;
    expect(checkSubmission({ author, message }, now, WINDOW)).toEqual({ ok: false, code });
  });

  it("never matches across the author and the message (joined with a newline)", () => {
    expect(
      checkSubmission({ author: "Kasia K", message: "urwał mi się film" }, DURING, WINDOW).ok,
    ).toBe(true);
  });

  it("returns the trimmed, NFC-normalised value on success", () => {
    expect(
      checkSubmission({ author: "  Ania ", message: " Za\u0328bki!  " }, DURING, WINDOW),
    ).toEqual({
      ok: true,
      value: { author: "Ania", message: "Ząbki!" },
    });
  });

  // Length edges of both fields, the other field valid. Each row: the field, its text, and the
  // code the draft is refused with, or null where it passes. Lengths are counted in visible
  // characters (an emoji or a Polish letter is one) after trimming.
  it.each([
    // 2 → 71, 3 → ok, 32 → ok; surrounding spaces do not count.
    ["author", "Al", 71],
    ["author", "Ala", null],
    ["author", "A".repeat(32), null],
    ["author", "  Al  ", 71],
    ["author", "  Ala  ", null],
    ["author", "🎉🎉", 71],
    ["author", "🎉🎉🎉", null],
    ["author", "👨‍👩‍👧👨‍👩‍👧", 71],
    ["author", "Żó", 71],
    ["author", "Łoś", null],
    // The maximum is left to the input field.
    ["author", "A".repeat(33), null],
    // 4 → 72, 5 → ok, 128 → ok.
    ["message", "Hej!", 72],
    ["message", "Hej!!", null],
    ["message", "a".repeat(128), null],
    ["message", "   Hej!   ", 72],
    ["message", "❤️❤️❤️❤️", 72],
    ["message", "❤️❤️❤️❤️❤️", null],
    ["message", "Żółć", 72],
    ["message", "Gęśla", null],
  ] as const)("%s length edge: %j → %s", (field, text, code) => {
    const draft =
      field === "author"
        ? { author: text, message: VALID.message }
        : { author: "Ania", message: text };
    expect(checkSubmission(draft, DURING, WINDOW)).toEqual(
      code === null ? expect.objectContaining({ ok: true }) : { ok: false, code },
    );
  });
});

describe("validateForServer: server checks, then the client's order with maximum lengths", () => {
  const before = at(WINDOW.opensAt, -SECOND);
  const validate = (author: string, message: string, now: Date = DURING) =>
    validateForServer({ author, message }, now, WINDOW);

  it("accepts a valid message and returns it trimmed", () => {
    expect(validate(" Ania ", " Pozdro! ")).toEqual({
      ok: true,
      value: { author: "Ania", message: "Pozdro!" },
    });
  });

  it("answers 77 for a blank field, before anything else", () => {
    expect(validate("", "Hej hej", before)).toEqual({ ok: false, code: 77 });
    expect(validate("Ania", " \u200b ", before)).toEqual({ ok: false, code: 77 });
  });

  it("answers 76 for control, bidi and zero-width characters, before the window", () => {
    expect(validate("Ania", "Hej\u202ehej", before)).toEqual({ ok: false, code: 76 });
    expect(validate("An\u200bia", "Hej hej")).toEqual({ ok: false, code: 76 });
    expect(validate("Ania", "Hej\nhej")).toEqual({ ok: false, code: 76 });
    expect(validate("Ania", "Hej\u0000hej")).toEqual({ ok: false, code: 76 });
    expect(validate("Ania", "Hej\u00adhej")).toEqual({ ok: false, code: 76 });
  });

  it("lets emoji sequences with ZWJ, tags and variation selectors through", () => {
    expect(validate("Ania", "Rodzinka 👨‍👩‍👧‍👦 z 🏴󠁧󠁢󠁳󠁣󠁴󠁿 i ❤️‍🔥 🏳️‍🌈 👩🏽‍💻").ok).toBe(true);
  });

  it("answers 69/70 outside the window, before any length", () => {
    expect(validate("Al", "Hej", before)).toEqual({ ok: false, code: 69 });
    expect(validate("A".repeat(40), "Hej", at(WINDOW.closesAt, SECOND))).toEqual({
      ok: false,
      code: 70,
    });
  });

  it("author: 2 → 71, 32 → ok, 33 → 74; checked before the message", () => {
    expect(validate("Al", "Hej")).toEqual({ ok: false, code: 71 });
    expect(validate("A".repeat(32), VALID.message).ok).toBe(true);
    expect(validate("A".repeat(33), "Hej")).toEqual({ ok: false, code: 74 });
    expect(validate(` ${"🎉".repeat(32)} `, VALID.message).ok).toBe(true);
    expect(validate("🎉".repeat(33), VALID.message)).toEqual({ ok: false, code: 74 });
  });

  it("message: 4 → 72, 128 → ok, 129 → 75; lengths before profanity", () => {
    expect(validate("Ania", "Hej!")).toEqual({ ok: false, code: 72 });
    expect(validate("Ania", "ą".repeat(128)).ok).toBe(true);
    expect(validate("Ania", "ą".repeat(129))).toEqual({ ok: false, code: 75 });
    expect(validate("Ania", `kurwa ${"a".repeat(124)}`)).toEqual({ ok: false, code: 75 });
  });

  it("treats text that hides many code units in few characters as too long", () => {
    // Emoji joined by ZWJ make one cluster of any length: the code-unit cap bounds it.
    const chain = (count: number) => Array.from({ length: count }, () => "🎉").join("\u200d");
    const message = `Hej ${chain(700)}`;
    expect(visibleLength(message)).toBe(5);
    expect(message.length).toBeGreaterThan(MESSAGE_MAX_LENGTH * MAX_CODE_UNITS_PER_CHARACTER);
    expect(validate("Ania", message)).toEqual({ ok: false, code: 75 });
    const author = `Al ${chain(200)}`;
    expect(visibleLength(author)).toBe(4);
    expect(validate(author, VALID.message)).toEqual({ ok: false, code: 74 });
  });

  it("answers 73 last", () => {
    expect(validate("Ania", "Ale zajebisty koncert")).toEqual({ ok: false, code: 73 });
    expect(validate("Skurwiel", "Pozdrawiam")).toEqual({ ok: false, code: 73 });
  });
});

describe("stacked combining marks (code 78)", () => {
  const validate = (author: string, message: string) =>
    validateForServer({ author, message }, DURING, WINDOW);

  it("allows at most 4 marks on one character", () => {
    expect(MAX_MARKS_PER_CHARACTER).toBe(4);
    expect(hasStackedMarks(zalgo("a", 4))).toBe(false);
    expect(hasStackedMarks(zalgo("a", 5))).toBe(true);
    // Counted per character, not per text: many characters with a few marks each are fine.
    expect(hasStackedMarks(zalgo("Hejka hejka hejka", 4 * 17))).toBe(false);
    expect(mostMarksPerCharacter("")).toBe(0);
  });

  it.each([
    ["Polish, precomposed", "Zażółć gęślą jaźń ŻÓŁĆ GĘŚLĄ JAŹŃ", 0],
    ["Polish, typed decomposed", "Za\u0307o\u0301\u0142c\u0301 ge\u0328s\u0301la\u0328", 1],
    ["emoji with a variation selector", "❤️ ☺️ ✌️", 1],
    ["keycaps", "1️⃣ #️⃣ *️⃣", 2],
    ["ZWJ families and couples", "👨‍👩‍👧‍👦 👩‍❤️‍💋‍👨 🧑🏽‍🤝‍🧑🏿", 1],
    ["flags", "🇵🇱 🇺🇦 🏴󠁧󠁢󠁳󠁣󠁴󠁿 🏳️‍🌈 🏳️‍⚧️", 2],
    ["skin tones", "👍🏻 👋🏽 🙌🏿 👩🏼‍💻", 0],
    ["Vietnamese, precomposed", "Tiếng Việt rất đẹp", 0],
    ["Vietnamese, decomposed", "Tiếng Việt rất đẹp".normalize("NFD"), 2],
    ["Hindi", "नमस्ते क्षत्रिय स्त्रीं", 4],
    ["pointed Hebrew with cantillation", "בְּרֵאשִׁ֖ית שָּׁ֣", 4],
    ["Thai", "สวัสดี กิ่ง", 2],
  ])("lets real writing through: %s (up to %i marks on a character)", (_name, text, marks) => {
    // At most: an ICU before Unicode 15.1 splits Hindi conjuncts into more clusters.
    expect(mostMarksPerCharacter(text)).toBeLessThanOrEqual(marks);
    expect(hasStackedMarks(text)).toBe(false);
    expect(validate("Ania", `${text} hej!`).ok).toBe(true);
  });

  it("refuses the two attack strings with 78, though they fit the code-unit cap", () => {
    expect([visibleLength(ZALGO_MESSAGE), ZALGO_MESSAGE.length]).toEqual([5, 5 + 2036]);
    expect(ZALGO_MESSAGE.length).toBeLessThanOrEqual(
      MESSAGE_MAX_LENGTH * MAX_CODE_UNITS_PER_CHARACTER,
    );
    expect([visibleLength(ZALGO_AUTHOR), ZALGO_AUTHOR.length]).toEqual([3, 3 + 480]);
    expect(ZALGO_AUTHOR.length).toBeLessThanOrEqual(
      AUTHOR_MAX_LENGTH * MAX_CODE_UNITS_PER_CHARACTER,
    );
    expect(validate("Ania", ZALGO_MESSAGE)).toEqual({ ok: false, code: 78 });
    expect(validate(ZALGO_AUTHOR, VALID.message)).toEqual({ ok: false, code: 78 });
    expect(validate("Ania", `Hej ${zalgo("x", 5)}!`)).toEqual({ ok: false, code: 78 });
  });

  it("checks marks after 77 and 76 and before the window, lengths and profanity", () => {
    const before = at(WINDOW.opensAt, -SECOND);
    const check = (author: string, message: string, now: Date = DURING) =>
      validateForServer({ author, message }, now, WINDOW);
    expect(check(ZALGO_AUTHOR, " ")).toEqual({ ok: false, code: 77 });
    expect(check(ZALGO_AUTHOR, "Hej\u202ehej")).toEqual({ ok: false, code: 76 });
    expect(check(ZALGO_AUTHOR, VALID.message, before)).toEqual({ ok: false, code: 78 });
    expect(check("Al", ZALGO_MESSAGE)).toEqual({ ok: false, code: 78 });
    expect(check("A".repeat(33), ZALGO_MESSAGE)).toEqual({ ok: false, code: 78 });
    expect(check("Ania", `${ZALGO_MESSAGE}${"a".repeat(200)}`)).toEqual({ ok: false, code: 78 });
    expect(check("Ania", `kurwa ${zalgo("hej", 30)}`)).toEqual({ ok: false, code: 78 });
  });

  it("leaves the toast's codes alone: it never answers 78 itself", () => {
    expect(checkSubmission({ author: "Ania", message: ZALGO_MESSAGE }, DURING, WINDOW).ok).toBe(
      true,
    );
  });
});

describe("validateForServer: what only the server checks, in order", () => {
  const validate = (author: string, message: string) =>
    validateForServer({ author, message }, DURING, WINDOW);

  it("answers 77, 76, 78, 74, 75 in that order", () => {
    expect(validate(" ", "x\u200b")).toEqual({ ok: false, code: 77 });
    expect(validate(ZALGO_AUTHOR, "x\u200b")).toEqual({ ok: false, code: 76 });
    expect(validate("A".repeat(40), ZALGO_MESSAGE)).toEqual({ ok: false, code: 78 });
    expect(validate("A".repeat(33), "x".repeat(200))).toEqual({ ok: false, code: 74 });
    expect(validate("Ania", "x".repeat(129))).toEqual({ ok: false, code: 75 });
  });

  it("hasForbiddenCharacters accepts ordinary Polish text and emoji", () => {
    expect(hasForbiddenCharacters("Zażółć gęślą jaźń! 🎉 ❤️ 👍🏽 🇵🇱")).toBe(false);
    expect(hasForbiddenCharacters("\u2066isolate\u2069")).toBe(true);
    expect(hasForbiddenCharacters("a\u200db")).toBe(true); // ZWJ outside emoji
  });

  it("refuses what draws nothing or not what was meant: Khmer inherent vowels, hidden tags, private use, unassigned", () => {
    // U+17B4 U+17B5 draw nothing: an announcement of them was a blank line on every screen.
    expect(hasForbiddenCharacters("\u17B4\u17B5")).toBe(true);
    expect(isBlank("\u17B4\u17B5")).toBe(true);
    expect(hasForbiddenCharacters("Ola\u17B4")).toBe(true);
    // Tag characters spelling hidden text, alone or dressed as a flag.
    const hidden = [..."ignore"]
      .map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0)))
      .join("");
    expect(hasForbiddenCharacters(`Hej${hidden}`)).toBe(true);
    expect(hasForbiddenCharacters(`\u{1F3F4}${hidden}\u{E007F}`)).toBe(true);
    // Private use, a noncharacter, an unassigned code point, a lone surrogate.
    expect(hasForbiddenCharacters("Hej \uE000")).toBe(true);
    expect(hasForbiddenCharacters("Hej \u{F0000}")).toBe(true);
    expect(hasForbiddenCharacters("Hej \uFFFF")).toBe(true);
    expect(hasForbiddenCharacters("Hej \u{E0080}")).toBe(true);
    expect(hasForbiddenCharacters("Hej \u0378")).toBe(true);
    expect(hasForbiddenCharacters("Hej \uD800")).toBe(true);
    // A real subdivision flag, keycaps and variation selectors still pass.
    expect(
      hasForbiddenCharacters("\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"),
    ).toBe(false);
    expect(hasForbiddenCharacters("1\uFE0F\u20E3 ☺\uFE0E ❤\uFE0F")).toBe(false);
  });

  it("refuses them in an author name and a message alike, on both sides", () => {
    expect(validate("Ola\u17B4\u17B5", "Pozdrowienia z płyty!")).toEqual({ ok: false, code: 76 });
    expect(validate("Ola", "Pozdrowienia\uE000 z płyty!")).toEqual({ ok: false, code: 76 });
    expect(
      checkSubmission({ author: "Ola\u17B4", message: "Pozdrowienia!" }, DURING, WINDOW),
    ).toEqual({ ok: false, code: 76 });
  });
});

describe("checkSubmission: the toast finds refused characters itself", () => {
  it("answers 76 before the window and the lengths, as the server does", () => {
    const before = new Date(WINDOW.opensAt.getTime() - 60_000);
    expect(checkSubmission({ author: "Ania", message: "Hej\u202ehej" }, before, WINDOW)).toEqual({
      ok: false,
      code: 76,
    });
    expect(checkSubmission({ author: "A\u200b", message: "Hej" }, DURING, WINDOW)).toEqual({
      ok: false,
      code: 76,
    });
  });
});
