import type { SeoTexts } from "../seo";

/** The festival's schema.org description in English. */
const texts: SeoTexts = {
  festivalDescription: ({ days, venue }) =>
    `Student festival (juwenalia) in Warsaw: ${days} of concerts at ${venue}. Adults only.`,
};
export default texts;
