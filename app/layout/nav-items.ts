import { links } from "../../content";

/** The navigation bar, spelled as docs/product.md#navigation-bar settles (O WYDARZENIU). */
export type NavItem =
  | { kind: "internal"; label: string; to: string }
  | { kind: "external"; label: string; href: string };

export const NAV_ITEMS: readonly NavItem[] = [
  { kind: "internal", label: "O WYDARZENIU", to: "/about#about" },
  { kind: "external", label: "REKRUTACJA", href: links.recruitmentForm },
  { kind: "internal", label: "FAQ", to: "/faq#faq" },
  { kind: "external", label: "AKTUALNOŚCI", href: links.news },
  { kind: "internal", label: "JUWETEAM", to: "/team#team" },
];

/** The footer's NA SKRÓTY (docs/product.md#footer). */
export const SHORTCUT_ITEMS: readonly NavItem[] = [
  { kind: "internal", label: "O WYDARZENIU", to: "/about#about" },
  { kind: "external", label: "REKRUTACJA", href: links.recruitmentForm },
  { kind: "internal", label: "FAQ", to: "/faq#faq" },
  { kind: "internal", label: "ORGANIZATORZY", to: "/homepage#organisers" },
  { kind: "external", label: "REGULAMIN", href: links.rulesDocument },
];
