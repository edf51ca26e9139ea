import type { FaqTexts } from "../faq";

/** The FAQ page in English. */
const texts: FaqTexts = {
  title: "FAQ – frequently asked questions",
  description: (edition) =>
    `Tickets and gate prices, opening hours, entrances, getting there, card payments and entry rules for ${edition}.`,
  heading: "Frequently asked questions",
  lead: "How to get there, which entrance to use, what a ticket costs and what to bring – all in one place.",
  questionsTitle: "Questions and answers",
  askUs: {
    beforeLink: "Can’t find your answer here? Write to us – you’ll find our addresses on the",
    link: "Juweteam",
    afterLink: " page.",
  },
};
export default texts;
