/**
 * The words around the safety information on the site plan's page (app/features/safety/README.md),
 * in one language. The topics' own words are content (content/safety.yaml), edited in the CMS.
 */
export interface SafetyTexts {
  /** The section's heading: "Bezpieczeństwo". */
  heading: string;
  /** One line under it: what the section is for. */
  intro: string;
  /** A phone number's link, which dials it: "Zadzwoń pod 112". */
  call: (number: string) => string;
  /** After a point's name in its link, hidden from sight: " na planie terenu". */
  onThePlan: string;
}
