import type { Links } from "./schema";

/** Outbound links and contact addresses (spec §2 nav and footer). All accounts are fictional. */
export const links = {
  recruitmentForm: "https://forms.gle/juwenaliasyrenki2025",
  rulesDocument: "https://juwenalia-syrenki.pl/regulamin-juwenalia-syrenki-2025.pdf",
  eventPage: "https://www.facebook.com/events/juwenaliasyrenki2025",
  facebook: "https://www.facebook.com/juwenaliasyrenki",
  instagram: "https://www.instagram.com/juwenaliasyrenki",
  linkedin: "https://www.linkedin.com/company/juwenalia-syrenki",
  news: "https://www.facebook.com/juwenaliasyrenki/posts",
  journeyPlanner: "https://jakdojade.pl/warszawa/trasa/",
  contact: {
    cooperation: { email: "wspolpraca@juwenalia-syrenki.pl", shortLabel: "Współpraca" },
    support: { email: "pomoc@juwenalia-syrenki.pl", shortLabel: "Wsparcie techniczne" },
  },
} satisfies Links;
