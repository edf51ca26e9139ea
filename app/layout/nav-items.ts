import { links } from "../../content";

/** Spec §2 navigation bar (the spec's "O WYDARZENIA" is a typo: O WYDARZENIU, issue 2). */
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

/** Spec §2 footer, NA SKRÓTY. */
export const SHORTCUT_ITEMS: readonly NavItem[] = [
  { kind: "internal", label: "O WYDARZENIU", to: "/about#about" },
  { kind: "external", label: "REKRUTACJA", href: links.recruitmentForm },
  { kind: "internal", label: "FAQ", to: "/faq#faq" },
  { kind: "internal", label: "ORGANIZATORZY", to: "/homepage#organisers" },
  { kind: "external", label: "REGULAMIN", href: links.rulesDocument },
];
