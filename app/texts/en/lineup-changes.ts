import type { LineupChangesTexts } from "../lineup-changes";

/** A line-up card's late change in English, for the /en/ pages. */
const texts: LineupChangesTexts = {
  delayed: (minutes, plannedStart) => `${minutes}\u00a0min late (planned\u00a0${plannedStart})`,
  cancelled: "cancelled",
};
export default texts;
