import type { StageLinkTexts } from "../stage-link";

/** A stage's link to the plan, in English. */
const texts: StageLinkTexts = {
  onThePlan: " on the site plan",
};
export default texts;
