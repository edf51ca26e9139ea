/**
 * Which language a build's pages are in and where the other language's pages live: the
 * `<html lang>`, the canonical and `hreflang` links, the JSON-LD's `inLanguage` and the "PL / EN"
 * switch read it (docs/decisions/018).
 */
export interface LanguageTexts {
  /** BCP 47: `<html lang>`, `hreflang`, `inLanguage`. */
  code: "pl" | "en";
  /** Open Graph's `og:locale`. */
  locale: string;
  /** Where this language's pages live: "/" or "/en/". */
  basePath: string;
  other: {
    code: "pl" | "en";
    basePath: string;
    /** Its accessible name, in its own language: "English" / "Polski". */
    name: string;
  };
  /** The switch's group name, read before "PL / EN". */
  switchName: string;
}
