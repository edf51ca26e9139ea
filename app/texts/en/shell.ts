import type { ShellTexts } from "../shell";

/** The shell in English, for the /en/ pages (docs/decisions/018). */
const texts: ShellTexts = {
  skipToContent: "Skip to content",
  mainNavigation: "Main navigation",
  homeSuffix: "home page",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  opensInNewTab: "opens in a new tab",
  nav: {
    about: "ABOUT",
    sitePlan: "SITE PLAN",
    recruitment: "RECRUITMENT",
    faq: "FAQ",
    news: "NEWS",
    team: "JUWETEAM",
    organisers: "ORGANISERS",
    rules: "RULES",
    safety: "SAFETY AND HELP",
  },
  footer: {
    shortcuts: "QUICK LINKS",
    whenAndWhere: "Dates and venue",
    contact: "CONTACT",
    cooperation: "Partnerships",
    support: "Technical support",
    adultsOnly: (minimumAge) => `Adults only (${minimumAge}+)`,
  },
};
export default texts;
