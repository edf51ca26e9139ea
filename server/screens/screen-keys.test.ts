import { describe, expect, it } from "vitest";
import { SCREEN_KEY_PATTERN } from "#core/screen-links";
import { screenKeys } from "./screen-keys";

const SECRET = "a".repeat(48);

describe("screen keys", () => {
  it("gives each name its own well-formed key, the same every time and on every instance", () => {
    const keys = screenKeys(SECRET);
    const key = keys.keyFor("scena-glowna");
    expect(key).toMatch(SCREEN_KEY_PATTERN);
    expect(screenKeys(SECRET).keyFor("scena-glowna")).toBe(key);
    expect(keys.keyFor("strefa-chill")).not.toBe(key);
    expect(keys.verify("scena-glowna", key)).toBe(true);
  });

  it("refuses another name's key, a changed or malformed key, and another deployment's", () => {
    const keys = screenKeys(SECRET);
    const key = keys.keyFor("scena-glowna");
    expect(keys.verify("strefa-chill", key)).toBe(false);
    expect(keys.verify("scena-glowna", `${key.slice(0, 21)}${key.endsWith("A") ? "B" : "A"}`)).toBe(
      false,
    );
    expect(keys.verify("scena-glowna", "")).toBe(false);
    expect(keys.verify("scena-glowna", `${key}A`)).toBe(false);
    expect(keys.verify("scena-glowna", "ż".repeat(22))).toBe(false);
    expect(screenKeys("b".repeat(48)).verify("scena-glowna", key)).toBe(false);
  });
});

describe("a screen's key versions", () => {
  it("keeps version 0 as the key of the name alone, and gives each later version its own key", () => {
    const keys = screenKeys(SECRET);
    expect(keys.keyFor("scena-glowna", 0)).toBe(keys.keyFor("scena-glowna"));
    const second = keys.keyFor("scena-glowna", 2);
    expect(second).toMatch(SCREEN_KEY_PATTERN);
    expect(new Set([0, 1, 2, 3].map((version) => keys.keyFor("scena-glowna", version))).size).toBe(
      4,
    );
    expect(keys.check("scena-glowna", second, 2)).toBe("valid");
  });

  it("tells a key a lead retired from a wrong one", () => {
    const keys = screenKeys(SECRET);
    expect(keys.check("scena-glowna", keys.keyFor("scena-glowna", 0), 2)).toBe("retired");
    expect(keys.check("scena-glowna", keys.keyFor("scena-glowna", 1), 2)).toBe("retired");
    // A key of a version not reached yet is no retired key: it was never handed out.
    expect(keys.check("scena-glowna", keys.keyFor("scena-glowna", 3), 2)).toBe("invalid");
    expect(keys.check("scena-glowna", keys.keyFor("strefa-chill", 0), 2)).toBe("invalid");
    expect(keys.check("scena-glowna", "nie-klucz", 2)).toBe("invalid");
  });
});
