import { englishPlural } from "../english-plural";
import type { GalleryTexts } from "../gallery";

/** The gallery in English. */
const texts: GalleryTexts = {
  title: "Past editions",
  lead: (years) =>
    `This is how we partied in ${years}. Pick a year and click a photo to see it larger.`,
  yearTabsLabel: "Edition year",
  photoCount: (count) => englishPlural(count, "photo", "photos"),
  photoNumber: (number, total) => `photo ${number} of ${total}`,
  lightbox: {
    edition: (year) => `${year} edition`,
    close: "Close",
    keyboardHelp: "The left and right arrow keys switch photos; Escape closes the viewer.",
    previous: "Previous photo",
    next: "Next photo",
  },
};
export default texts;
