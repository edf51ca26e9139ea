/** The words of the festival's schema.org data for search engines (app/features/seo/). */
export interface SeoTexts {
  /**
   * The festival's description, given its length ("2 dni", "2 days") and the venue;
   * `venueLocative` is the venue's Polish locative ("Stadionie Syrenki").
   */
  festivalDescription: (facts: { days: string; venue: string; venueLocative: string }) => string;
}
