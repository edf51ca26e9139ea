import type { SeoTexts } from "../seo";

/** The festival's schema.org description in Polish. */
const texts: SeoTexts = {
  festivalDescription: ({ days, venueLocative }) =>
    `Studenckie juwenalia w Warszawie: ${days} koncertów na ${venueLocative}. Wydarzenie dla osób pełnoletnich.`,
};
export default texts;
