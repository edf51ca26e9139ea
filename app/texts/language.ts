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
  /** The switch's short label of this language, marked as the current one. */
  label: string;
  other: {
    code: "pl" | "en";
    locale: string;
    basePath: string;
    /** The switch's visible label: "EN" / "PL". */
    label: string;
    /** Its accessible name, in its own language: "English" / "Polski". */
    name: string;
  };
  /** The switch's group name, read before "PL / EN". */
  switchName: string;
}
