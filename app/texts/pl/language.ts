import type { LanguageTexts } from "../language";

/** The Polish pages: the default, at the site's root. */
const texts: LanguageTexts = {
  code: "pl",
  locale: "pl_PL",
  basePath: "/",
  label: "PL",
  other: { code: "en", locale: "en_GB", basePath: "/en/", label: "EN", name: "English" },
  switchName: "Język strony",
};
export default texts;
