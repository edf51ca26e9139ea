import type { SafetyTexts } from "../safety";

/** The safety section's own words in English. */
const texts: SafetyTexts = {
  heading: "Safety",
  intro: "What to do if something happens: save these numbers and check where to find help.",
  call: (number) => `Call ${number}`,
  onThePlan: " on the site plan",
};
export default texts;
