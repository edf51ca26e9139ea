import type { StageLinkTexts } from "../stage-link";

/** A stage's link to the plan, in Polish. */
const texts: StageLinkTexts = {
  onThePlan: " na planie terenu",
};
export default texts;
