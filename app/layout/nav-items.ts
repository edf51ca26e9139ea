import texts from "virtual:texts/shell";
import { links } from "#content-layer";

/** The navigation bar, spelled as app/README.md#navigation-bar settles (O WYDARZENIU). */
export type NavItem =
  | { kind: "internal"; label: string; to: string }
  | { kind: "external"; label: string; href: string };

export const NAV_ITEMS: readonly NavItem[] = [
  { kind: "internal", label: texts.nav.about, to: "/about#about" },
  // Where things are on the grounds, first thing a visitor looks for on the night.
  { kind: "internal", label: texts.nav.sitePlan, to: "/site-plan#site-plan" },
  { kind: "external", label: texts.nav.recruitment, href: links.recruitmentForm },
  { kind: "internal", label: texts.nav.faq, to: "/faq#faq" },
  { kind: "external", label: texts.nav.news, href: links.news },
  { kind: "internal", label: texts.nav.team, to: "/team#team" },
];

/** The footer's NA SKRÓTY (app/README.md#footer). */
export const SHORTCUT_ITEMS: readonly NavItem[] = [
  { kind: "internal", label: texts.nav.about, to: "/about#about" },
  { kind: "external", label: texts.nav.recruitment, href: links.recruitmentForm },
  { kind: "internal", label: texts.nav.faq, to: "/faq#faq" },
  { kind: "internal", label: texts.nav.organisers, to: "/homepage#organisers" },
  { kind: "external", label: texts.nav.rules, href: links.rulesDocument },
  // The safety information one tap from the footer of every page (app/README.md#footer).
  { kind: "internal", label: texts.nav.safety, to: "/site-plan#safety" },
];
