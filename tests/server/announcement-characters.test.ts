import { describe, expect, it } from "vitest";
import { type ScreenBoard } from "#core/contract";
import { RESULT_CODES, RESULT_TEXTS } from "#core/codes";
import { createTestApp, login, submit, testDatabases } from "./helpers";
import { staffGet, staffWrite } from "./staff";

const FORBIDDEN = RESULT_TEXTS[RESULT_CODES.FORBIDDEN_CHARACTERS].body;
const STACKED = RESULT_TEXTS[RESULT_CODES.TOO_MANY_MARKS].body;

/** Texts a visitor's message is refused for (codes 76 and 78), each in an announcement. */
const REFUSED: readonly [string, string][] = [
  ["Wejście B \u202Eotwarte\u202C", FORBIDDEN], // a bidi override ("Trojan Source")
  ["Brama\u2067 2 \u2069zamknięta", FORBIDDEN], // a bidi isolate
  ["Wej\u200Bście zamknięte", FORBIDDEN], // a zero-width space
  ["Uwaga\u2060!", FORBIDDEN], // a word joiner
  ["Scena\u00ADgłówna", FORBIDDEN], // a soft hyphen
  ["Przerwa\u3164techniczna", FORBIDDEN], // the Hangul filler
  ["Koniec o 23\u0007", FORBIDDEN], // a control character
  ["Brama A\u17B4\u17B5", FORBIDDEN], // Khmer inherent vowels, which draw nothing
  ["Brama B\u{E0069}\u{E0067}\u{E006E}", FORBIDDEN], // tag characters spelling hidden text
  ["Wyjście\uE000 ewakuacyjne", FORBIDDEN], // a private-use character
  ["Strefa\uFFFF chillu", FORBIDDEN], // a noncharacter
  ["Strefa\u0378 chillu", FORBIDDEN], // an unassigned code point
  [`Z${"\u0301".repeat(6)}algo na scenie`, STACKED],
];

/**
 * An announcement goes on every screen as a message does, so it obeys the messages' character rules
 * with the toast's words for them (server/screens/README.md#announcements).
 */
describe.each(testDatabases())("an announcement's characters on $name", (database) => {
  it("is refused for what a message is refused for, with the same Polish text, and nothing changes", async () => {
    const app = await createTestApp(database);
    const lead = await login(app);
    for (const [text, error] of REFUSED) {
      const message = await submit(app, { author: "Ala z Mokotowa", message: text });
      expect(message.json<{ code: number }>().code, JSON.stringify(text)).toBe(
        error === FORBIDDEN ? RESULT_CODES.FORBIDDEN_CHARACTERS : RESULT_CODES.TOO_MANY_MARKS,
      );
      const posted = await staffWrite(app, lead, "POST", "/api/moderation/announcement", { text });
      expect(posted.statusCode, JSON.stringify(text)).toBe(400);
      expect(posted.json()).toEqual({ code: "invalid_body", error });
    }
    // Nothing but them was a blank line on every screen: refused, as a message of them is (77).
    const blank = await staffWrite(app, lead, "POST", "/api/moderation/announcement", {
      text: "\u17B4\u17B5",
    });
    expect(blank.statusCode).toBe(400);
    const blankMessage = await submit(app, { author: "\u17B4\u17B5", message: "Pozdrowienia!" });
    expect(blankMessage.json<{ code: number }>().code).toBe(RESULT_CODES.BLANK);
    const board = (await staffGet(app, lead, "/api/moderation/screens")).json<{
      board: ScreenBoard;
    }>().board;
    expect(board.announcement).toBeNull();

    // What messages may hold, an announcement may too: Polish letters, emoji with joiners.
    const text = "Zażółć gęślą jaźń 👨‍👩‍👧 ❤️ 🏴󠁧󠁢󠁳󠁣󠁴󠁿";
    const posted = await staffWrite(app, lead, "POST", "/api/moderation/announcement", { text });
    expect(posted.statusCode).toBe(200);
    expect(posted.json<ScreenBoard>().announcement?.text).toBe(text);
  });
});
