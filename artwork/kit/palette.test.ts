import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { C, paletteFrom, parseColorTokens } from "./palette";

const TOKENS = path.resolve(import.meta.dirname, "../../app/styles/tokens.css");

describe("parseColorTokens", () => {
  it("reads every --color-* hex value by its camel-cased name", () => {
    const css = `:root {
      --color-ink: #0B1437; /* night */
      --color-ink-2: #16224f;
      --color-coral-dark:#c2341f;
      --color-short: #fa0;
      --space-1: 0.25rem;
      --font-display: "Unbounded", sans-serif;
    }`;
    expect(parseColorTokens(css)).toEqual({
      ink: "#0b1437",
      ink2: "#16224f",
      coralDark: "#c2341f",
      short: "#ffaa00",
    });
  });

  it("ignores tokens that are commented out and values that are not hex colours", () => {
    const css = "/* --color-old: #123456; */ --color-tint: rgb(1 2 3); --color-gold: #ffcf4a;";
    expect(parseColorTokens(css)).toEqual({ gold: "#ffcf4a" });
  });

  it("rejects a hex value the colour mixing cannot read", () => {
    expect(() => parseColorTokens("--color-ink: #0b143780;")).toThrow(/--color-ink/);
  });
});

describe("paletteFrom", () => {
  it("names the tokens tokens.css lacks", () => {
    expect(() => paletteFrom({ ink: "#000000" })).toThrow(/--color-ink-2.*--color-coral-dark/);
  });
});

describe("the palette the drawings use", () => {
  it("is app/styles/tokens.css's colours, plus white", () => {
    const tokens = parseColorTokens(readFileSync(TOKENS, "utf8"));
    for (const name of ["ink", "ink2", "river", "aqua", "coral", "coralDark", "gold", "cream"]) {
      expect(C[name as keyof typeof C]).toBe(tokens[name]);
    }
    expect(C.ink).toMatch(/^#[0-9a-f]{6}$/);
    expect(C.white).toBe("#ffffff");
  });

  it("finds the site's night ink where the stylesheet declares it", () => {
    const line = readFileSync(TOKENS, "utf8").match(/--color-ink:\s*(#[0-9a-fA-F]{6})/);
    expect(C.ink).toBe(line?.[1]?.toLowerCase());
  });
});
