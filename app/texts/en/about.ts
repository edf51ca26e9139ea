import type { AboutTexts } from "../about";

/** The words of one to four stages, as the section's title; more are counted in figures. */
const STAGE_COUNT_WORDS = ["", "The stage", "Two stages", "Three stages", "Four stages"];

/** The about page in English. */
const texts: AboutTexts = {
  title: "About the festival",
  toProgramme: "Go to the set times",
  heading: "About the festival",
  description: (edition) =>
    `All about ${edition}: dates, site map, zones, two stages and the timetable, entrances and card payments.`,
  facts: {
    title: "When and where",
    opensAt: "from",
    lastConcertUntil: "last concert ends at",
    ageRule: "Adults only – bring photo ID.",
  },
  siteMap: {
    title: "Site map",
    caption: "Stages, themed zones, partner attractions and both entrances on one map.",
    openFullSize: "Open the full-size map",
    toSitePlan: "Site plan with points and a list",
  },
  zonesTitle: "Themed zones",
  attractionsTitle: "Partner attractions",
  stagesTitle: (count) => STAGE_COUNT_WORDS[count] ?? `${count} stages`,
  entry: {
    title: "Entrances and payment",
    entrances: "Entrances",
    cardOnly: "Card payments only",
    gatePrices: "Tickets at the gate",
    price: (amountPln) => `${amountPln}\u00a0PLN`,
    passesSoldOut: "Festival passes are sold out.",
  },
  follow: {
    title: "Stay in the loop",
    lead: "We post news, programme changes and coverage on social media.",
    eventPage: "Facebook event",
  },
};
export default texts;
