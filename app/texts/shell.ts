/**
 * The words of the site's shell — skip link, navigation bar, footer — in one language. Each
 * language's build resolves `virtual:texts/shell` to its own dictionary (`pl/shell.ts`,
 * `en/shell.ts`), so a page carries one language only (docs/decisions/018).
 */
export interface ShellTexts {
  skipToContent: string;
  /** The navigation bar's accessible name. */
  mainNavigation: string;
  /** After the festival's name on the logo link: "Juwenalia Syrenki 2025 – strona główna". */
  homeSuffix: string;
  openMenu: string;
  closeMenu: string;
  /** Read after a link that opens in a new tab. */
  opensInNewTab: string;
  nav: {
    about: string;
    /** The site plan's page (app/features/site-plan/README.md). */
    sitePlan: string;
    recruitment: string;
    faq: string;
    news: string;
    team: string;
    organisers: string;
    rules: string;
    /** The footer's shortcut to the safety information on the site plan's page. */
    safety: string;
  };
  footer: {
    shortcuts: string;
    whenAndWhere: string;
    contact: string;
    cooperation: string;
    support: string;
    /** "Wydarzenie wyłącznie dla osób pełnoletnich (18+)", given the minimum age. */
    adultsOnly: (minimumAge: number) => string;
  };
}
