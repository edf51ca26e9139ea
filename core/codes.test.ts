import { describe, expect, it } from "vitest";

import {
  isResultCode,
  isServerResultCode,
  RESULT_CODES,
  RESULT_TEXTS,
  resultTextsFor,
} from "./codes";

describe("RESULT_CODES", () => {
  it("keeps the client codes and the documented server codes", () => {
    // The documented numbers (README.md#result-codes), in order: 69–73 the client's,
    // 74–78 the server's. A test, not a second table: each name is checked by the compiler.
    expect(Object.values(RESULT_CODES)).toEqual([69, 70, 71, 72, 73, 74, 75, 76, 77, 78]);
    expect([
      RESULT_CODES.BEFORE_START,
      RESULT_CODES.PROFANITY,
      RESULT_CODES.TOO_MANY_MARKS,
    ]).toEqual([69, 73, 78]);
  });

  it("recognises exactly the codes 69-78", () => {
    for (let code = 69; code <= 78; code++) expect(isResultCode(code)).toBe(true);
    for (const other of [0, 68, 79, 200, 201, 400, 500]) expect(isResultCode(other)).toBe(false);
  });

  it("tells the server's own codes 74-78 from the client's 69-73", () => {
    for (let code = 74; code <= 78; code++) expect(isServerResultCode(code)).toBe(true);
    for (const other of [69, 70, 71, 72, 73, 79, 422, "78", null, undefined, 78.5]) {
      expect(isServerResultCode(other)).toBe(false);
    }
  });
});

describe("RESULT_TEXTS", () => {
  it("uses the product's titles", () => {
    expect(RESULT_TEXTS.success).toEqual({ title: "SUKCES", body: "Udało się wysłać wiadomość!" });
    expect(RESULT_TEXTS[69].title).toBe("CHAT ZABLOKOWANY");
    expect(RESULT_TEXTS[70].title).toBe("CHAT ZABLOKOWANY");
    expect(RESULT_TEXTS[71].title).toBe("ZA MAŁO ZNAKÓW");
    expect(RESULT_TEXTS[72].title).toBe("ZA MAŁO ZNAKÓW W WIADOMOŚCI");
    expect(RESULT_TEXTS[73].title).toBe("WYKRYTO WULGARYZM");
    expect(RESULT_TEXTS.error.title).toBe("WYSTĄPIŁ BŁĄD");
  });

  it("says what each code means, with the limits quoted and the right Polish plural", () => {
    expect(RESULT_TEXTS[69].body).toMatch(/odblokowany.*rozpocznie się wydarzenie/);
    expect(RESULT_TEXTS[70].body).toMatch(/zakończyło.*zablokowany.*przyszłym roku/);
    expect(RESULT_TEXTS[71].body).toBe("Pole Autor musi zawierać co najmniej 3 znaki.");
    expect(RESULT_TEXTS[72].body).toBe("Wiadomość musi zawierać co najmniej 5 znaków.");
    expect(RESULT_TEXTS[73].body).toMatch(/bez wulgaryzmów/);
    expect(RESULT_TEXTS[74].body).toBe("Pole Autor może zawierać najwyżej 32 znaki.");
    expect(RESULT_TEXTS[75].body).toBe("Wiadomość może zawierać najwyżej 128 znaków.");
    expect(RESULT_TEXTS[78]).toEqual({
      title: "ZA DUŻO ZNAKÓW DIAKRYTYCZNYCH",
      body:
        "Jedna litera może mieć najwyżej 4 znaki diakrytyczne (kreski, kropki, ogonki). " +
        "Usuń nadmiarowe ozdobniki i spróbuj ponownie.",
    });
    expect(RESULT_TEXTS.error.body).toMatch(/Nie udało się wysłać wiadomości.*później/);
  });

  it("has a distinct, non-empty title and a full sentence for every entry", () => {
    for (const { title, body } of Object.values(RESULT_TEXTS)) {
      expect(title).toBe(title.toUpperCase());
      expect(title.length).toBeGreaterThan(0);
      expect(body).toMatch(/^\p{Lu}.*[.!]$/u);
    }
  });
});

describe("resultTextsFor", () => {
  it("maps 200 and 201 to success", () => {
    expect(resultTextsFor(200)).toBe(RESULT_TEXTS.success);
    expect(resultTextsFor(201)).toBe(RESULT_TEXTS.success);
  });

  it("maps every code 69-78 to its own entry", () => {
    expect(resultTextsFor(69)).toBe(RESULT_TEXTS[69]);
    expect(resultTextsFor(73)).toBe(RESULT_TEXTS[73]);
    expect(resultTextsFor(77)).toBe(RESULT_TEXTS[77]);
    expect(resultTextsFor(78)).toBe(RESULT_TEXTS[78]);
  });

  it("maps any other status to the generic error", () => {
    for (const status of [0, 204, 400, 403, 404, 422, 429, 500, 503, 68, 79]) {
      expect(resultTextsFor(status)).toBe(RESULT_TEXTS.error);
    }
  });
});
