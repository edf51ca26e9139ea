import type { LanguageTexts } from "../language";

/** The Polish pages: the default, at the site's root. */
const texts: LanguageTexts = {
  code: "pl",
  locale: "pl_PL",
  basePath: "/",
  other: { code: "en", basePath: "/en/", name: "English" },
  switchName: "Język strony",
};
export default texts;
