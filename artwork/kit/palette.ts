/**
 * The festival palette, read from the site's own colour tokens (app/styles/tokens.css), so the
 * artwork and the pages can never drift apart: change a `--color-*` there and the next
 * `npm run assets --force` paints with it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const TOKENS_FILE = path.resolve(import.meta.dirname, "../../app/styles/tokens.css");

/** The tokens the drawings use, by their camel-cased name (`--color-coral-dark` → coralDark). */
const REQUIRED = ["ink", "ink2", "river", "aqua", "coral", "coralDark", "gold", "cream"] as const;

export type PaletteName = (typeof REQUIRED)[number];
export type Palette = Readonly<Record<PaletteName, string>> & { readonly white: string };

const TOKEN = /--color-([a-z0-9-]+)\s*:\s*(#[0-9a-fA-F]+)\s*;/g;

/** "coral-dark" → "coralDark", "ink-2" → "ink2". */
function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** "#abc" → "#aabbcc"; six digits are lower-cased. Anything else is not a colour we can mix. */
function normaliseHex(value: string, token: string): string {
  const digits = value.slice(1).toLowerCase();
  if (digits.length === 6) return `#${digits}`;
  if (digits.length === 3) return `#${[...digits].map((digit) => digit + digit).join("")}`;
  throw new Error(`--color-${token}: "${value}" is not a #rgb or #rrggbb colour`);
}

/**
 * Every `--color-*` custom property whose value is a hex colour, by camel-cased name. Comments
 * are dropped first, so a token that is commented out does not count.
 */
export function parseColorTokens(css: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  const code = css.replace(/\/\*[\s\S]*?\*\//g, "");
  for (const [, name = "", value = ""] of code.matchAll(TOKEN)) {
    tokens[camelCase(name)] = normaliseHex(value, name);
  }
  return tokens;
}

/** The drawing palette from parsed tokens; a missing token is an error naming it. */
export function paletteFrom(tokens: Readonly<Record<string, string>>): Palette {
  const missing = REQUIRED.filter((name) => tokens[name] === undefined);
  if (missing.length > 0) {
    const names = missing.map((name) => `--color-${name.replace(/([A-Z0-9])/g, "-$1")}`);
    throw new Error(`app/styles/tokens.css lacks ${names.join(", ").toLowerCase()}`);
  }
  const palette = Object.fromEntries(REQUIRED.map((name) => [name, tokens[name] as string]));
  // Pure white is not a site token (the pages never use it), only a highlight in the artwork.
  return { ...(palette as Record<PaletteName, string>), white: "#ffffff" };
}

export function readPalette(file: string = TOKENS_FILE): Palette {
  return paletteFrom(parseColorTokens(readFileSync(file, "utf8")));
}

/** The palette every drawing module paints with. */
export const C: Palette = readPalette();
