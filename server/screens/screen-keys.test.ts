import { describe, expect, it } from "vitest";
import { SCREEN_KEY_PATTERN } from "../../core/screen-links";
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
