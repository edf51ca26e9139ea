import { describe, expect, it } from "vitest";
import { SCREEN_KEY_PATTERN, screenKeyFrom, screenLinkPath, screenNameFrom } from "./screen-links";

const KEY = "Q2hvaW5rYV9kb19ldXJvcG";

describe("a screen's link and the key in its fragment", () => {
  it("puts the name in the query and the key in the fragment, which no server sees", () => {
    const path = screenLinkPath("scena-glowna", KEY);
    expect(path).toBe(`/telebim?ekran=scena-glowna#klucz=${KEY}`);
    const url = new URL(path, "https://juwenalia.example");
    expect(url.searchParams.get("ekran")).toBe("scena-glowna");
    expect(url.search).not.toContain(KEY);
    expect(screenKeyFrom(url.hash)).toBe(KEY);
  });

  it("reads only a well-formed key", () => {
    expect(SCREEN_KEY_PATTERN.test(KEY)).toBe(true);
    expect(screenKeyFrom("")).toBeNull();
    expect(screenKeyFrom("#")).toBeNull();
    expect(screenKeyFrom("#klucz=")).toBeNull();
    expect(screenKeyFrom(`#klucz=${KEY.slice(1)}`)).toBeNull();
    expect(screenKeyFrom(`#klucz=${KEY}x`)).toBeNull();
    expect(screenKeyFrom("#klucz=<script>alert(1)</script>")).toBeNull();
    expect(screenKeyFrom(`klucz=${KEY}`)).toBe(KEY);
    expect(screenKeyFrom(`#inne=1&klucz=${KEY}`)).toBe(KEY);
  });
});

describe("screenNameFrom: the name ?ekran= gives", () => {
  it("folds Polish letters, case and spaces into a valid name", () => {
    expect(screenNameFrom("scena-glowna")).toBe("scena-glowna");
    expect(screenNameFrom("Scena Główna")).toBe("scena-glowna");
    expect(screenNameFrom("  Łąka_2  ")).toBe("laka-2");
    expect(screenNameFrom("Żółć--strefa!!")).toBe("zolc-strefa");
  });

  it("is null when nothing usable is left, and cuts long names to 40 characters", () => {
    expect(screenNameFrom(null)).toBeNull();
    expect(screenNameFrom("")).toBeNull();
    expect(screenNameFrom("!!!")).toBeNull();
    expect(screenNameFrom("a".repeat(60))).toBe("a".repeat(40));
  });
});
