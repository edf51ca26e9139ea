import type { FaqTexts } from "../faq";

/** The FAQ page in Polish (app/features/faq-accordion/README.md#faq-page). */
const texts: FaqTexts = {
  title: "FAQ – najczęściej zadawane pytania",
  description: (edition) =>
    `Bilety i ceny przy bramie, godziny otwarcia, wejścia, dojazd, płatności kartą i zasady wejścia na ${edition}.`,
  heading: "Najczęściej zadawane pytania",
  lead: "Jak dojechać, którędy wejść, ile kosztuje bilet i co zabrać ze sobą – odpowiedzi w jednym miejscu.",
  questionsTitle: "Pytania i odpowiedzi",
  askUs: {
    beforeLink:
      "Nie ma tu odpowiedzi na Twoje pytanie? Napisz do nas – adresy znajdziesz na stronie",
    link: "Juweteam",
    afterLink: ".",
  },
};
export default texts;
