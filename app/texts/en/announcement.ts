import type { AnnouncementTexts } from "../announcement";

/** The banner in English, for the /en/ pages. */
const texts: AnnouncementTexts = {
  bannerLabel: "Announcement from the organisers",
  close: "Close announcement",
};
export default texts;
