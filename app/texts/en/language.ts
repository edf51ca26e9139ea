import type { LanguageTexts } from "../language";

/** The English pages, under /en/. */
const texts: LanguageTexts = {
  code: "en",
  locale: "en_GB",
  basePath: "/en/",
  label: "EN",
  other: { code: "pl", locale: "pl_PL", basePath: "/", label: "PL", name: "Polski" },
  switchName: "Page language",
};
export default texts;
