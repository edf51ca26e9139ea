/**
 * The words of the FAQ page around its questions (app/features/faq-accordion/README.md#faq-page).
 */
export interface FaqTexts {
  /** The page title before " | Juwenalia Syrenki 2025". */
  title: string;
  description: (edition: string) => string;
  heading: string;
  lead: string;
  questionsTitle: string;
  /** "…adresy znajdziesz na stronie Juweteam.": the sentence around its link to the team page. */
  askUs: {
    beforeLink: string;
    link: string;
    /** Right after the link, punctuation included. */
    afterLink: string;
  };
}
