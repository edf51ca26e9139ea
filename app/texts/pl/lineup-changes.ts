import type { LineupChangesTexts } from "../lineup-changes";

/** A line-up card's late change in Polish. */
const texts: LineupChangesTexts = {
  delayed: (minutes, plannedStart) =>
    `opóźnienie ${minutes}\u00a0min (planowo\u00a0${plannedStart})`,
  cancelled: "odwołany",
};
export default texts;
