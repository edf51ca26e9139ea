import type { AnnouncementTexts } from "../announcement";

/** The banner in Polish (server/screens/README.md#announcements). */
const texts: AnnouncementTexts = {
  bannerLabel: "Komunikat organizatorów",
  close: "Zamknij komunikat",
};
export default texts;
