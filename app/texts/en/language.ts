import type { LanguageTexts } from "../language";

/** The English pages, under /en/. */
const texts: LanguageTexts = {
  code: "en",
  locale: "en_GB",
  basePath: "/en/",
  other: { code: "pl", basePath: "/", name: "Polski" },
  switchName: "Page language",
};
export default texts;
