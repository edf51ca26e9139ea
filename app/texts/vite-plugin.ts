/**
 * Gives the app its wording in the build's language: `virtual:texts/<area>` is
 * `app/texts/<language>/<area>.ts`. `SITE_LANGUAGE` picks the language (`pl`, the default, or
 * `en`); each build holds one, so Polish pages never carry English and no lookup runs at runtime
 * beyond reading a property (docs/decisions/018).
 */
import path from "node:path";
import type { Plugin } from "vite";

export const SITE_LANGUAGES = ["pl", "en"] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

const PREFIX = "virtual:texts/";

/** The build's language from `SITE_LANGUAGE`; anything else stops the build. */
export function siteLanguage(env: NodeJS.ProcessEnv = process.env): SiteLanguage {
  const value = env.SITE_LANGUAGE || "pl";
  if (!(SITE_LANGUAGES as readonly string[]).includes(value)) {
    throw new Error(`SITE_LANGUAGE must be one of ${SITE_LANGUAGES.join(", ")}; got ${value}`);
  }
  return value as SiteLanguage;
}

export function siteTexts(language: SiteLanguage = siteLanguage()): Plugin {
  return {
    name: "site-texts",
    enforce: "pre",
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const area = id.slice(PREFIX.length);
      if (!/^[a-z-]+$/.test(area)) throw new Error(`No texts area named ${area}`);
      return path.join(import.meta.dirname, language, `${area}.ts`);
    },
  };
}
