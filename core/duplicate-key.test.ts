import { describe, expect, it } from "vitest";

import {
  duplicateKey,
  isNearDuplicate,
  keySimilarity,
  NEAR_DUPLICATE_MIN_CONTAINED_LENGTH,
  NEAR_DUPLICATE_SIMILARITY,
} from "./duplicate-key";

describe("duplicateKey", () => {
  it.each([
    ["Sto lat, Ania!!!", "sto lat ania"],
    ["sto lat ania", "sto lat ania"],
    ["STO LAAAT ANIA", "sto lat ania"],
    ["  Sto  lat   Ania .", "sto lat ania"],
    ["Stoooo laaat", "sto lat"],
    ["Sto lat,Ania", "sto lat ania"],
    ["Zażółć gęślą jaźń", "zazolc gesla jazn"],
    ["ŁÓDŹ Ślązaczka", "lodz slazaczka"],
    ["Pozdrawiamy 🔥🔥 sektor C ❤️", "pozdrawiamy sektor c"],
    ["Кocham Was", "kocham was"], // Cyrillic "К"
    ["Za\u0328z\u0307o\u0301ł\u0107", "zazolc"], // letters typed with combining marks
    ["100 lat!", "100 lat"],
    ["Sektor 12", "sektor 12"],
  ])("%j → %j", (message, key) => {
    expect(duplicateKey(message)).toBe(key);
  });

  it("gives the same key to the same greeting however it is typed", () => {
    const keys = ["Sto lat, Ania!!!", "sto lat ania", "STO LAAAT ANIA", "  Sto  lat   Ania ."].map(
      duplicateKey,
    );
    expect(new Set(keys).size).toBe(1);
  });

  it.each([
    ["Sto lat Ania", "Sto lat Ola"],
    ["100 lat", "10 lat"],
    ["Sektor B", "Sektor C"],
    ["🔥🔥🔥🔥🔥", "❤️❤️❤️❤️❤️"],
  ])("tells %j from %j", (a, b) => {
    expect(duplicateKey(a)).not.toBe(duplicateKey(b));
  });

  it("keeps the symbols of a message made only of emoji or punctuation, without repeats", () => {
    expect(duplicateKey("🔥🔥🔥🔥🔥")).toBe("🔥");
    expect(duplicateKey("🔥 🔥🔥 🔥🔥")).toBe("🔥");
    expect(duplicateKey("❤️❤️❤️❤️❤️")).toBe(duplicateKey("❤❤❤❤❤"));
    expect(duplicateKey("?!?!?")).toBe("?!?!?");
    expect(duplicateKey("   ")).toBe("");
  });
});

describe("keySimilarity", () => {
  it("is 1 for equal keys, 0 for keys without a shared bigram, and symmetric", () => {
    expect(keySimilarity("sto lat", "sto lat")).toBe(1);
    expect(keySimilarity("abc", "xyz")).toBe(0);
    expect(keySimilarity("a", "b")).toBe(0);
    expect(keySimilarity("sto lat ania", "sto lat ola")).toBeCloseTo(14 / 21);
    expect(keySimilarity("kocham was", "kocham wus")).toBe(
      keySimilarity("kocham wus", "kocham was"),
    );
  });
});

describe("isNearDuplicate", () => {
  it("documents its thresholds", () => {
    expect(NEAR_DUPLICATE_SIMILARITY).toBe(0.8);
    expect(NEAR_DUPLICATE_MIN_CONTAINED_LENGTH).toBe(12);
  });

  it.each([
    ["kocham was wszystkich!!", "kocham was wszystkich!!!!! <3"],
    ["Sto lat, Ania!!!", "STO LAAAT ANIA"],
    ["Pozdrawiamy z sektora C", "Pozdrawiamy z sektora C i D"],
    ["Juwenalia Syrenki najlepsze", "Juwenalia Syrenki sa najlepsze"],
    ["Pozdrawiam wszystkich", "Pozdrawiam wszystkich z Krakowa i Gdańska!"], // contained
    ["🔥🔥🔥🔥🔥", "🔥🔥🔥🔥🔥🔥🔥"],
  ])("%j and %j are near-duplicates", (a, b) => {
    expect(isNearDuplicate(a, b)).toBe(true);
    expect(isNearDuplicate(b, a)).toBe(true);
  });

  it.each([
    ["Pozdrawiam sektor B", "Idziemy na piwo"],
    ["Sto lat Ania", "Sto lat Ola"],
    ["Sto lat", "Sto lat dla najlepszej ekipy na stadionie"], // contained, but too short
    ["Kocham Was", "Kocham Was wszystkich z sektora C"],
    ["🔥🔥🔥🔥🔥", "❤️❤️❤️❤️❤️"],
  ])("%j and %j are not", (a, b) => {
    expect(isNearDuplicate(a, b)).toBe(false);
    expect(isNearDuplicate(b, a)).toBe(false);
  });
});
