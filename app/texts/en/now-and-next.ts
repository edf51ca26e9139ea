import type { NowAndNextTexts } from "../now-and-next";

/** Now/next in English, for the /en/ pages. */
const texts: NowAndNextTexts = {
  title: "On stage",
  more: "Full programme and your plan",
  todayLineup: "Today’s lineup",
  gatesOpenAt: (time) => `Gates open at ${time}`,
  tomorrow: "Tomorrow",
  gatesOpenOn: (when, time) => `${when} the gates open at ${time}.`,
  firstSet: (act, time, stage) => `First up: ${act} at ${time} (${stage}).`,
  now: "Now",
  next: "Up next",
  interval: "break",
  stageStartsAt: (time) => `This stage starts at ${time}`,
  firstUp: "First up",
  lastSetToday: "That’s the last concert on this stage today.",
  doneToday: "That’s all on this stage for today.",
  warsawTime: "Times: Warsaw time",
  yourSetCancelled: (act, stage, plannedStart) =>
    `A set in your plan is cancelled: ${act} (${stage}, planned for ${plannedStart})`,
  inYourPlan: "★ in your plan",
  delay: (minutes) => `, ${minutes}\u00a0min late`,
};
export default texts;
